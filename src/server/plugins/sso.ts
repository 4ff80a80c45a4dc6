import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http-error';
import { findFederation, type AccountFederation } from '../repositories/account-federations';
import { AuditType, recordAudit } from '../services/audit';
import {
  SSO_COOKIE,
  finishCompanySignIn,
  openPending,
  relyingParty,
  sealPending,
  startCompanySignIn,
} from '../services/sso-relying-party';
import { SsoRefused, provisionSsoUser } from '../services/sso-users';
import { SSO_CALLBACK_PATH } from './company-idp';
import type { OidcInteraction } from './oidc-providers';
import { PAGE_CSP, langFromCookie, loadSignInStrings, renderMessagePage } from './signin-page';

/*
 * Single sign-on (000 §4): a sign-in interaction of Bearing's provider hands the
 * browser to the account's own IdP and, back on the tenant's host, finishes with the user that
 * IdP vouched for, its authentication mode recorded as amr ['SSO'].
 */

/** The provider's stored interaction, as far as the callback writes it. */
interface StoredInteraction {
  result?: object;
  exp: number;
  returnTo: string;
  save(ttl: number): Promise<unknown>;
}

/** How long a company sign-in may take between leaving and coming back. */
const PENDING_MS = 10 * 60_000;

/** The sign-in page's policy plus the tenant's IdPs: its form ends in a redirect to one of them. */
export function signInPageCsp(federations: AccountFederation[]): string {
  const origins = [...new Set(federations.map((f) => new URL(f.issuer).origin))];
  return origins.length ? PAGE_CSP.replace("form-action 'self'", `form-action 'self' ${origins.join(' ')}`) : PAGE_CSP;
}

async function messagePage(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  which: 'expired' | 'problem',
  detail?: string,
) {
  const l = await loadSignInStrings(langFromCookie(req.headers.cookie));
  const [title, text] =
    which === 'expired' ? [l.strings.expiredTitle, l.strings.expiredText] : [l.strings.problemTitle, l.strings.problemText];
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(renderMessagePage(l, title, text, '/', detail));
}

function cookie(req: FastifyRequest, value: string, maxAgeS: number): string {
  const secure = req.tenant!.origin.startsWith('https:') ? '; Secure' : '';
  // Lax: the IdP's redirect back is a top-level navigation, which carries it.
  return `${SSO_COOKIE}=${value}; Path=${SSO_CALLBACK_PATH}; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${secure}`;
}

/** Sends the browser of interaction `interaction` to the federation's IdP. */
export async function redirectToCompanyIdp(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  interaction: OidcInteraction,
  federation: AccountFederation,
  loginHint?: string,
) {
  const config = await relyingParty(app, federation);
  const start = await startCompanySignIn(config, `${req.tenant!.origin}${SSO_CALLBACK_PATH}`, loginHint);
  const pending = {
    uid: interaction.uid,
    accountId: federation.account_id,
    state: start.state,
    nonce: start.nonce,
    verifier: start.verifier,
    exp: Date.now() + PENDING_MS,
  };
  return reply
    .header('cache-control', 'no-store')
    .header('set-cookie', cookie(req, sealPending(app.config.cookieSecret, pending), PENDING_MS / 1000))
    .redirect(start.url.href, 303);
}

const cookieValue = (req: FastifyRequest) => /(?:^|;\s*)bearing-sso=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];

/** The callback on the tenant's host: the IdP's answer is checked, the user provisioned, the interaction finished. */
export async function ssoRoutes(app: FastifyInstance): Promise<void> {
  app.get(SSO_CALLBACK_PATH, async (req, reply) => {
    const tenant = req.tenant;
    if (!tenant) throw notFound();
    reply.header('set-cookie', cookie(req, '', 0));
    const pending = openPending(app.config.cookieSecret, cookieValue(req));
    if (!pending) return messagePage(req, reply, 400, 'expired');
    const federation = await findFederation(app.db, tenant.id, pending.accountId);
    if (!federation) return messagePage(req, reply, 400, 'problem');
    const refuse = async (reason: string, status: number, message?: string) => {
      const data = {
        ip: req.ip,
        authType: 'SSO',
        issuer: federation.issuer,
        reason,
        ...(message ? { message: message.slice(0, 200) } : {}),
      };
      await recordAudit(app.db, {
        tenantId: tenant.id,
        accountId: federation.account_id,
        userId: null,
        principal: `(sso ${federation.account_name})`,
        type: AuditType.signInFailure,
        data,
      });
      return messagePage(req, reply, status, 'problem', reason);
    };
    let claims: Record<string, unknown>;
    try {
      claims = await finishCompanySignIn(await relyingParty(app, federation), new URL(req.url, tenant.origin), pending);
    } catch (err) {
      // A forged or replayed answer (wrong state, nonce or code) and an IdP error alike: no session.
      req.log.info({ err, issuer: federation.issuer }, 'single sign-on refused');
      const e = err as Error & { code?: string; cause?: unknown };
      // openid-client wraps the check that failed; its message names the claim (nonce, iss, aud…).
      return refuse(e.code ?? 'sso_failed', 400, e.cause instanceof Error ? e.cause.message : e.message);
    }
    let provisioned;
    try {
      provisioned = await provisionSsoUser(app.db, federation, claims);
    } catch (err) {
      if (err instanceof SsoRefused) return refuse(err.message, 403);
      throw err;
    }
    const { user, created } = provisioned;
    const { provider } = await app.oidc.providers.get(tenant.id, tenant.origin);
    const interaction = await (
      provider as unknown as { Interaction: { find(uid: string): Promise<StoredInteraction | undefined> } }
    ).Interaction.find(pending.uid);
    if (!interaction) return messagePage(req, reply, 400, 'expired');
    await recordAudit(app.db, {
      tenantId: tenant.id,
      userId: user.id,
      principal: user.email,
      type: AuditType.signInSuccess,
      data: { ip: req.ip, authType: 'SSO', issuer: federation.issuer, provisioned: created },
    });
    // What interactionResult does, found by uid: the interaction cookie is scoped to /interaction/<uid>, not here.
    interaction.result = { login: { accountId: String(user.id), amr: ['SSO'] } };
    await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
    return reply.header('cache-control', 'no-store').redirect(interaction.returnTo, 303);
  });

  // "Sign in with <company>" on the sign-in page: a link, so no e-mail needs typing.
  app.get<{ Params: { uid: string; accountId: string } }>('/interaction/:uid/sso/:accountId', async (req, reply) => {
    const tenant = req.tenant;
    if (!tenant) throw notFound();
    const { provider } = await app.oidc.providers.get(tenant.id, tenant.origin);
    let interaction: OidcInteraction | null = null;
    try {
      interaction = await provider.interactionDetails(req.raw, reply.raw);
    } catch {
      interaction = null;
    }
    if (!interaction || interaction.uid !== req.params.uid || interaction.prompt.name !== 'login')
      return messagePage(req, reply, 400, 'expired');
    const federation = await findFederation(app.db, tenant.id, Number(req.params.accountId));
    if (!federation) return messagePage(req, reply, 404, 'problem');
    return redirectToCompanyIdp(app, req, reply, interaction, federation);
  });
}
