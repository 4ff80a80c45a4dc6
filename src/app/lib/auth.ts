import { Auth0Client, type ICache } from '@auth0/auth0-spa-js';
import { proxy } from 'valtio';

/** Where the identity provider sends the browser back (000 §2.1). */
export const CALLBACK_PATH = '/implicit/callback';
const CACHE_PREFIX = '@@auth0spajs@@';

/**
 * 000 §4: "tokens kept in session storage". The library has no session-storage option, so this
 * is its custom-cache hook; each tab keeps its own tokens and closing the tab forgets them.
 */
class SessionStorageCache implements ICache {
  set<T>(key: string, entry: T): void { sessionStorage.setItem(key, JSON.stringify(entry)); }
  get<T>(key: string): T | undefined {
    const raw = sessionStorage.getItem(key);
    if (!raw) return undefined;
    try { return JSON.parse(raw) as T; } catch { return undefined; }
  }
  remove(key: string): void { sessionStorage.removeItem(key); }
  allKeys(): string[] { return Object.keys(sessionStorage).filter((k) => k.startsWith(CACHE_PREFIX)); }
}

/** Sign-in state the session gate reacts to; 'signedOut' makes it redirect to the login page. */
export const authState = proxy<{ status: 'unknown' | 'authenticated' | 'signedOut'; reason: string | null }>({
  status: 'unknown',
  reason: null,
});

let client: Auth0Client | null = null;
let clientKey = '';

/** Router base path without a trailing slash ('' at the root), from the page's <base>. */
export function basePath(): string {
  const href = document.querySelector('base')?.getAttribute('href') ?? '/';
  return new URL(href, window.location.origin).pathname.replace(/\/+$/, '');
}

/** Creates (once per tenant client) the Auth0 client for the tenant's identity provider. */
export function initAuth(idp: { clientId: string; audience: string }): Auth0Client {
  const key = `${idp.clientId}|${idp.audience}`;
  if (client && clientKey === key) return client;
  const origin = window.location.origin;
  client = new Auth0Client({
    // The embedded provider poses as an Auth0 tenant on the app's own origin (ARCHITECTURE §4).
    domain: origin,
    clientId: idp.clientId,
    authorizationParams: {
      redirect_uri: `${origin}${basePath()}${CALLBACK_PATH}`,
      audience: idp.audience,
      scope: 'openid profile email offline_access',
    },
    useRefreshTokens: true,
    // No iframe fallback: the provider does not allow framing, and offline it would only time out.
    useRefreshTokensFallback: false,
    cache: new SessionStorageCache(),
  });
  clientKey = key;
  return client;
}

/** The client created by initAuth; throws before the tenant configuration is known. */
export function getAuth(): Auth0Client {
  if (!client) throw new Error('auth not initialised');
  return client;
}

/** Errors that mean the provider no longer knows this user, as opposed to a network failure. */
const SIGNED_OUT_ERRORS = new Set(['login_required', 'missing_refresh_token', 'invalid_grant', 'consent_required', 'interaction_required']);

export class SignedOutError extends Error {
  constructor(public readonly code: string) {
    super('login.error.unauthorized');
  }
}

/**
 * A bearer token for an API call. A network failure while renewing is NOT a sign-out
 * (ARCHITECTURE §4): it rethrows so the call fails as "not reachable" and the user stays in.
 */
export async function getAccessToken(): Promise<string | null> {
  if (!client) return null;
  try {
    return (await client.getTokenSilently()) ?? null;
  } catch (e) {
    const code = (e as { error?: string }).error ?? '';
    if (SIGNED_OUT_ERRORS.has(code)) {
      authState.status = 'signedOut';
      authState.reason = 'login.error.unauthorized';
      throw new SignedOutError(code);
    }
    throw e;
  }
}

/** Sends the browser to the sign-in page, remembering where to come back to. */
export async function signIn(returnTo: string): Promise<void> {
  await getAuth().loginWithRedirect({ appState: { returnTo } });
}

/** Ends the provider session too (its /v2/logout) and comes back to the app's root. */
export async function signOutOfProvider(): Promise<void> {
  await getAuth().logout({ logoutParams: { returnTo: `${window.location.origin}${basePath()}/` } });
}
