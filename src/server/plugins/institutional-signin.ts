import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http-error';
import { findUserById } from '../repositories/users';
import { addressSignIn } from '../services/access/address-sign-in';
import {
  HANDOFF_LOGIN_WINDOW_MS,
  HandoffRefused,
  acceptHandoff,
  spendHandoffSignIn,
  type HandoffRefusal,
} from '../services/access/handoff';
import type { SignInResult } from '../services/access/session-origin';
import { AuditType, recordAudit } from '../services/audit';
import type { OidcInteraction } from './oidc-providers';
import { PAGE_CSP, langFromCookie, loadSignInStrings, renderMessagePage, type SignInStrings } from './signin-page';

/*
 * Sign-ins without a password, finished at the provider's login prompt: a hand-off
 * token taken at /handoff, or the visitor's address in an account's range. The app's own
 * authorization request (with its PKCE) is what they finish, so the app needs nothing new.
 */

/** The browser's one-time proof that it presented an accepted hand-off token. */
const HANDOFF_COOKIE = 'bearing-handoff';
/**
 * Set by the app's "Sign in personally" before it signs the address session out (lib/auth.ts):
 * the next login prompt shows the form. A cookie because sign-out clears the site's storage and
 * the provider's logout takes no other state along; anyone may set it, and all it does is ask for
 * the form instead of the address sign-in.
 */
export const PERSONAL_COOKIE = 'bearing-sign-in';

/** Clears the personal sign-in request once a password sign-in has happened. */
export const CLEAR_PERSONAL_COOKIE = `${PERSONAL_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

function handoffSecretOf(req: FastifyRequest): string | null {
  const match = new RegExp(`(?:^|;\\s*)${HANDOFF_COOKIE}=([A-Za-z0-9_-]{20,100})`).exec(req.headers.cookie ?? '');
  return match ? match[1] : null;
}

function handoffCookie(req: FastifyRequest, value: string, maxAgeS: number): string {
  const secure = req.tenant?.origin.startsWith('https:') ? '; Secure' : '';
  // Only the provider's login prompt reads it; Lax: it must come along on the redirects from /handoff.
  return `${HANDOFF_COOKIE}=${value}; Path=/interaction; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * The sign-in this login prompt gets without the form, or null for the form. A visitor who asked
 * to sign in personally (the app's "Sign in personally", or prompt=login as a central login sends
 * it, 000 §6) gets the form although the address matches.
 */
export async function automaticSignIn(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  interaction: OidcInteraction,
): Promise<SignInResult | null> {
  const secret = handoffSecretOf(req);
  if (secret) {
    reply.raw.appendHeader('set-cookie', handoffCookie(req, '', 0));
    const handedOver = await spendHandoffSignIn(app.db, secret);
    if (handedOver) return handedOver;
  }
  const personal =
    String(interaction.params.prompt ?? '')
      .split(' ')
      .includes('login') || new RegExp(`(?:^|;\\s*)${PERSONAL_COOKIE}=personal(?:;|$)`).test(req.headers.cookie ?? '');
  if (personal) return null;
  return addressSignIn(app.db, req.tenant!.id, req.ip);
}

/** Audits a sign-in without a password as the form's are audited. */
export async function auditAutomaticSignIn(app: FastifyInstance, req: FastifyRequest, result: SignInResult): Promise<void> {
  const userId = Number(result.login.accountId);
  const user = await findUserById(app.db, req.tenant!.id, userId);
  await recordAudit(app.db, {
    tenantId: req.tenant!.id,
    accountId: result.origin?.accountId ?? null,
    userId,
    principal: user?.email ?? String(userId),
    type: AuditType.signInSuccess,
    data: { ip: req.ip, authType: result.login.amr[0], account: result.origin?.accountId ?? null },
  });
}

const REFUSAL_TEXT: Record<HandoffRefusal, keyof SignInStrings> = {
  expired: 'handoffExpired',
  replayed: 'handoffReplayed',
  invalid: 'handoffInvalid',
  audience: 'handoffInvalid',
  tooLong: 'handoffInvalid',
  unknownUser: 'handoffUnknownUser',
};

/**
 * GET /handoff?token=…: a partner application hands a user over (JWT, or APPLET for an applet
 * partner). An accepted token leaves a one-time cookie and sends the browser to the app, whose
 * sign-in reaches the login prompt, where automaticSignIn spends it. Existing provider-session
 * cookies are dropped so the hand-off is not answered by whoever signed in on this browser before.
 */
export async function handoffRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { token?: string } }>('/handoff', async (req, reply) => {
    if (!req.tenant) throw notFound();
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const token = typeof req.query.token === 'string' ? req.query.token.slice(0, 8192) : '';
    try {
      const accepted = await acceptHandoff(app.db, req.tenant, token, req.ip);
      const { provider } = await app.oidc.providers.get(req.tenant.id, req.tenant.origin);
      const session = (provider as unknown as { cookieName(n: string): string }).cookieName('session');
      reply.header('set-cookie', [
        handoffCookie(req, accepted.loginSecret, HANDOFF_LOGIN_WINDOW_MS / 1000),
        `${session}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
        `${session}.sig=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
      ]);
      return reply.redirect('/', 303);
    } catch (err) {
      if (!(err instanceof HandoffRefused)) throw err;
      req.log.info({ reason: err.reason, detail: err.message }, 'hand-off token refused');
      await recordAudit(app.db, {
        tenantId: req.tenant.id,
        userId: null,
        principal: `handoff:${err.reason}`,
        type: AuditType.signInFailure,
        data: { ip: req.ip, reason: err.reason },
      });
      const l = await loadSignInStrings(langFromCookie(req.headers.cookie));
      const html = renderMessagePage(l, l.strings.handoffTitle, l.strings[REFUSAL_TEXT[err.reason]], '/');
      return reply
        .status(400)
        .header('x-frame-options', 'DENY')
        .header('content-security-policy', PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(html.replace('<p id="op-error">', `<p id="op-error" data-reason="${err.reason}">`));
    }
  });
}
