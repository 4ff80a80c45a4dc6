import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_PREFIX } from '../lib/auth-session';
import { forgetEarlyReplies } from '../lib/early-replies';
import { startSessionEarly, startTenantEarly } from './early-session';

const NOW = 1_800_000_000_000;
const CLIENT = 'bearing-bearing';
const signedIn = {
  [`${CACHE_PREFIX}::${CLIENT}::@@user@@`]: JSON.stringify({
    id_token: 'id.jwt',
    decodedToken: { claims: { __raw: 'id.jwt', sub: 'ivy' } },
  }),
  [`${CACHE_PREFIX}::${CLIENT}::http://x/api::openid profile email offline_access`]: JSON.stringify({
    body: { access_token: 'access.jwt' },
    expiresAt: NOW / 1000 + 3600,
  }),
};
const requests: { method: string; url: string; auth?: string }[] = [];

function withSession(entries: Record<string, string>) {
  vi.stubGlobal('sessionStorage', Object.assign({ getItem: (k: string) => entries[k] ?? null }, entries));
}

beforeEach(() => {
  requests.length = 0;
  forgetEarlyReplies();
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    requests.push({ method: String(init.method), url, auth: (init.headers as Record<string, string>).Authorization });
    return Promise.resolve(new Response(''));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('a launch asks for its session with the first script (000 §4 session start)', () => {
  it("the tenant configuration always; authentication data and account with the tab's token", () => {
    withSession(signedIn);
    startTenantEarly();
    startSessionEarly(NOW);
    expect(requests).toEqual([
      { method: 'POST', url: '/api/tenant/get-tenant-config-for-ui', auth: undefined },
      { method: 'GET', url: '/login/api/v1/authenticationData', auth: 'Bearer access.jwt' },
      { method: 'GET', url: '/api/account', auth: 'Bearer access.jwt' },
    ]);
  });
  it('signed out, only the tenant configuration', () => {
    withSession({});
    startTenantEarly();
    startSessionEarly(NOW);
    expect(requests.map((r) => r.url)).toEqual(['/api/tenant/get-tenant-config-for-ui']);
  });
});
