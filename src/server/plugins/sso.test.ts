import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../../../tests/helpers/demo-app';
import { Browser, MAIN, NORTHWIND, bearer, openSignIn } from '../../../tests/helpers/sign-in-env';
import { IDP, NORTHWIND_TENANT, ssoSignIn, toCompanyIdp } from '../../../tests/helpers/sso-env';
import { findFederationByEmail } from '../repositories/account-federations';
import { COMPANY_IDP_PEOPLE } from '../seed/company-idp';
import { openPending, sealPending } from '../services/sso-relying-party';

let demo: DemoApp;
beforeAll(async () => {
  demo = await createDemoApp();
});
afterAll(async () => {
  await demo?.close();
});

const CARROW = 2;
const dana = COMPANY_IDP_PEOPLE.find((p) => p.email === 'dana.reyes@carrow.example')!;

describe('Single sign-on: the sign-in page finds the company from the e-mail domain', () => {
  it('finds the federating account by domain, in its tenant only, whatever the case', async () => {
    expect((await findFederationByEmail(demo.db, 'bearing', 'Dana.Reyes@CARROW.example'))?.account_id).toBe(CARROW);
    expect(await findFederationByEmail(demo.db, 'bearing', 'ivy@example.com')).toBeUndefined();
    expect(await findFederationByEmail(demo.db, 'bearing', 'someone@notcarrow.example')).toBeUndefined();
    expect(await findFederationByEmail(demo.db, 'northwind', 'dana.reyes@carrow.example')).toBeUndefined();
  });

  it('offers "Sign in with Carrow Engineering Ltd" on the main tenant only, not on the white-label one', async () => {
    const { page } = await openSignIn(demo.app, MAIN, 'bearing');
    expect(page.body).toContain('Sign in with Carrow Engineering Ltd');
    expect(page.body).not.toContain('Sign in with Saltmarsh Shipyards');
    expect(String(page.headers['content-security-policy'])).toContain(`form-action 'self' ${IDP}`);
    const northwind = await openSignIn(demo.app, NORTHWIND, 'northwind');
    expect(northwind.page.statusCode).toBe(200);
    expect(northwind.page.body).not.toContain('Sign in with Carrow Engineering Ltd');
  });

  it('sends a company e-mail to the IdP with PKCE, state, nonce and the e-mail as login hint, not to a password check', async () => {
    const { toIdp } = await toCompanyIdp(demo.app, dana.email, dana.password);
    expect(toIdp.statusCode).toBe(303);
    const to = new URL(String(toIdp.headers.location));
    expect(to.origin).toBe(IDP);
    expect(to.searchParams.get('client_id')).toBe('bearing-carrow');
    expect(to.searchParams.get('redirect_uri')).toBe(`${MAIN}/sso/callback`);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('state')).toBeTruthy();
    expect(to.searchParams.get('nonce')).toBeTruthy();
    expect(to.searchParams.get('login_hint')).toBe(dana.email);
  });

  it('still checks the password of an e-mail no account federates', async () => {
    const { browser, action } = await openSignIn(demo.app, MAIN, 'bearing');
    const res = await browser.request('POST', action, { email: 'ivy@example.com', password: '' });
    expect(res.statusCode).toBe(401);
  });
});

describe('The company IdP is a separate issuer on its own host, never a tenant', () => {
  it('publishes its own issuer and keys at idp.localhost', async () => {
    const d = await demo.app.inject({
      method: 'GET',
      url: '/.well-known/openid-configuration',
      headers: { host: 'idp.localhost:8080' },
    });
    expect(d.statusCode).toBe(200);
    expect(d.json().issuer).toBe(`${IDP}/`);
    const idpKeys = await demo.app.inject({
      method: 'GET',
      url: new URL(d.json().jwks_uri).pathname,
      headers: { host: 'idp.localhost:8080' },
    });
    const bearingKeys = await demo.app.inject({
      method: 'GET',
      url: '/.well-known/jwks.json',
      headers: { host: 'localhost:8080' },
    });
    const kids = (r: typeof idpKeys) => (r.json().keys as { kid: string }[]).map((k) => k.kid);
    expect(kids(idpKeys).length).toBeGreaterThan(0);
    expect(kids(idpKeys).some((k) => kids(bearingKeys).includes(k))).toBe(false);
  });

  it('answers its host itself: no tenant configuration, no app shell', async () => {
    const res = await demo.app.inject({
      method: 'POST',
      url: '/api/tenant/get-tenant-config-for-ui',
      headers: { host: 'idp.localhost:8080' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('proxy');
  });

  it('refuses a wrong password on its own sign-in page', async () => {
    const { back } = await toCompanyIdp(demo.app, dana.email, 'wrong-password');
    expect(back.statusCode).toBe(401);
    expect(back.body).toContain('id="signin-error"');
    expect(back.headers.location).toBeUndefined();
  });
});

const cookieOf = (b: { cookies: Map<string, string> }) => b.cookies.get('bearing-sso');
const auditCount = async (type: string) =>
  Number(
    (
      await demo.db
        .selectFrom('audit_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('type', '=', type)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('The relying party refuses an answer whose state or nonce is not the one it sent', () => {
  it('refuses a callback with another state: no session, a failure in the audit', async () => {
    const failures = await auditCount('AUTHENTICATION_FAILURE');
    const { bearing, callback } = await toCompanyIdp(demo.app, dana.email, dana.password);
    callback.searchParams.set('state', 'forged-state');
    const res = await bearing.request('GET', callback.pathname + callback.search);
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(await auditCount('AUTHENTICATION_FAILURE')).toBe(failures + 1);
  });

  it('refuses an ID token whose nonce is not the one sent, even with the right state and verifier', async () => {
    const { bearing, callback } = await toCompanyIdp(demo.app, dana.email, dana.password);
    const secret = demo.app.config.cookieSecret;
    const pending = openPending(secret, cookieOf(bearing))!;
    expect(pending).not.toBeNull();
    bearing.cookies.set('bearing-sso', sealPending(secret, { ...pending, nonce: 'another-nonce' }));
    const res = await bearing.request('GET', callback.pathname + callback.search);
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    const last = await demo.db
      .selectFrom('audit_events')
      .select('data_json')
      .where('type', '=', 'AUTHENTICATION_FAILURE')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(last.data_json).message).toMatch(/nonce/);
  });

  it('refuses a callback without the pending sign-in cookie, or with one this server did not sign', async () => {
    const { bearing, callback } = await toCompanyIdp(demo.app, dana.email, dana.password);
    const pending = openPending(demo.app.config.cookieSecret, cookieOf(bearing))!;
    bearing.cookies.set('bearing-sso', sealPending('not-the-secret', pending));
    expect((await bearing.request('GET', callback.pathname + callback.search)).statusCode).toBe(400);
    bearing.cookies.delete('bearing-sso');
    expect((await bearing.request('GET', callback.pathname + callback.search)).statusCode).toBe(400);
  });
});

describe('Just-in-time provisioning: the first company sign-in creates the user, the next updates them', () => {
  const usersNamed = (email: string) => demo.db.selectFrom('users').selectAll().where('email', '=', email).execute();

  it('creates the user in the federating account from the IdP claims, then updates the names', async () => {
    // Tests run in any order: a Dana another test signed in steps aside, so this sign-in is her first.
    await demo.db
      .updateTable('users')
      .set({ email: 'dana.reyes.earlier@carrow.example' })
      .where('email', '=', dana.email)
      .execute();
    expect(await usersNamed(dana.email)).toHaveLength(0);
    const successes = await auditCount('AUTHENTICATION_SUCCESS');
    const { tokens } = await ssoSignIn(demo.app, dana.email, dana.password);
    const [created] = await usersNamed(dana.email);
    expect(created).toMatchObject({
      tenant_id: 'bearing',
      first_name: 'Dana',
      last_name: 'Reyes',
      user_type: 'INDIVIDUAL',
      company_name: 'Carrow Engineering Ltd',
    });
    expect(decodeJwt(tokens.access_token).sub).toBe(String(created.id));
    const entitlements = await demo.db.selectFrom('user_entitlements').selectAll().where('user_id', '=', created.id).execute();
    expect(entitlements.map((e) => e.account_id)).toEqual([CARROW]);
    expect(await auditCount('AUTHENTICATION_SUCCESS')).toBe(successes + 1);
    const audit = await demo.db
      .selectFrom('audit_events')
      .selectAll()
      .where('user_id', '=', created.id)
      .where('type', '=', 'AUTHENTICATION_SUCCESS')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.data_json)).toMatchObject({ authType: 'SSO', issuer: `${IDP}/`, provisioned: true });

    // The company renames her in its directory: the next sign-in brings the new name, same user.
    const before = dana.familyName;
    dana.familyName = 'Reyes-Whitmore';
    try {
      await ssoSignIn(demo.app, dana.email, dana.password);
    } finally {
      dana.familyName = before;
    }
    const after = await usersNamed(dana.email);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: created.id, first_name: 'Dana', last_name: 'Reyes-Whitmore' });
    expect(await demo.db.selectFrom('user_entitlements').selectAll().where('user_id', '=', created.id).execute()).toHaveLength(1);
  });
});

describe('Authentication data says SSO for a session that began at the company IdP (000 §3, §7)', () => {
  it('reports SSO from the provider session, with the federating account as the originating one', async () => {
    const { tokens } = await ssoSignIn(demo.app, dana.email, dana.password);
    // The mode is the session's, not a property of the user.
    await demo.db.updateTable('users').set({ auth_type: 'PWD' }).where('email', '=', dana.email).execute();
    const res = await demo.app.inject({
      method: 'GET',
      url: '/login/api/v1/authenticationData',
      headers: bearer(MAIN, tokens.access_token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ authType: 'SSO', originatedWhiteListedAccount: CARROW });
  });

  it('reports PWD for a password sign-in', async () => {
    const res = await demo.app.inject({
      method: 'GET',
      url: '/login/api/v1/authenticationData',
      headers: await demo.as('carl@example.com'),
    });
    expect(res.json()).toMatchObject({ authType: 'PWD', originatedWhiteListedAccount: null });
  });
});

describe('SSO validation: an SSO session is valid for its originating account only (000 §4)', () => {
  it('fails validation on a switch to another account, with fedSSOEnabled, and selects nothing', async () => {
    const { tokens } = await ssoSignIn(demo.app, dana.email, dana.password);
    const user = await demo.db.selectFrom('users').select('id').where('email', '=', dana.email).executeTakeFirstOrThrow();
    await demo.db.insertInto('user_entitlements').values({ user_id: user.id, account_id: 3 }).execute();
    const headers = { ...bearer(MAIN, tokens.access_token), 'content-type': 'application/json' };
    const other = await demo.app.inject({ method: 'POST', url: '/api/account/switch', headers, payload: { accountId: 3 } });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ validationResult: false, accAppAuthSetting: { fedSSOEnabled: true } });
    const own = await demo.app.inject({ method: 'POST', url: '/api/account/switch', headers, payload: { accountId: CARROW } });
    expect(own.json()).toMatchObject({ validationResult: true });
    const account = await demo.app.inject({ method: 'GET', url: '/api/account', headers: bearer(MAIN, tokens.access_token) });
    expect(account.json().selectedAccountId).toBe(CARROW);
  });
});

describe('Progressive profiling needs the truth: an IdP entry without names gives a user without names (000 §4)', () => {
  it('provisions Sam with empty names for the app to ask, never invented ones', async () => {
    const sam = COMPANY_IDP_PEOPLE.find((p) => p.email === 'sam.okafor@carrow.example')!;
    const { tokens } = await ssoSignIn(demo.app, sam.email, sam.password);
    const account = await demo.app.inject({ method: 'GET', url: '/api/account', headers: bearer(MAIN, tokens.access_token) });
    expect(account.json()).toMatchObject({ userType: 'INDIVIDUAL', userAccounts: { firstName: '', lastName: '' } });
  });
});

describe('Single sign-on on the white-label tenant: its own account, its own issuer', () => {
  const SALTMARSH = 9;
  const maren = COMPANY_IDP_PEOPLE.find((p) => p.email === 'maren.holt@saltmarsh.example')!;

  it("finds Saltmarsh Shipyards by its domain on Northwind only, and Carrow's domain on the main tenant only", async () => {
    expect((await findFederationByEmail(demo.db, 'northwind', 'Maren.Holt@SALTMARSH.example'))?.account_id).toBe(SALTMARSH);
    expect(await findFederationByEmail(demo.db, 'bearing', maren.email)).toBeUndefined();
    expect(await findFederationByEmail(demo.db, 'northwind', dana.email)).toBeUndefined();
    expect(await findFederationByEmail(demo.db, 'northwind', 'nora@example.com')).toBeUndefined();
  });

  it('offers "Sign in with Saltmarsh Shipyards" on Northwind, and nothing else', async () => {
    const { page } = await openSignIn(demo.app, NORTHWIND, 'northwind');
    expect(page.statusCode).toBe(200);
    expect([...page.body.matchAll(/Sign in with ([^<"]+)/g)].map((m) => m[1].trim())).toEqual(['Saltmarsh Shipyards']);
    expect(page.body).toContain(`/sso/${SALTMARSH}"`);
    expect(String(page.headers['content-security-policy'])).toContain(`form-action 'self' ${IDP}`);
  });

  it("sends the company e-mail to the IdP as Saltmarsh's own client, back to the Northwind host, on a page naming Saltmarsh", async () => {
    const { toIdp, idpPage } = await toCompanyIdp(demo.app, maren.email, maren.password, NORTHWIND_TENANT);
    expect(toIdp.statusCode).toBe(303);
    const to = new URL(String(toIdp.headers.location));
    expect(to.origin).toBe(IDP);
    expect(to.searchParams.get('client_id')).toBe('northwind-saltmarsh');
    expect(to.searchParams.get('redirect_uri')).toBe(`${NORTHWIND}/sso/callback`);
    expect(to.searchParams.get('login_hint')).toBe(maren.email);
    expect(idpPage.body).toContain('Saltmarsh Shipyards');
    expect(idpPage.body).not.toContain('Carrow Engineering Ltd');
  });

  it("provisions the user in the Northwind account just in time; Northwind's issuer signs the tokens; the mode is SSO", async () => {
    const { tokens } = await ssoSignIn(demo.app, maren.email, maren.password, NORTHWIND_TENANT);
    const users = await demo.db.selectFrom('users').selectAll().where('email', '=', maren.email).execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      tenant_id: 'northwind',
      first_name: 'Maren',
      last_name: 'Holt',
      company_name: 'Saltmarsh Shipyards',
      auth_type: 'SSO',
    });
    const entitlements = await demo.db.selectFrom('user_entitlements').selectAll().where('user_id', '=', users[0].id).execute();
    expect(entitlements.map((e) => e.account_id)).toEqual([SALTMARSH]);
    expect(decodeJwt(tokens.id_token).iss).toBe(`${NORTHWIND}/`);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ iss: `${NORTHWIND}/`, sub: String(users[0].id) });
    const audit = await demo.db
      .selectFrom('audit_events')
      .selectAll()
      .where('user_id', '=', users[0].id)
      .where('type', '=', 'AUTHENTICATION_SUCCESS')
      .executeTakeFirstOrThrow();
    expect(audit.tenant_id).toBe('northwind');
    expect(JSON.parse(audit.data_json)).toMatchObject({ authType: 'SSO', issuer: `${IDP}/`, provisioned: true });

    const data = await demo.app.inject({
      method: 'GET',
      url: '/login/api/v1/authenticationData',
      headers: bearer(NORTHWIND, tokens.access_token),
    });
    expect(data.statusCode).toBe(200);
    expect(data.json()).toMatchObject({ authType: 'SSO', originatedWhiteListedAccount: SALTMARSH });
    const account = await demo.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: bearer(NORTHWIND, tokens.access_token),
    });
    expect(account.json()).toMatchObject({
      selectedAccountId: SALTMARSH,
      userAccounts: { firstName: 'Maren', lastName: 'Holt' },
    });
    // Northwind's token is no key to the main tenant.
    const main = await demo.app.inject({ method: 'GET', url: '/api/account', headers: bearer(MAIN, tokens.access_token) });
    expect(main.statusCode).toBe(401);
  });

  it('checks the password of a Carrow e-mail on Northwind, and of a Saltmarsh e-mail on the main tenant', async () => {
    const northwind = await openSignIn(demo.app, NORTHWIND, 'northwind');
    const carrowThere = await northwind.browser.request('POST', northwind.action, { email: dana.email, password: '' });
    expect(carrowThere.statusCode).toBe(401);
    expect(carrowThere.headers.location).toBeUndefined();
    const main = await openSignIn(demo.app, MAIN, 'bearing');
    const saltmarshHere = await main.browser.request('POST', main.action, { email: maren.email, password: '' });
    expect(saltmarshHere.statusCode).toBe(401);
    expect(saltmarshHere.headers.location).toBeUndefined();
  });

  it("refuses the other tenant's company link, and the IdP signs no Carrow person in for Saltmarsh's client", async () => {
    const main = await openSignIn(demo.app, MAIN, 'bearing');
    const uidOf = (action: string) => /\/interaction\/([^/]+)\/login/.exec(action)![1];
    const crossMain = await main.browser.request('GET', `/interaction/${uidOf(main.action)}/sso/${SALTMARSH}`);
    expect(crossMain.statusCode).toBe(404);
    const northwind = await openSignIn(demo.app, NORTHWIND, 'northwind');
    const crossNorthwind = await northwind.browser.request('GET', `/interaction/${uidOf(northwind.action)}/sso/${CARROW}`);
    expect(crossNorthwind.statusCode).toBe(404);

    const toIdp = await northwind.browser.request('GET', `/interaction/${uidOf(northwind.action)}/sso/${SALTMARSH}`);
    expect(toIdp.statusCode).toBe(303);
    const idp = new Browser(demo.app, IDP);
    const idpPage = await idp.follow('GET', String(toIdp.headers.location));
    const idpAction = /action="([^"]+)"/.exec(idpPage.body)?.[1] ?? '';
    const back = await idp.follow('POST', idpAction, { email: dana.email, password: dana.password });
    expect(back.statusCode).toBe(401);
    expect(back.headers.location).toBeUndefined();
  });
});
