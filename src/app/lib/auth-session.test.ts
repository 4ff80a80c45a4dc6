import { describe, expect, it } from 'vitest';
import { CACHE_PREFIX, anyCachedAccessToken, cachedAccessToken, hasCachedSession, type KeyValueStorage } from './auth-session';

const ID = { clientId: 'bearing-bearing', audience: 'http://localhost:8080/api', scope: 'openid profile email offline_access' };
const NOW = 1_800_000_000_000;
const nowS = NOW / 1000;

function storage(entries: Record<string, unknown>): KeyValueStorage {
  const m = new Map(Object.entries(entries).map(([k, v]) => [k, JSON.stringify(v)]));
  return { getItem: (k) => m.get(k) ?? null, keys: () => [...m.keys()] };
}
const userKey = `${CACHE_PREFIX}::${ID.clientId}::@@user@@`;
const tokenKey = `${CACHE_PREFIX}::${ID.clientId}::${ID.audience}::${ID.scope}`;
const user = { id_token: 'id.jwt', decodedToken: { claims: { __raw: 'id.jwt', sub: 'ivy' }, user: { sub: 'ivy' } } };

describe('a signed-in start reads the cached session without the sign-in library (000 §4)', () => {
  it('a cached id token is a session; none is no session', () => {
    expect(hasCachedSession(storage({ [userKey]: user }), ID.clientId, NOW)).toBe(true);
    expect(hasCachedSession(storage({}), ID.clientId, NOW)).toBe(false);
  });
  it('a session past its ceiling (session_expiry, 30 s leeway) is left to the library', () => {
    const ceiling = {
      ...user,
      decodedToken: { ...user.decodedToken, claims: { ...user.decodedToken.claims, session_expiry: nowS + 10 } },
    };
    expect(hasCachedSession(storage({ [userKey]: ceiling }), ID.clientId, NOW)).toBe(false);
  });
  it('answers a valid access token from the cache', () => {
    const s = storage({ [userKey]: user, [tokenKey]: { body: { access_token: 'at' }, expiresAt: nowS + 600 } });
    expect(cachedAccessToken(s, ID, NOW)).toBe('at');
  });
  it('finds an entry whose scopes include the requested ones under another key order', () => {
    const key = `${CACHE_PREFIX}::${ID.clientId}::${ID.audience}::offline_access openid email profile extra`;
    const s = storage({ [userKey]: user, [key]: { body: { access_token: 'at2' }, expiresAt: nowS + 600 } });
    expect(cachedAccessToken(s, ID, NOW)).toBe('at2');
  });
  it('a token within 60 s of expiry, another audience or no id token goes to the library', () => {
    expect(
      cachedAccessToken(
        storage({ [userKey]: user, [tokenKey]: { body: { access_token: 'at' }, expiresAt: nowS + 59 } }),
        ID,
        NOW,
      ),
    ).toBeNull();
    const other = `${CACHE_PREFIX}::${ID.clientId}::other::${ID.scope}`;
    expect(
      cachedAccessToken(storage({ [userKey]: user, [other]: { body: { access_token: 'at' }, expiresAt: nowS + 600 } }), ID, NOW),
    ).toBeNull();
    expect(
      cachedAccessToken(storage({ [tokenKey]: { body: { access_token: 'at' }, expiresAt: nowS + 600 } }), ID, NOW),
    ).toBeNull();
  });
  it('an entry the library stripped to its refresh token has no access token to give', () => {
    expect(
      cachedAccessToken(
        storage({ [userKey]: user, [tokenKey]: { body: { refresh_token: 'rt' }, expiresAt: nowS + 600 } }),
        ID,
        NOW,
      ),
    ).toBeNull();
  });
});

describe('a document link starts before the tenant names its client (early start)', () => {
  const token = { body: { access_token: 'access.jwt' }, expiresAt: nowS + 3600 };
  it('finds the valid access token of whichever client this origin has', () => {
    expect(anyCachedAccessToken(storage({ [userKey]: user, [tokenKey]: token }), NOW)).toBe('access.jwt');
  });
  it('finds none without a session, or when the token is about to expire', () => {
    expect(anyCachedAccessToken(storage({ [tokenKey]: token }), NOW)).toBeNull();
    expect(anyCachedAccessToken(storage({ [userKey]: user, [tokenKey]: { ...token, expiresAt: nowS + 30 } }), NOW)).toBeNull();
    expect(anyCachedAccessToken(storage({}), NOW)).toBeNull();
  });
});
