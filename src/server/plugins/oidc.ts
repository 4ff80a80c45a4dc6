import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import { notFound } from '../http-error';
import { loadCookieKeys, loadSigningKeys, publicJwks } from './oidc-keys';
import { OidcProviders } from './oidc-providers';
import { interactionRoutes } from './oidc-interactions';
import { adapterLiveness, type TokenLiveness } from './token-liveness';

/** What the rest of the server needs from the embedded identity provider. */
export interface OidcRuntime {
  providers: OidcProviders;
  /** Public signing keys: access tokens are verified in-process against them. */
  publicKeys: { keys: JWK[] };
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

/** Mounts the embedded OIDC provider (one issuer per tenant origin) and the sign-in interaction. */
export async function registerOidc(app: FastifyInstance): Promise<void> {
  const [jwks, cookieKeys] = await Promise.all([loadSigningKeys(app.db), loadCookieKeys(app.db)]);
  const liveness = adapterLiveness(app.db);
  app.decorate('tokenLiveness', liveness);
  // A grant the provider revokes on this node (its end_session, refresh-token reuse) is refused here at once.
  const onGrantRevoked = (grantId: string) => liveness.forget({ grantId });
  app.decorate('oidc', { providers: new OidcProviders(app.db, jwks, cookieKeys, app.log, onGrantRevoked), publicKeys: publicJwks(jwks) });

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
          const { handle } = app.oidc.providers.get(req.tenant.id, req.tenant.origin);
          reply.hijack();
          await handle(req.raw, reply.raw);
        },
      });
    }
  });
  await app.register(interactionRoutes);
}
