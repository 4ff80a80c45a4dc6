/**
 * Reads the sign-in library's token cache (session storage, see auth.ts) without loading the
 * library: a signed-in start needs only a valid cached token, and @auth0/auth0-spa-js is the
 * largest script the home page would otherwise load (start-up budget). The rules copy the
 * library's own cache lookups (its cache-manager and Auth0Client), so both always agree; anything
 * this cannot answer (no entry, expiring, session ceiling) goes to the library.
 */

/** The library's cache key prefix and its id-token key suffix. */
export const CACHE_PREFIX = '@@auth0spajs@@';
const ID_TOKEN_SUFFIX = '@@user@@';
/** The library renews an access token within 60 s of its expiry. */
const ACCESS_TOKEN_LEEWAY_S = 60;
/** The library ends a session 30 s before the id token's `session_expiry` claim. */
const SESSION_CEILING_LEEWAY_S = 30;

/** The part of Web Storage this needs (tests pass a Map-backed stand-in). */
export type KeyValueStorage = Pick<Storage, 'getItem'> & { keys(): string[] };

/** Session storage as a KeyValueStorage. */
export function sessionKeyValueStorage(): KeyValueStorage {
  return { getItem: (k) => sessionStorage.getItem(k), keys: () => Object.keys(sessionStorage) };
}

/** The identity of one client's cache entries. */
export interface CacheIdentity {
  clientId: string;
  audience: string;
  /** Space-separated scopes the client asks for (the library adds `openid`). */
  scope: string;
}

/** The id-token claims the library keeps; `__raw` is the token itself. */
export type IdTokenClaims = Record<string, unknown> & { __raw?: string; session_expiry?: number };

function readJson<T>(storage: KeyValueStorage, key: string): T | undefined {
  const raw = storage.getItem(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

/** The cached id token's claims, or null when the library would call the user signed out. */
export function cachedIdTokenClaims(storage: KeyValueStorage, clientId: string, nowMs: number): IdTokenClaims | null {
  const entry = readJson<{ id_token?: string; decodedToken?: { claims?: IdTokenClaims } }>(
    storage,
    [CACHE_PREFIX, clientId, ID_TOKEN_SUFFIX].join('::'),
  );
  const claims = entry?.id_token ? entry.decodedToken?.claims : undefined;
  if (!claims) return null;
  if (typeof claims.session_expiry === 'number' && Math.floor(nowMs / 1000) >= claims.session_expiry - SESSION_CEILING_LEEWAY_S)
    return null;
  return claims;
}

/** True when the cache holds a session the library would report as signed in. */
export function hasCachedSession(storage: KeyValueStorage, clientId: string, nowMs: number): boolean {
  return cachedIdTokenClaims(storage, clientId, nowMs) !== null;
}

function scopeSet(scope: string): Set<string> {
  return new Set(scope.split(/\s+/).filter(Boolean));
}

/**
 * The cached access token when it is valid for more than the library's leeway, else null (the
 * library must renew it). The exact key first, then any entry whose scopes include the requested
 * ones, as the library's cache manager matches them.
 */
export function cachedAccessToken(storage: KeyValueStorage, id: CacheIdentity, nowMs: number): string | null {
  if (!cachedIdTokenClaims(storage, id.clientId, nowMs)) return null;
  const wanted = scopeSet(`openid ${id.scope}`);
  const scope = [...wanted].join(' ');
  const exact = [CACHE_PREFIX, id.clientId, id.audience, scope].join('::');
  const key =
    storage.getItem(exact) !== null
      ? exact
      : storage.keys().find((k) => {
          const [prefix, clientId, audience, keyScope] = k.split('::');
          if (prefix !== CACHE_PREFIX || clientId !== id.clientId || audience !== id.audience || !keyScope) return false;
          const have = scopeSet(keyScope);
          return [...wanted].every((s) => have.has(s));
        });
  if (!key) return null;
  const entry = readJson<{ body?: { access_token?: string }; expiresAt?: number }>(storage, key);
  const token = entry?.body?.access_token;
  if (!token || typeof entry?.expiresAt !== 'number') return null;
  return entry.expiresAt - ACCESS_TOKEN_LEEWAY_S < Math.floor(nowMs / 1000) ? null : token;
}

/**
 * Any cached access token this origin's client would use, before the tenant configuration has
 * said which client that is (one origin serves one tenant, so there is one client). For the early
 * start of a document only; the app's own calls go through `cachedAccessToken`.
 */
export function anyCachedAccessToken(storage: KeyValueStorage, nowMs: number): string | null {
  for (const key of storage.keys()) {
    const [prefix, clientId, audience, scope] = key.split('::');
    if (prefix !== CACHE_PREFIX || !clientId || !audience || !scope) continue;
    const token = cachedAccessToken(storage, { clientId, audience, scope }, nowMs);
    if (token) return token;
  }
  return null;
}
