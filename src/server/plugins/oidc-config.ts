import Provider from 'oidc-provider';
import type { Db } from '../db/database';
import { findUserById } from '../repositories/users';
import { recordSessionOrigin, type SignInResult } from '../services/access/session-origin';
import { kyselyAdapter } from './oidc-adapter';
import { INTERACTION_PAGES, providerAccount } from './oidc-accounts';
import type { PrivateJwks } from './oidc-keys';
import {
  PAGE_CSP,
  SIGNING_OUT_PAGE_CSP,
  langFromCookie,
  loadSignInStrings,
  renderLogoutPage,
  renderProviderError,
  renderSignedOutPage,
} from './signin-page';

/** The part of the provider's Koa context its page callbacks use. */
interface PageContext {
  body: string;
  type: string;
  get(h: string): string;
  set(h: string, v: string): void;
}

/** What the provider's loadExistingGrant gets (its default, plus the session origin). */
interface GrantContext {
  oidc: {
    session: { uid: string; grantIdFor(clientId: string): string | undefined };
    result?: Partial<SignInResult> & { consent?: { grantId?: string } };
    client: { clientId: string };
    provider: { Grant: { find(id: string): Promise<unknown> } };
  };
}

/** The issuer auth0-spa-js expects: exactly the origin given as `domain`, plus a slash. */
export const issuerFor = (origin: string) => `${origin}/`;
/** The one public client of a tenant (the PWA). */
export const clientIdFor = (tenantId: string) => `bearing-${tenantId}`;
/** Access-token claim naming the grant the token was issued under (plugins/token-liveness.ts). */
export const GRANT_CLAIM = 'grant_id';
/** The resource indicator (Auth0 `audience`) of the tenant's API; it makes access tokens JWTs. */
export const audienceFor = (origin: string) => `${origin}/api`;

const DAY = 24 * 60 * 60;
/*
 * A field engineer may stay offline for days: the refresh token and the provider session last
 * 30 days (refresh tokens rotate and are bound to the session, so sign-out ends them). Access
 * tokens are short because the API verifies them without a lookup.
 */
export const TTL = {
  AccessToken: 600,
  AuthorizationCode: 60,
  IdToken: 3600,
  Interaction: 3600,
  RefreshToken: 30 * DAY,
  Session: 30 * DAY,
  // The grant outlives the session; sign-out revokes it explicitly.
  Grant: 365 * DAY,
} as const;

export interface ProviderSetup {
  db: Db;
  tenantId: string;
  origin: string;
  jwks: PrivateJwks;
  cookieKeys: string[];
}

/** The oidc-provider configuration for one tenant origin, posing as an Auth0 tenant. */
export function providerConfiguration(setup: ProviderSetup): Record<string, unknown> {
  const { db, tenantId, origin } = setup;
  const audience = audienceFor(origin);
  return {
    adapter: kyselyAdapter(db),
    // The provider deletes what it is given; each instance gets its own copy.
    jwks: structuredClone(setup.jwks),
    cookies: { keys: [...setup.cookieKeys] },
    clients: [
      {
        client_id: clientIdFor(tenantId),
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${origin}/implicit/callback`, `${origin}/`],
        post_logout_redirect_uris: [`${origin}/`],
      },
    ],
    // auth0-spa-js only speaks Auth0's paths.
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      userinfo: '/userinfo',
      jwks: '/.well-known/jwks.json',
      end_session: '/oidc/logout',
      revocation: '/oauth/revoke',
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { openid: ['sub'], profile: ['name', 'given_name', 'family_name'], email: ['email', 'email_verified'] },
    // getUser() reads the profile from the ID token, so the claims must be in it.
    conformIdTokenClaims: false,
    // bearing_notice: why the app sends the user to sign in again (login.error.unauthorized, 000 §4).
    extraParams: ['audience', 'bearing_notice'],
    clientBasedCORS: (_ctx: unknown, requestOrigin: string) => requestOrigin === origin,
    // The provider session's uid names the session across token refreshes (request.auth.sessionKey);
    // the grant id lets the API refuse the token once sign-out revokes its grant.
    extraTokenClaims: async (_ctx: unknown, token: { sessionUid?: string; grantId?: string }) => ({
      ...(token.sessionUid ? { sid: token.sessionUid } : token.grantId ? { sid: `grant:${token.grantId}` } : {}),
      ...(token.grantId ? { [GRANT_CLAIM]: token.grantId } : {}),
    }),
    // Public client without prompt=consent: the provider drops offline_access, so issue anyway.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(t: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    ttl: { ...TTL },
    // The session uid is first known here, while the provider resumes with the interaction's result.
    loadExistingGrant: async (ctx: GrantContext) => {
      await recordSessionOrigin(db, tenantId, ctx.oidc.session.uid, ctx.oidc.result);
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    interactions: INTERACTION_PAGES,
    findAccount: async (_ctx: unknown, sub: string) => {
      const id = Number(sub);
      if (!Number.isSafeInteger(id)) return undefined;
      const user = await findUserById(db, tenantId, id);
      if (!user) return undefined;
      return providerAccount(sub, user.email, {
        name: `${user.first_name} ${user.last_name}`.trim(),
        given_name: user.first_name,
        family_name: user.last_name,
      });
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // Auto-confirm with logout=yes: without it only the client's grant goes and the session survives.
        logoutSource: async (ctx: PageContext, form: string) => {
          ctx.type = 'html';
          ctx.set('content-security-policy', SIGNING_OUT_PAGE_CSP);
          ctx.body = renderLogoutPage(await loadSignInStrings(langFromCookie(ctx.get('cookie'))), form);
        },
        postLogoutSuccessSource: async (ctx: PageContext) => {
          ctx.type = 'html';
          ctx.set('content-security-policy', PAGE_CSP);
          ctx.body = renderSignedOutPage(await loadSignInStrings(langFromCookie(ctx.get('cookie'))), origin);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (ctx: { oidc?: { params?: { audience?: string } } }) => ctx.oidc?.params?.audience || audience,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: unknown, resource: string) => {
          if (resource !== audience) throw new Provider.errors.InvalidTarget();
          return {
            scope: 'api',
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: TTL.AccessToken,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    renderError: async (ctx: PageContext, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.set('content-security-policy', PAGE_CSP);
      ctx.body = renderProviderError(await loadSignInStrings(langFromCookie(ctx.get('cookie'))), out);
    },
  };
}
