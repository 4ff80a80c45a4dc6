import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { escapeHtml, loadSignInStrings } from './signin-page';
import {
  Browser,
  MAIN,
  NORTHWIND,
  PASSWORD,
  authorizeUrl,
  bearer,
  createTestEnv,
  openSignIn,
  signIn,
  tokenRequest,
  type TestEnv,
} from '../../../tests/helpers/sign-in-env';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const refresh = (origin: string, tenantId: string, refreshToken: string) =>
  tokenRequest(env.app, origin, { grant_type: 'refresh_token', client_id: `bearing-${tenantId}`, refresh_token: refreshToken });

describe('Sign-in: the embedded provider poses as the Auth0 tenant auth0-spa-js expects (src/README.md §4)', () => {
  it('publishes discovery with the issuer equal to the origin plus a slash and Auth0 paths', async () => {
    for (const origin of [MAIN, NORTHWIND]) {
      const res = await env.app.inject({
        method: 'GET',
        url: '/.well-known/openid-configuration',
        headers: { host: new URL(origin).host },
      });
      expect(res.statusCode).toBe(200);
      const d = res.json();
      expect(d.issuer).toBe(`${origin}/`);
      expect(d.authorization_endpoint).toBe(`${origin}/authorize`);
      expect(d.token_endpoint).toBe(`${origin}/oauth/token`);
      expect(d.jwks_uri).toBe(`${origin}/.well-known/jwks.json`);
      expect(d.end_session_endpoint).toBe(`${origin}/oidc/logout`);
      expect(d.code_challenge_methods_supported).toEqual(['S256']);
    }
    const jwks = await env.app.inject({ method: 'GET', url: '/.well-known/jwks.json', headers: { host: 'localhost:8080' } });
    expect(jwks.json().keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.json().keys[0].d).toBeUndefined();
  });

  it('answers 404 on a host no tenant claims', async () => {
    const res = await env.app.inject({
      method: 'GET',
      url: '/.well-known/openid-configuration',
      headers: { host: 'stranger.example:8080' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('signs in with authorization code + PKCE and returns an RS256 JWT access token the API accepts', async () => {
    const { tokens, callback } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    expect(callback.origin + callback.pathname).toBe(`${MAIN}/implicit/callback`);
    expect(callback.searchParams.get('state')).toBe('state-1');
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const at = decodeJwt(tokens.access_token);
    expect(at).toMatchObject({ iss: `${MAIN}/`, aud: `${MAIN}/api`, sub: String(env.ids.ivy), client_id: 'bearing-bearing' });
    expect(typeof at.sid).toBe('string');
    expect(at.exp! - at.iat!).toBe(600);
    const id = decodeJwt(tokens.id_token);
    expect(id).toMatchObject({
      iss: `${MAIN}/`,
      sub: String(env.ids.ivy),
      email: 'Ivy@Example.test',
      name: 'Ivy Stone',
      given_name: 'Ivy',
      family_name: 'Stone',
      nonce: 'nonce-1',
    });
    expect(tokens.refresh_token).toBeTruthy();
    const account = await env.app.inject({ method: 'GET', url: '/api/account', headers: bearer(MAIN, tokens.access_token) });
    expect(account.statusCode).toBe(200);
    expect(account.json().login).toBe('Ivy@Example.test');
  });

  it('requires PKCE', async () => {
    const browser = new Browser(env.app, MAIN);
    const q = new URLSearchParams({
      client_id: 'bearing-bearing',
      redirect_uri: `${MAIN}/implicit/callback`,
      response_type: 'code',
      scope: 'openid',
      state: 's',
    });
    const res = await browser.request('GET', `/authorize?${q}`);
    expect(String(res.headers.location)).toContain('error=invalid_request');
  });

  it('refuses a redirect URI that is not registered', async () => {
    const browser = new Browser(env.app, MAIN);
    const q = new URLSearchParams({
      client_id: 'bearing-bearing',
      redirect_uri: 'https://evil.example/cb',
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    });
    const res = await browser.request('GET', `/authorize?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });
});

describe('Sign-in page: accessible form with the tenant branding; wrong credentials refused without saying which part', () => {
  it('shows labelled Email and Password inputs, a Sign in button, the tenant title and logo, lang and dir', async () => {
    const { page } = await openSignIn(env.app, MAIN, 'bearing');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).toContain('Bearing Library');
    expect(html).toContain('<img src="/icons/logo.svg" alt="Bearing Library">');
    expect(html).toContain('name="viewport"');
  });

  it('falls back to English for a language cookie naming no locale file, or no language at all', async () => {
    for (const value of ['..%2F..%2Fpackage', 'xx']) {
      const browser = new Browser(env.app, MAIN);
      browser.cookies.set('bearing-lang', value);
      const { page } = await openSignIn(env.app, MAIN, 'bearing', browser);
      expect(page.body).toMatch(/<html lang="en" dir="ltr"/);
      expect(page.body).toMatch(/<label for="email">Email<\/label>/);
    }
  });

  it('refuses a wrong password and an unknown e-mail with the same message, and audits both', async () => {
    for (const [email, password] of [
      ['ivy@example.test', 'wrong'],
      ['nobody@example.test', PASSWORD],
    ]) {
      const { browser, action } = await openSignIn(env.app, MAIN, 'bearing');
      const res = await browser.request('POST', action, { email, password });
      expect(res.statusCode).toBe(401);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('role="alert"');
      expect(res.body).toContain(escapeHtml((await loadSignInStrings('en')).strings.error));
      expect(res.body).toContain(`value="${email}"`);
    }
    const failures = await env.db.selectFrom('audit_events').selectAll().where('type', '=', 'AUTHENTICATION_FAILURE').execute();
    expect(failures.map((f) => f.principal)).toEqual(expect.arrayContaining(['ivy@example.test', 'nobody@example.test']));
    // A success is audited too: this test signs in itself, as tests may run in any order.
    const before = await env.db.selectFrom('audit_events').selectAll().where('type', '=', 'AUTHENTICATION_SUCCESS').execute();
    await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    const successes = await env.db.selectFrom('audit_events').selectAll().where('type', '=', 'AUTHENTICATION_SUCCESS').execute();
    expect(successes.length).toBe(before.length + 1);
  });

  it('shows an expired page for an unknown interaction instead of crashing', async () => {
    const res = await new Browser(env.app, MAIN).request('GET', '/interaction/unknown-uid');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('expired');
  });
});

describe('login.error.unauthorized: a user the app sends back because the session was gone is told so (000 §4)', () => {
  const open = async (extra: string, lang?: string) => {
    const browser = new Browser(env.app, MAIN);
    if (lang) browser.cookies.set('bearing-lang', lang);
    return browser.follow('GET', `${authorizeUrl(MAIN, 'bearing', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')}${extra}`);
  };
  it('says the session ended above the form, in the visitor language', async () => {
    const page = await open('&bearing_notice=session-ended');
    expect(page.body).toContain(
      '<p id="signin-session-ended" class="notice" role="status">Your session has ended. Please sign in again.</p>',
    );
    const german = await open('&bearing_notice=session-ended', 'DE');
    expect(german.body).toContain('Ihre Sitzung ist abgelaufen.');
  });
  it('says nothing of the kind on an ordinary sign-in, or for a notice it does not know', async () => {
    for (const extra of ['', '&bearing_notice=%3Cscript%3E'])
      expect((await open(extra)).body).not.toContain('signin-session-ended');
  });
});

describe('Tenants: each tenant host is its own issuer; a token of one tenant is refused by another', () => {
  it('refuses a northwind token on the main host and a main token on the northwind host', async () => {
    const nora = await signIn(env.app, NORTHWIND, 'northwind', 'nora@example.test');
    expect(decodeJwt(nora.tokens.access_token).iss).toBe(`${NORTHWIND}/`);
    expect(
      (await env.app.inject({ method: 'GET', url: '/api/account', headers: bearer(NORTHWIND, nora.tokens.access_token) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await env.app.inject({ method: 'GET', url: '/api/account', headers: bearer(MAIN, nora.tokens.access_token) })).statusCode,
    ).toBe(401);
    const ivy = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    expect(
      (await env.app.inject({ method: 'GET', url: '/api/account', headers: bearer(NORTHWIND, ivy.tokens.access_token) }))
        .statusCode,
    ).toBe(401);
  });

  it('does not let a user of one tenant sign in on another', async () => {
    const { browser, action } = await openSignIn(env.app, MAIN, 'bearing');
    const res = await browser.request('POST', action, { email: 'nora@example.test', password: PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a refresh token at another tenant', async () => {
    const { tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    // The main tenant's client does not exist at northwind's issuer.
    const res = await refresh(NORTHWIND, 'bearing', tokens.refresh_token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('invalid_client');
    const asNorthwindClient = await refresh(NORTHWIND, 'northwind', tokens.refresh_token);
    expect(asNorthwindClient.statusCode).toBe(400);
  });
});

describe('Refresh tokens: rotated on every use; a used one is refused', () => {
  it('rotates and refuses the old refresh token', async () => {
    const { tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    const first = await refresh(MAIN, 'bearing', tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const t2 = first.json();
    expect(t2.refresh_token).not.toBe(tokens.refresh_token);
    expect(t2.access_token).not.toBe(tokens.access_token);
    expect(decodeJwt(t2.access_token).sid).toBe(decodeJwt(tokens.access_token).sid);
    const second = await refresh(MAIN, 'bearing', t2.refresh_token);
    expect(second.statusCode).toBe(200);
    const reused = await refresh(MAIN, 'bearing', tokens.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_grant');
  });

  it('keeps everyone signed in across a restart or on a second node (database adapter, shared keys)', async () => {
    const { tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    const second = await buildApp({
      config: env.app.config,
      db: env.db,
      dialect: 'sqlite',
      logger: false,
      passwordCost: env.app.passwordCost,
    });
    try {
      expect(
        (await second.inject({ method: 'GET', url: '/api/account', headers: bearer(MAIN, tokens.access_token) })).statusCode,
      ).toBe(200);
      const res = await second.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: 'bearing-bearing',
          refresh_token: tokens.refresh_token,
        }).toString(),
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('Sign-out: /v2/logout ends the provider session, and its refresh tokens with it', () => {
  it('redirects /v2/logout to end_session, auto-confirms with logout=yes and returns to returnTo', async () => {
    const { browser, tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    const v2 = await browser.request(
      'GET',
      `/v2/logout?${new URLSearchParams({ client_id: 'bearing-bearing', returnTo: `${MAIN}/` })}`,
    );
    expect(v2.statusCode).toBe(302);
    const endSession = new URL(String(v2.headers.location), MAIN);
    expect(endSession.pathname).toBe('/oidc/logout');
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${MAIN}/`);
    const confirmPage = await browser.request('GET', endSession.pathname + endSession.search);
    expect(confirmPage.statusCode).toBe(200);
    expect(confirmPage.body).toContain('name="logout" value="yes"');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirmPage.body)?.[1];
    const action = /action="([^"]+)"/.exec(confirmPage.body)?.[1];
    const done = await browser.request('POST', new URL(action!, MAIN).pathname, { xsrf: xsrf!, logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${MAIN}/`);
    expect((await refresh(MAIN, 'bearing', tokens.refresh_token)).statusCode).toBe(400);
    // The provider session is gone: /authorize asks for credentials again.
    const again = await openSignIn(env.app, MAIN, 'bearing');
    expect(again.page.body).toContain('<form method="post"');
  });
});
