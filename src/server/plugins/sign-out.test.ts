import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { GRANT_CLAIM } from './oidc-config';
import { CLEAR_SITE_DATA } from './oidc-providers';
import {
  Browser,
  MAIN,
  bearer,
  createTestEnv,
  openSignIn,
  signIn,
  tokenRequest,
  type TestEnv,
} from '../../../tests/helpers/sign-in-env';

/*
 * An access token dies at sign-out (its grant is looked up per request), and
 * sign-out cannot be started by another site: the provider's end_session pages answer only
 * requests from pages of this origin; anything else is asked to confirm.
 */

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const account = (token: string, app = env.app) =>
  app.inject({ method: 'GET', url: '/api/account', headers: bearer(MAIN, token) });
const refresh = (refreshToken: string) =>
  tokenRequest(env.app, MAIN, { grant_type: 'refresh_token', client_id: 'bearing-bearing', refresh_token: refreshToken });
const v2Logout = `/v2/logout?${new URLSearchParams({ client_id: 'bearing-bearing', returnTo: `${MAIN}/` })}`;
const b64sha = (text: string) => createHash('sha256').update(text).digest('base64');

/** The script hashes a CSP allows and the inline scripts of a page: every script must be allowed. */
function scriptsAllowed(csp: string, html: string): boolean {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const allowed = new Set([...csp.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]));
  return scripts.length > 0 && scripts.every((s) => allowed.has(b64sha(s)));
}

/** Walks the provider's same-origin sign-out to the end: its auto-submitted form, then the redirect. */
async function completeSignOut(browser: Browser, headers: Record<string, string | undefined> = {}) {
  const page = await browser.follow('GET', v2Logout, undefined, headers);
  expect(page.statusCode).toBe(200);
  const csp = String(page.headers['content-security-policy']);
  expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(scriptsAllowed(csp, page.body)).toBe(true);
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
  const action = /action="([^"]+)"/.exec(page.body)?.[1];
  return browser.request('POST', new URL(action!, MAIN).pathname, { xsrf: xsrf!, logout: 'yes' }, headers);
}

describe('an access token stops working at sign-out', () => {
  it('carries the grant it was issued under', async () => {
    const { tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    expect(typeof decodeJwt(tokens.access_token)[GRANT_CLAIM]).toBe('string');
  });

  it('the app sign-out (POST api/account/logout): 401 from the next request, on this node and on another', async () => {
    const { tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    expect((await account(tokens.access_token)).statusCode).toBe(200);
    const logout = await env.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: bearer(MAIN, tokens.access_token),
    });
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

  it('the provider sign-out (/v2/logout, end_session): 401, and its reply wipes the browser cache and storage', async () => {
    const { browser, tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    expect((await account(tokens.access_token)).statusCode).toBe(200);
    const done = await completeSignOut(browser);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${MAIN}/`);
    expect(done.headers['clear-site-data']).toBe(CLEAR_SITE_DATA);
    expect((await account(tokens.access_token)).statusCode).toBe(401);
  });

  it('the app sign-out then the provider redirect (what the app does): the provider page is its own auto-post, allowed by hash', async () => {
    const { browser, tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    await env.app.inject({ method: 'POST', url: '/api/account/logout', headers: bearer(MAIN, tokens.access_token) });
    const done = await completeSignOut(browser);
    expect(done.statusCode).toBe(303);
    expect(done.headers['clear-site-data']).toBe(CLEAR_SITE_DATA);
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

describe('sign-out only from pages of this origin (no cross-site logout)', () => {
  /** Still signed in: the token works, the refresh token renews, and /authorize needs no password. */
  async function expectSignedIn(browser: Browser, accessToken: string) {
    expect((await account(accessToken)).statusCode).toBe(200);
    const again = await openSignIn(env.app, MAIN, 'bearing', browser);
    expect(again.page.statusCode).toBe(303);
    expect(String(again.page.headers.location)).toContain('/implicit/callback?code=');
  }

  for (const [name, headers] of [
    ['a link or redirect from another site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling host', { 'sec-fetch-site': 'same-site' }],
    ['a typed or bookmarked URL', { 'sec-fetch-site': 'none' }],
    [
      'an older browser without Sec-Fetch-Site or a referrer of ours',
      { 'sec-fetch-site': undefined, referer: 'https://evil.example/page' },
    ],
  ] as const) {
    it(`a GET logout from ${name} signs nobody out: it asks, with a button that posts from our page`, async () => {
      const { browser, tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
      const page = await browser.follow('GET', v2Logout, undefined, headers);
      expect(page.statusCode).toBe(200);
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(page.body).not.toContain('<script');
      expect(page.body).not.toContain('xsrf');
      expect(page.body).toContain('<form method="get" action="/oidc/logout">');
      expect(page.body).toContain('<button type="submit">Sign out</button>');
      expect(page.body).toContain('Stay signed in');
      expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      await expectSignedIn(browser, tokens.access_token);
    });
  }

  it('a cross-site form post to the end_session endpoints signs nobody out and sets no cookie (SameSite=Lax: it carries none)', async () => {
    const { browser, tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    const cookies = new Map(browser.cookies);
    browser.cookies.clear();
    for (const url of ['/oidc/logout', '/oidc/logout/confirm']) {
      const res = await browser.request(
        'POST',
        url,
        { logout: 'yes', xsrf: 'guess' },
        { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      );
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['clear-site-data']).toBeUndefined();
    }
    for (const [k, v] of cookies) browser.cookies.set(k, v);
    await expectSignedIn(browser, tokens.access_token);
  });

  it('the same post from an older browser (no Sec-Fetch-Site, a foreign Origin) is refused as well', async () => {
    const { browser, tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    for (const url of ['/oidc/logout', '/oidc/logout/confirm']) {
      const res = await browser.request(
        'POST',
        url,
        { logout: 'yes', xsrf: 'guess' },
        { 'sec-fetch-site': undefined, origin: 'https://evil.example' },
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['clear-site-data']).toBeUndefined();
    }
    await expectSignedIn(browser, tokens.access_token);
  });

  it('the confirm button (a same-origin navigation) signs out, also on an older browser (same-origin Referer)', async () => {
    for (const fromOurPage of [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': undefined, referer: `${MAIN}/oidc/logout?client_id=bearing-bearing` },
    ]) {
      const { browser, tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
      const asked = await browser.follow('GET', v2Logout, undefined, { 'sec-fetch-site': 'cross-site' });
      const fields = Object.fromEntries(
        [...asked.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]+)">/g)].map((m) => [m[1], m[2]]),
      );
      const page = await browser.request('GET', `/oidc/logout?${new URLSearchParams(fields)}`, undefined, fromOurPage);
      expect(scriptsAllowed(String(page.headers['content-security-policy']), page.body)).toBe(true);
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
      const done = await browser.request(
        'POST',
        '/oidc/logout/confirm',
        { xsrf: xsrf!, logout: 'yes' },
        { 'sec-fetch-site': undefined, origin: MAIN },
      );
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(`${MAIN}/`);
      expect((await account(tokens.access_token)).statusCode).toBe(401);
    }
  });

  it('the app logout call is a POST with the bearer token: no GET, no cookie session', async () => {
    const { tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    expect(
      (await env.app.inject({ method: 'GET', url: '/api/account/logout', headers: bearer(MAIN, tokens.access_token) }))
        .statusCode,
    ).not.toBe(200);
    expect(
      (await env.app.inject({ method: 'POST', url: '/api/account/logout', headers: { host: 'localhost:8080' } })).statusCode,
    ).toBe(401);
    expect((await account(tokens.access_token)).statusCode).toBe(200);
  });
});
