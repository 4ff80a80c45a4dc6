import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http-error';
import { clientIdFor } from './oidc-config';
import { TenantKeyRing, loadCookieKeys } from './oidc-keys';
import { PAGE_CSP, langFromCookie, loadSignInStrings, renderSignOutConfirmPage } from './signin-page';
import { OidcProviders } from './oidc-providers';
import { interactionRoutes } from './oidc-interactions';
import { adapterLiveness, type LivenessKey, type TokenLiveness } from './token-liveness';

/** What the rest of the server needs from the embedded identity provider. */
export interface OidcRuntime {
  providers: OidcProviders;
  /** Each tenant's signing keys: its provider signs with them, access tokens are verified in-process against them. */
  keys: TenantKeyRing;
}

declare module 'fastify' {
  interface FastifyInstance {
    oidc: OidcRuntime;
    /** Whether the grant behind an access token still stands (sign-out revokes it); plugins/auth.ts asks per request. */
    tokenLiveness: TokenLiveness;
  }
}

// Paths oidc-provider answers itself (Auth0's names where auth0-spa-js expects them).
const PROVIDER_ROUTES: { url: string; methods: ('GET' | 'POST' | 'OPTIONS')[] }[] = [
  { url: '/authorize', methods: ['GET', 'POST'] },
  { url: '/authorize/:uid', methods: ['GET', 'POST'] },
  { url: '/oauth/token', methods: ['POST', 'OPTIONS'] },
  { url: '/oauth/revoke', methods: ['POST', 'OPTIONS'] },
  { url: '/userinfo', methods: ['GET', 'POST', 'OPTIONS'] },
  { url: '/.well-known/jwks.json', methods: ['GET', 'OPTIONS'] },
  { url: '/.well-known/openid-configuration', methods: ['GET', 'OPTIONS'] },
  { url: '/oidc/logout', methods: ['GET', 'POST'] },
  { url: '/oidc/logout/confirm', methods: ['POST'] },
  { url: '/oidc/logout/success', methods: ['GET'] },
];

// The provider's sign-out (end_session) endpoints.
const END_SESSION = new Set(['/oidc/logout', '/oidc/logout/confirm']);

/**
 * True when the browser says a page of this origin made the request: Sec-Fetch-Site, else (older
 * browsers) the Origin a form post carries, else the Referer a navigation carries (the referrer
 * policy keeps it for same-origin requests only). A request that says nothing is not trusted.
 */
export function fromOwnPage(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site) return site === 'same-origin';
  const own = req.tenant?.origin;
  if (req.headers.origin) return req.headers.origin === own;
  try {
    return !!req.headers.referer && new URL(req.headers.referer).origin === own;
  } catch {
    return false;
  }
}

/**
 * Sign-out that another site started: a link, an auto-submitting form or a redirect would
 * otherwise reach the provider's page, which posts its own xsrf value and signs the user out with
 * no say. Instead the user is asked; the button opens the sign-out again from this page, so from
 * this origin. The provider's session cookie is not touched: a cross-site post carries no cookie
 * (SameSite=Lax) and the provider would otherwise answer it with a new, empty session's cookie.
 */
async function confirmSignOut(req: FastifyRequest, reply: FastifyReply) {
  const tenant = req.tenant!;
  const l = await loadSignInStrings(langFromCookie(req.headers.cookie));
  const html = renderSignOutConfirmPage(l, {
    tenantTitle: String(tenant.config.title ?? tenant.name),
    action: '/oidc/logout',
    fields: { client_id: clientIdFor(tenant.id), post_logout_redirect_uri: `${tenant.origin}/` },
    cancelHref: `${tenant.origin}/`,
  });
  return reply
    .status(200)
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(html);
}

/** Mounts the embedded OIDC provider (one issuer per tenant origin) and the sign-in interaction. */
export async function registerOidc(app: FastifyInstance): Promise<void> {
  const cookieKeys = await loadCookieKeys(app.db);
  const keys = new TenantKeyRing(app.db, { rotationDays: app.config.keyRotationDays });
  const liveness = adapterLiveness(app.db);
  app.decorate('tokenLiveness', liveness);
  // A grant revoked or a session ended on any node (sign-out, the provider's end_session,
  // refresh-token reuse) is refused on every node at once, not after LIVENESS_CACHE_MS.
  app.invalidation.subscribe('liveness', (key) => {
    if (key && typeof key === 'object' && ('grantId' in key || 'sessionUid' in key)) liveness.forget(key as LivenessKey);
    else liveness.clear();
  });
  const onGrantRevoked = (grantId: string) => app.invalidation.publish('liveness', { grantId });
  app.decorate('oidc', { providers: new OidcProviders(app.db, keys, cookieKeys, app.log, onGrantRevoked), keys });

  await app.register(async (scope) => {
    // The provider reads request bodies itself; here no parser (formbody included) may consume them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    for (const { url, methods } of PROVIDER_ROUTES) {
      scope.route({
        method: methods,
        url,
        handler: async (req, reply) => {
          if (!req.tenant) throw notFound();
          if (END_SESSION.has(url) && !fromOwnPage(req)) return confirmSignOut(req, reply);
          const { handle } = await app.oidc.providers.get(req.tenant.id, req.tenant.origin);
          reply.hijack();
          await handle(req.raw, reply.raw);
        },
      });
    }
  });
  await app.register(interactionRoutes);
}
