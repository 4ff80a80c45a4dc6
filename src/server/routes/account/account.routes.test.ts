import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ERROR_HEADER } from '../../../api/errors';
import { GROUP_ENABLE_PATH } from '../../../api/group';
import { MAIN, bearer, createTestEnv, signIn, tokenRequest, type TestEnv } from '../../../../tests/helpers/sign-in-env';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  env.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(MAIN, token) : { host: 'localhost:8080' }), ...headers } });
const post = (url: string, token: string | undefined, payload?: object) =>
  env.app.inject({ method: 'POST', url, headers: token ? bearer(MAIN, token) : { host: 'localhost:8080' }, payload });
const tokenOf = async (email: string) => (await signIn(env.app, MAIN, 'bearing', email)).tokens;

describe('Session calls need a valid bearer token of this tenant (000 §7, §8: 401 on account calls)', () => {
  it('answers 401 without a token, with a malformed one, and with a forged one', async () => {
    expect((await get('/api/account')).statusCode).toBe(401);
    expect((await get('/api/account', 'not-a-jwt')).statusCode).toBe(401);
    const { access_token } = await tokenOf('ivy@example.test');
    const [h, p] = access_token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: String(env.ids.multi) })).toString('base64url')}.${access_token.split('.')[2]}`;
    expect((await get('/api/account', forged)).statusCode).toBe(401);
    expect((await get('/login/api/v1/authenticationData')).statusCode).toBe(401);
    expect((await post('/api/account/switch', undefined, { accountId: 1 })).statusCode).toBe(401);
    expect((await post('/api/account/logout', undefined)).statusCode).toBe(401);
  });
});

describe('Account reply: user, entitlements, selected account and its flags (000 §3)', () => {
  it("switches automatically to the only entitlement and reports that account's flags", async () => {
    const { access_token } = await tokenOf('ivy@example.test');
    const res = await get('/api/account', access_token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const a = res.json();
    expect(a.selectedAccountId).toBe(env.ids.ivyAccount);
    expect(a.cgEntitlements).toEqual([
      { accountId: env.ids.ivyAccount, accountName: 'Ivy Works', accountSetting: { acronym: 'IVY' } },
    ]);
    expect(a).toMatchObject({
      compassPointFlag: true,
      semanticSearchFlag: true,
      customCollection: false,
      lcaAgreementFlag: false,
      contentSecurity: null,
      userType: 'INDIVIDUAL',
    });
    expect(a.authorities).toEqual(['COMPASS_USER', 'COMPASS_POINT_ADMIN']);
    expect(a.userAccounts).toMatchObject({ firstName: 'Ivy', lastName: 'Stone', city: 'Leeds', address1: '' });
    expect(a.refinementSections.map((s: { id: number }) => s.id)).toEqual([0, 1, 3, 4, 5, 6, 7]);
    expect(a.refinementSections.every((s: { displayFlag: string }) => s.displayFlag === 'Y')).toBe(true);
    expect(a.userMenuList).toContainEqual({ menu: { menuName: 'Tracker' }, isShowed: true });
    // 000 §2.5: the menu list hides Subscription Usage from whoever may not open the usage report.
    expect(a.userMenuList).toContainEqual({ menu: { menuName: 'Subscription Usage' }, isShowed: false });
  });

  it('shows Subscription Usage in the menu list to a report viewer', async () => {
    await env.db
      .updateTable('users')
      .set({ authorities: 'COMPASS_USER,COMPASS_USAGE_REPORT_VIEWER' })
      .where('id', '=', env.ids.ivy)
      .execute();
    const { access_token } = await tokenOf('ivy@example.test');
    expect((await get('/api/account', access_token)).json().userMenuList).toContainEqual({
      menu: { menuName: 'Subscription Usage' },
      isShowed: true,
    });
    await env.db
      .updateTable('users')
      .set({ authorities: 'COMPASS_USER,COMPASS_POINT_ADMIN' })
      .where('id', '=', env.ids.ivy)
      .execute();
  });

  it('reports the licence agreement as done once accepted', async () => {
    const accepted = (at: string | null) =>
      env.db.updateTable('accounts').set({ lca_accepted_at: at }).where('id', '=', env.ids.ivyAccount).execute();
    await accepted(new Date().toISOString());
    try {
      const { access_token } = await tokenOf('ivy@example.test');
      expect((await get('/api/account', access_token)).json().lcaAgreementFlag).toBe(true);
    } finally {
      // Not accepted again for the tests that may run after this one (any order).
      await accepted(null);
    }
  });

  it("answers authentication data with the auth type, the request id and the caller's address", async () => {
    const { access_token } = await tokenOf('ivy@example.test');
    const res = await get('/login/api/v1/authenticationData', access_token, { RequestId: 'req-42', AuthMode: 'PWD' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      authType: 'PWD',
      requestId: 'req-42',
      originatedIpAddress: '127.0.0.1',
      originatedWhiteListedAccount: null,
    });
  });
});

describe('Switch account: several entitlements and no selection show the switch page; only an entitled account may be chosen (000 §4)', () => {
  it('has no selected account and refuses account calls with 403 until one is chosen', async () => {
    const { access_token } = await tokenOf('multi@example.test');
    const a = (await get('/api/account', access_token)).json();
    expect(a.selectedAccountId).toBeNull();
    expect(a.cgEntitlements).toHaveLength(3);
    const refused = await get(GROUP_ENABLE_PATH, access_token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('account id not exist');
  });

  it('stores the choice for this session only and audits it', async () => {
    const first = await tokenOf('multi@example.test');
    const target = env.ids.multiAccounts[1];
    const res = await post('/api/account/switch', first.access_token, { accountId: target, authType: 'PWD' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      validationResult: true,
      maeValidationMsg: null,
      accAppAuthSetting: { ipEnabled: false, appletEnabled: false, fedSSOEnabled: false },
    });
    expect((await get('/api/account', first.access_token)).json().selectedAccountId).toBe(target);
    expect((await get(GROUP_ENABLE_PATH, first.access_token)).statusCode).toBe(200);
    // The choice follows the session through token refresh.
    const refreshed = await tokenRequest(env.app, MAIN, {
      grant_type: 'refresh_token',
      client_id: 'bearing-bearing',
      refresh_token: first.refresh_token,
    });
    expect((await get('/api/account', refreshed.json().access_token)).json().selectedAccountId).toBe(target);
    // Another sign-in is another session.
    const second = await tokenOf('multi@example.test');
    expect((await get('/api/account', second.access_token)).json().selectedAccountId).toBeNull();
    const audit = await env.db
      .selectFrom('audit_events')
      .selectAll()
      .where('type', '=', 'ACCOUNT_SWITCH')
      .where('user_id', '=', env.ids.multi)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // The latest switch is this test's (other tests may have switched before it).
    expect(JSON.parse(audit.data_json)).toMatchObject({ to: target });
  });

  it("refuses an account the user is not entitled to, including another tenant's", async () => {
    const { access_token } = await tokenOf('multi@example.test');
    for (const accountId of [env.ids.otherAccount, env.ids.northwindAccount, env.ids.ivyAccount]) {
      const res = await post('/api/account/switch', access_token, { accountId });
      expect(res.statusCode).toBe(403);
    }
    expect((await get('/api/account', access_token)).json().selectedAccountId).toBeNull();
  });

  it('drops a choice whose entitlement was withdrawn', async () => {
    const { access_token } = await tokenOf('multi@example.test');
    const target = env.ids.multiAccounts[2];
    expect((await post('/api/account/switch', access_token, { accountId: target })).statusCode).toBe(200);
    await env.db.deleteFrom('user_entitlements').where('user_id', '=', env.ids.multi).where('account_id', '=', target).execute();
    expect((await get('/api/account', access_token)).json().selectedAccountId).toBeNull();
    await env.db.insertInto('user_entitlements').values({ user_id: env.ids.multi, account_id: target }).execute();
  });

  it('answers a bad body with 400 and field errors', async () => {
    const { access_token } = await tokenOf('multi@example.test');
    const res = await post('/api/account/switch', access_token, { accountId: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.headers[APP_ERROR_HEADER]).toBe('error.validation');
    expect(res.json().fieldErrors).toEqual([expect.objectContaining({ field: 'accountId' })]);
  });
});

describe('Logout: ends the provider session on the server and names the /v2/logout address', () => {
  it('returns the logout URL, kills the refresh token and audits the sign-out', async () => {
    const logouts = () =>
      env.db.selectFrom('audit_events').selectAll().where('type', '=', 'LOGOUT').where('user_id', '=', env.ids.ivy).execute();
    const before = (await logouts()).length;
    const { access_token, refresh_token } = await tokenOf('ivy@example.test');
    const res = await post('/api/account/logout', access_token);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().logoutUrl);
    expect(url.origin + url.pathname).toBe(`${MAIN}/v2/logout`);
    expect(url.searchParams.get('client_id')).toBe('bearing-bearing');
    expect(url.searchParams.get('returnTo')).toBe(`${MAIN}/`);
    const refreshed = await tokenRequest(env.app, MAIN, {
      grant_type: 'refresh_token',
      client_id: 'bearing-bearing',
      refresh_token,
    });
    expect(refreshed.statusCode).toBe(400);
    expect(await logouts()).toHaveLength(before + 1);
  });

  it('lets the browser still complete /v2/logout afterwards and come back to returnTo', async () => {
    const { browser, tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    const { logoutUrl } = (await post('/api/account/logout', tokens.access_token)).json();
    const endSession = await browser.request('GET', String((await browser.request('GET', logoutUrl)).headers.location));
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(endSession.body)?.[1];
    const done = await browser.request('POST', '/oidc/logout/confirm', { xsrf: xsrf!, logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${MAIN}/`);
  });
});
