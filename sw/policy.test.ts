import { describe, expect, it } from 'vitest';
import {
  hasBearerToken,
  isAppShellNavigation,
  isRefinementTreeRequest,
  REFINEMENT_NODES_PATHNAME,
  userScopeFromAuthorization,
  userScopedCacheKey,
  USER_SCOPE_PARAM,
} from './policy';
import { REFINEMENT_NODES_PATH } from '../src/api/search';

function jwt(payload: object): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'RS256' })}.${part(payload)}.signature`;
}

describe('navigation fallback to the app shell for app routes only (src/README.md §5)', () => {
  it('serves the shell for app routes, deep links included', () => {
    for (const path of ['/', '/home/1', '/document', '/groups', '/implicit/callback', '/no-such-page', '/apiary']) {
      expect(isAppShellNavigation(path), path).toBe(true);
    }
  });

  it('leaves server routes to the network', () => {
    const serverPaths = [
      '/api',
      '/api/health',
      '/authorize',
      '/oauth/token',
      '/interaction/abc',
      '/oidc/session/end',
      '/v2/logout',
      '/sso/callback',
      '/login',
      '/login/abc',
      '/.well-known/openid-configuration',
      '/i18n/en.json',
      '/video-player/12/3',
    ];
    for (const path of serverPaths) expect(isAppShellNavigation(path), path).toBe(false);
  });
});

describe('refinement trees are the cached API replies (REFINEMENT_CACHE_MS)', () => {
  it('matches GETs under /api/refinement/ only', () => {
    expect(isRefinementTreeRequest(new URL('http://h/api/refinement/publisher?x=1'), 'GET')).toBe(true);
    expect(isRefinementTreeRequest(new URL('http://h/api/refinement/publisher'), 'POST')).toBe(false);
    expect(isRefinementTreeRequest(new URL('http://h/api/favorite-documents/current-user'), 'GET')).toBe(false);
  });
  it('caches the refinement nodes of the subscription search as a refinement tree (000 §7)', () => {
    expect(REFINEMENT_NODES_PATHNAME).toBe(REFINEMENT_NODES_PATH);
    expect(isRefinementTreeRequest(new URL('http://h/api/documents/entitled-documents/refinement-nodes'), 'GET')).toBe(true);
    expect(isRefinementTreeRequest(new URL('http://h/api/documents/entitled-documents/search'), 'POST')).toBe(false);
    expect(isRefinementTreeRequest(new URL('http://h/api/documents/entitled-documents/search/count'), 'GET')).toBe(false);
  });
});

describe('never cache API replies with user data under a shared key (src/README.md §5)', () => {
  const url = 'http://localhost:8080/api/refinement/publisher?content=steel';

  it('gives two users different keys for the same URL', async () => {
    const ivy = await userScopeFromAuthorization(`Bearer ${jwt({ sub: 'ivy' })}`);
    const carl = await userScopeFromAuthorization(`Bearer ${jwt({ sub: 'carl' })}`);
    expect(ivy).not.toBeNull();
    expect(carl).not.toBeNull();
    expect(userScopedCacheKey(url, ivy!)).not.toBe(userScopedCacheKey(url, carl!));
  });

  it('keeps the same key for one user across token renewal', async () => {
    const first = await userScopeFromAuthorization(`Bearer ${jwt({ sub: 'ivy', iat: 1 })}`);
    const renewed = await userScopeFromAuthorization(`Bearer ${jwt({ sub: 'ivy', iat: 2 })}`);
    expect(renewed).toBe(first);
  });

  it('falls back to a hash of an opaque token and does not put the token in the key', async () => {
    const scope = await userScopeFromAuthorization('Bearer opaque-token-value');
    expect(scope).toMatch(/^[0-9a-f]{24}$/);
    const key = userScopedCacheKey(url, scope!);
    expect(key).not.toContain('opaque-token-value');
    expect(new URL(key).searchParams.get(USER_SCOPE_PARAM)).toBe(scope);
    expect(new URL(key).searchParams.get('content')).toBe('steel');
  });

  it('has no scope, and so no caching, without a bearer token', async () => {
    expect(hasBearerToken(null)).toBe(false);
    expect(hasBearerToken('Basic abc')).toBe(false);
    expect(hasBearerToken('Bearer abc')).toBe(true);
    expect(await userScopeFromAuthorization(null)).toBeNull();
    expect(await userScopeFromAuthorization('Basic abc')).toBeNull();
  });
});
