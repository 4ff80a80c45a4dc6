import type { Auth0Client, ICache } from '@auth0/auth0-spa-js';
import { proxy } from 'valtio';
import { SIGN_IN_CALLBACK_PATH, SIGN_IN_SCOPE } from '../../api/sign-in';
import { CACHE_PREFIX, cachedAccessToken, cachedIdTokenClaims, sessionKeyValueStorage, type CacheIdentity } from './auth-session';
import { forgetKeptEntry, keepEntry, keptKeys, readKeptEntry } from './kept-session';

/** Where the identity provider sends the browser back (000 §2.1). */
export const CALLBACK_PATH = SIGN_IN_CALLBACK_PATH;
const SCOPE = SIGN_IN_SCOPE;

/**
 * 000 §4: "tokens kept in session storage" — and, for the next launch, in IndexedDB
 * (kept-session.ts), which is the truth when they differ: another tab may have rotated the
 * refresh token since this tab copied it. The library awaits these writes, so a renewal is stored
 * before its Web Lock lets another tab renew.
 */
class KeptSessionCache implements ICache {
  async set<T>(key: string, entry: T): Promise<void> {
    const raw = JSON.stringify(entry);
    sessionStorage.setItem(key, raw);
    await keepEntry(key, raw);
  }
  async get<T>(key: string): Promise<T | undefined> {
    const newest = await readKeptEntry(key);
    if (newest !== undefined) sessionStorage.setItem(key, newest);
    const raw = newest ?? sessionStorage.getItem(key);
    if (!raw) return undefined;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return undefined;
    }
  }
  async remove(key: string): Promise<void> {
    sessionStorage.removeItem(key);
    await forgetKeptEntry(key);
  }
  async allKeys(): Promise<string[]> {
    const here = Object.keys(sessionStorage).filter((k) => k.startsWith(CACHE_PREFIX));
    return [...new Set([...here, ...(await keptKeys())])];
  }
}

/** Sign-in state the session gate reacts to; 'signedOut' makes it redirect to the login page. */
export const authState = proxy<{ status: 'unknown' | 'authenticated' | 'signedOut'; reason: string | null }>({
  status: 'unknown',
  reason: null,
});

/** Router base path without a trailing slash ('' at the root), from the page's <base>. */
export function basePath(): string {
  const href = document.querySelector('base')?.getAttribute('href') ?? '/';
  return new URL(href, window.location.origin).pathname.replace(/\/+$/, '');
}

let identity: CacheIdentity | null = null;
let client: Promise<Auth0Client> | null = null;

/**
 * The library itself, loaded on first need (sign-in redirect, callback, token renewal, sign-out):
 * a signed-in start with a valid cached token never loads it (home page JS budget).
 */
function loadClient(): Promise<Auth0Client> {
  if (!identity) return Promise.reject(new Error('auth not initialised'));
  const { clientId, audience } = identity;
  client ??= import('@auth0/auth0-spa-js').then(({ Auth0Client }) => {
    const origin = window.location.origin;
    return new Auth0Client({
      // The embedded provider poses as an Auth0 tenant on the app's own origin (src/README.md §4).
      domain: origin,
      clientId,
      authorizationParams: {
        redirect_uri: `${origin}${basePath()}${CALLBACK_PATH}`,
        audience,
        scope: SCOPE,
      },
      useRefreshTokens: true,
      // No iframe fallback: the provider does not allow framing, and offline it would only time out.
      useRefreshTokensFallback: false,
      cache: new KeptSessionCache(),
    });
  });
  // A failed chunk load (offline) must not stick: the next call tries again.
  client.catch(() => {
    client = null;
  });
  return client;
}

/** Sets up (once per tenant client) sign-in with the tenant's identity provider. */
export function initAuth(idp: { clientId: string; audience: string }): void {
  if (identity && identity.clientId === idp.clientId && identity.audience === idp.audience) return;
  identity = { clientId: idp.clientId, audience: idp.audience, scope: SCOPE };
  client = null;
  // Without a cached session (or on the way back from the provider) the library is needed at
  // once: start loading it now rather than after the session check.
  const onCallback = window.location.pathname.endsWith(CALLBACK_PATH);
  if (onCallback || !cachedIdTokenClaims(sessionKeyValueStorage(), idp.clientId, Date.now()))
    void loadClient().catch(() => undefined);
}

/**
 * The calls the app makes on the sign-in library. Reads that the token cache can answer are
 * answered from it; everything else loads the library and calls it.
 */
export interface AuthClient {
  isAuthenticated(): Promise<boolean>;
  getIdTokenClaims(): ReturnType<Auth0Client['getIdTokenClaims']>;
  getTokenSilently(): Promise<string | null>;
  handleRedirectCallback<TAppState = unknown>(): Promise<{ appState?: TAppState }>;
  loginWithRedirect: Auth0Client['loginWithRedirect'];
  logout: Auth0Client['logout'];
}

const authClient: AuthClient = {
  async isAuthenticated() {
    // No id token in the cache: the library would say "signed out" too, without a side effect.
    if (cachedIdTokenClaims(sessionKeyValueStorage(), identity!.clientId, Date.now())) return true;
    if (!Object.keys(sessionStorage).some((k) => k.startsWith(`${CACHE_PREFIX}::${identity!.clientId}::`))) return false;
    return (await loadClient()).isAuthenticated();
  },
  async getIdTokenClaims() {
    const claims = cachedIdTokenClaims(sessionKeyValueStorage(), identity!.clientId, Date.now());
    if (claims) return claims as Awaited<ReturnType<Auth0Client['getIdTokenClaims']>>;
    return (await loadClient()).getIdTokenClaims();
  },
  async getTokenSilently() {
    const cached = cachedAccessToken(sessionKeyValueStorage(), identity!, Date.now());
    if (cached) return cached;
    return (await (await loadClient()).getTokenSilently()) ?? null;
  },
  async handleRedirectCallback<TAppState>() {
    return (await loadClient()).handleRedirectCallback<TAppState>();
  },
  loginWithRedirect: async (options) => (await loadClient()).loginWithRedirect(options),
  logout: async (options) => (await loadClient()).logout(options),
};

/** The sign-in client set up by initAuth; throws before the tenant configuration is known. */
export function getAuth(): AuthClient {
  if (!identity) throw new Error('auth not initialised');
  return authClient;
}

/** Errors that mean the provider no longer knows this user, as opposed to a network failure. */
const SIGNED_OUT_ERRORS = new Set([
  'login_required',
  'missing_refresh_token',
  'invalid_grant',
  'consent_required',
  'interaction_required',
]);

export class SignedOutError extends Error {
  constructor(public readonly code: string) {
    super('login.error.unauthorized');
  }
}

/**
 * A bearer token for an API call. A network failure while renewing is NOT a sign-out
 * (src/README.md §4): it rethrows so the call fails as "not reachable" and the user stays in.
 */
export async function getAccessToken(): Promise<string | null> {
  if (!identity) return null;
  try {
    return await authClient.getTokenSilently();
  } catch (e) {
    const code = (e as { error?: string }).error ?? '';
    // Offline (an app started without a session) nothing can be renewed: not a sign-out.
    if (SIGNED_OUT_ERRORS.has(code) && !(typeof navigator !== 'undefined' && navigator.onLine === false)) {
      authState.status = 'signedOut';
      authState.reason = 'login.error.unauthorized';
      throw new SignedOutError(code);
    }
    throw e;
  }
}

/** Why a sign-in is asked for again: the provider no longer knew the session (000 §4 login.error.unauthorized). */
export type SignInNotice = 'session-ended';

/**
 * Signs in, remembering where to come back to. Resolves true when it signed in without leaving
 * the page; otherwise the browser is on its way to the sign-in page.
 *
 * The provider lives on the app's own origin, so while its session is alive `/authorize` answers
 * at once with a redirect to the callback carrying a code. Following that by fetch and exchanging
 * the code here saves a first visit (or a launch whose kept sign-in is gone) the page load
 * through the provider and a second boot of the app: seconds on a phone. Anything
 * else — no provider session, an error, offline — opens `/authorize` in the page as before.
 */
export async function signIn(returnTo: string, notice?: SignInNotice): Promise<boolean> {
  const client = await loadClient();
  // The provider's page says why the user is asked again (its extra parameter bearing_notice).
  const authorizationParams = notice ? { bearing_notice: notice } : undefined;
  let code: string | null = null;
  await client.loginWithRedirect({
    appState: { returnTo },
    authorizationParams,
    openUrl: async (url) => {
      try {
        const res = await fetch(url, { credentials: 'same-origin', redirect: 'follow' });
        void res.body?.cancel().catch(() => undefined);
        const final = new URL(res.url);
        if (
          res.ok &&
          final.origin === window.location.origin &&
          final.pathname.endsWith(CALLBACK_PATH) &&
          final.searchParams.has('code')
        ) {
          code = res.url;
          return;
        }
      } catch {
        // Offline or refused: the page goes to the provider itself.
      }
      window.location.assign(url);
    },
  });
  if (!code) return false;
  try {
    await client.handleRedirectCallback(code);
    return true;
  } catch {
    // The exchange failed (a state or code the library would not take): the ordinary way in.
    await client.loginWithRedirect({ appState: { returnTo }, authorizationParams });
    return false;
  }
}

/** Ends the provider session too (its /v2/logout) and comes back to the app's root. */
export async function signOutOfProvider(): Promise<void> {
  await getAuth().logout({ logoutParams: { returnTo: `${window.location.origin}${basePath()}/` } });
}

/**
 * "Sign in personally" from a session that began by the network's address (IP): the next login
 * prompt shows the form instead of signing the address in again. The caller then signs out: the
 * address user's data is wiped as at any sign-out, and the app's sign-in that follows reaches the
 * form. A cookie, because sign-out clears the site's storage (the server clears it once a password
 * sign-in succeeds; plugins/institutional-signin.ts).
 */
export function askForPersonalSignIn(): void {
  document.cookie = 'bearing-sign-in=personal; Path=/; Max-Age=600; SameSite=Lax';
}
