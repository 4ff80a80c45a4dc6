import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http-error';
import { checkPassword } from '../services/session';
import { AuditType, recordAudit } from '../services/audit';
import { signInResult } from '../services/access/session-origin';
import { CLEAR_PERSONAL_COOKIE, auditAutomaticSignIn, automaticSignIn, handoffRoutes } from './institutional-signin';
import { clientIdFor } from './oidc-config';
import type { OidcInteraction, OidcProvider } from './oidc-providers';
import { grantRequested } from './oidc-consent';
import { PAGE_CSP, langFromCookie, loadSignInStrings, renderMessagePage, renderSignInPage } from './signin-page';
import { findFederationByEmail, listFederations } from '../repositories/account-federations';
import { redirectToCompanyIdp, signInPageCsp } from './sso';

const loginForm = z.object({ email: z.string().max(254).default(''), password: z.string().max(200).default('') });

async function providerOf(app: FastifyInstance, req: FastifyRequest): Promise<OidcProvider> {
  if (!req.tenant) throw notFound();
  return (await app.oidc.providers.get(req.tenant.id, req.tenant.origin)).provider;
}

function sendHtml(reply: FastifyReply, status: number, html: string, csp = PAGE_CSP) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('content-security-policy', csp)
    .type('text/html; charset=utf-8')
    .send(html);
}

async function signInPage(
  req: FastifyRequest,
  reply: FastifyReply,
  uid: string,
  failed?: { email: string; retryAfterS?: number },
  sessionEnded = false,
) {
  const { lang, dir, strings } = await loadSignInStrings(langFromCookie(req.headers.cookie));
  const config = req.tenant!.config;
  // Accounts signing in through their own identity provider (single sign-on) are offered by name.
  const federations = await listFederations(req.server.db, req.tenant!.id);
  const html = renderSignInPage({
    lang,
    dir,
    strings,
    tenantTitle: String(config.title ?? req.tenant!.name),
    logo: typeof config.logo === 'string' ? config.logo : null,
    action: `/interaction/${encodeURIComponent(uid)}/login`,
    email: failed?.email,
    sessionEnded,
    error: Boolean(failed) && !failed?.retryAfterS,
    throttledMinutes: failed?.retryAfterS ? Math.ceil(failed.retryAfterS / 60) : undefined,
    companies: federations.map((f) => ({
      name: f.account_name,
      href: `/interaction/${encodeURIComponent(uid)}/sso/${f.account_id}`,
    })),
  });
  const csp = signInPageCsp(federations);
  if (failed?.retryAfterS) {
    reply.header('retry-after', String(failed.retryAfterS));
    return sendHtml(reply, 429, html, csp);
  }
  return sendHtml(reply, failed ? 401 : 200, html, csp);
}

/** The interaction cookie is gone or expired: the user starts again from the app. */
async function expired(req: FastifyRequest, reply: FastifyReply) {
  return sendHtml(reply, 400, await expiredPage(req));
}

async function details(
  provider: OidcProvider,
  req: FastifyRequest,
  reply: FastifyReply,
  uid: string,
): Promise<OidcInteraction | null> {
  try {
    const interaction = await provider.interactionDetails(req.raw, reply.raw);
    return interaction.uid === uid ? interaction : null;
  } catch (err) {
    if ((err as Error).name === 'SessionNotFound') return null;
    throw err;
  }
}

/** Sign-in page, credential check, auto-consent and Auth0's /v2/logout, around the provider. */
const localised = (req: FastifyRequest) => loadSignInStrings(langFromCookie(req.headers.cookie));
async function expiredPage(req: FastifyRequest): Promise<string> {
  const l = await localised(req);
  return renderMessagePage(l, l.strings.expiredTitle, l.strings.expiredText);
}

export async function interactionRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { uid: string } }>('/interaction/:uid', async (req, reply) => {
    const provider = await providerOf(app, req);
    const interaction = await details(provider, req, reply, req.params.uid);
    if (!interaction) return expired(req, reply);
    if (interaction.prompt.name === 'login') {
      const automatic = await automaticSignIn(app, req, reply, interaction);
      // 000 §4: the app sends bearing_notice=session-ended when the provider said its session was gone.
      if (!automatic)
        return signInPage(req, reply, interaction.uid, undefined, interaction.params.bearing_notice === 'session-ended');
      await auditAutomaticSignIn(app, req, automatic);
      const to = await provider.interactionResult(req.raw, reply.raw, automatic, { mergeWithLastSubmission: false });
      return reply.header('cache-control', 'no-store').redirect(to, 303);
    }
    if (interaction.prompt.name === 'consent' && interaction.params.client_id === clientIdFor(req.tenant!.id)) {
      const grantId = await grantRequested(provider, interaction);
      const to = await provider.interactionResult(
        req.raw,
        reply.raw,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return reply.header('cache-control', 'no-store').redirect(to, 303);
    }
    return sendHtml(
      reply,
      400,
      renderMessagePage(
        await localised(req),
        (await localised(req)).strings.problemTitle,
        (await localised(req)).strings.problemText,
        '/',
        `unsupported step: ${interaction.prompt.name}`,
      ),
    );
  });

  app.post<{ Params: { uid: string } }>('/interaction/:uid/login', async (req, reply) => {
    const provider = await providerOf(app, req);
    const interaction = await details(provider, req, reply, req.params.uid);
    if (!interaction || interaction.prompt.name !== 'login') return expired(req, reply);
    const form = loginForm.safeParse(req.body ?? {});
    const email = form.success ? form.data.email.trim() : '';
    const password = form.success ? form.data.password : '';
    const tenantId = req.tenant!.id;
    // An e-mail of a domain an account's own identity provider owns signs in there, not here.
    const federation = email ? await findFederationByEmail(app.db, tenantId, email) : undefined;
    if (federation) return redirectToCompanyIdp(app, req, reply, interaction, federation, email);
    // Refused before any password hash or audit row: a guessing script gets nothing for its attempts.
    const gate = await app.signInThrottle.check(req, tenantId, email);
    if (gate.refused) return signInPage(req, reply, interaction.uid, { email, retryAfterS: gate.retryAfterS });
    const user =
      email && password
        ? await checkPassword(app.db, tenantId, email, password, {
            cost: app.passwordCost,
            onRehashError: (err) => req.log.warn({ err }, 'password hash upgrade failed'),
          })
        : null;
    if (!user) {
      await recordAudit(app.db, {
        tenantId,
        userId: null,
        principal: email || '(empty)',
        type: AuditType.signInFailure,
        data: { ip: req.ip },
      });
      await app.signInThrottle.failed(req, tenantId, email);
      return signInPage(req, reply, interaction.uid, { email });
    }
    await recordAudit(app.db, {
      tenantId,
      userId: user.id,
      principal: user.email,
      type: AuditType.signInSuccess,
      data: { ip: req.ip },
    });
    const to = await provider.interactionResult(req.raw, reply.raw, signInResult(user.id, 'PWD'), {
      mergeWithLastSubmission: false,
    });
    reply.raw.appendHeader('set-cookie', CLEAR_PERSONAL_COOKIE);
    return reply.header('cache-control', 'no-store').redirect(to, 303);
  });

  await app.register(handoffRoutes);

  // auth0-spa-js logs out through Auth0's /v2/logout with `returnTo`; the provider speaks RP-initiated logout.
  app.get<{ Querystring: { client_id?: string; returnTo?: string } }>('/v2/logout', async (req, reply) => {
    if (!req.tenant) throw notFound();
    const q = new URLSearchParams({ client_id: req.query.client_id || clientIdFor(req.tenant.id) });
    if (req.query.returnTo) q.set('post_logout_redirect_uri', req.query.returnTo);
    return reply.header('cache-control', 'no-store').redirect(`/oidc/logout?${q}`, 302);
  });
}
