import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { GRANT_CLAIM } from './oidc-config';
import { Browser, MAIN, bearer, createTestEnv, openSignIn, signIn, tokenRequest, type TestEnv } from './oidc-test-support';

/* Issue 17, finding 7: an access token dies at sign-out (its grant is looked up per request). */

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const account = (token: string, app = env.app) => app.inject({ method: 'GET', url: '/api/account', headers: bearer(MAIN, token) });
const refresh = (refreshToken: string) => tokenRequest(env.app, MAIN, { grant_type: 'refresh_token', client_id: 'bearing-bearing', refresh_token: refreshToken });
const v2Logout = `/v2/logout?${new URLSearchParams({ client_id: 'bearing-bearing', returnTo: `${MAIN}/` })}`;
const b64sha = (text: string) => createHash('sha256').update(text).digest('base64');

/** The script hashes a CSP allows and the inline scripts of a page: every script must be allowed. */
function scriptsAllowed(csp: string, html: string): boolean {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const allowed = new Set([...csp.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]));
  return scripts.length > 0 && scripts.every((s) => allowed.has(b64sha(s)));
}

/** Walks the provider's same-origin sign-out to the end: its auto-submitted form, then the redirect. */
async function completeSignOut(browser: Browser) {
  const page = await browser.follow('GET', v2Logout);
  expect(page.statusCode).toBe(200);
  const csp = String(page.headers['content-security-policy']);
  expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(scriptsAllowed(csp, page.body)).toBe(true);
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
  const action = /action="([^"]+)"/.exec(page.body)?.[1];
  return browser.request('POST', new URL(action!, MAIN).pathname, { xsrf: xsrf!, logout: 'yes' });
}

describe('an access token stops working at sign-out', () => {
  it('carries the grant it was issued under', async () => {
    const { tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    expect(typeof decodeJwt(tokens.access_token)[GRANT_CLAIM]).toBe('string');
  });

  it('the app sign-out (POST api/account/logout): 401 from the next request, on this node and on another', async () => {
    const { tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    expect((await account(tokens.access_token)).statusCode).toBe(200);
    const logout = await env.app.inject({ method: 'POST', url: '/api/account/logout', headers: bearer(MAIN, tokens.access_token) });
    expect(logout.statusCode).toBe(200);
    expect((await account(tokens.access_token)).statusCode).toBe(401);
    // A second node on the same database reads the same (revoked) grant.
    const second = await buildApp({ config: env.app.config, db: env.db, dialect: 'sqlite', logger: false });
    try {
      expect((await account(tokens.access_token, second)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(400);
  });

  it('the provider sign-out (/v2/logout, end_session): 401 from the next request', async () => {
    const { browser, tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    expect((await account(tokens.access_token)).statusCode).toBe(200);
    const done = await completeSignOut(browser);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${MAIN}/`);
    expect((await account(tokens.access_token)).statusCode).toBe(401);
  });

  it('the app sign-out then the provider redirect (what the app does): the provider page is its own auto-post, allowed by hash; signed out', async () => {
    const { browser, tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    await env.app.inject({ method: 'POST', url: '/api/account/logout', headers: bearer(MAIN, tokens.access_token) });
    const done = await completeSignOut(browser);
    expect(done.statusCode).toBe(303);
    expect((await openSignIn(env.app, MAIN, 'bearing')).page.body).toContain('name="password"');
  });

  it('reusing a rotated refresh token revokes the grant: its access tokens die too', async () => {
    const { tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    const next = await refresh(tokens.refresh_token);
    expect(next.statusCode).toBe(200);
    const access = next.json().access_token as string;
    expect((await account(access)).statusCode).toBe(200);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(400);
    expect((await account(access)).statusCode).toBe(401);
  });
});
