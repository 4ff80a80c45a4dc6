import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, MAIN, NORTHWIND, bearer, createTestEnv, type TestEnv } from '../../../tests/helpers/sign-in-env';
import { addCompanyAccount, authorizeFrom, sessionOf, submitForm } from '../../../tests/helpers/institutional-env';

let env: TestEnv;
let carrow: { accountId: number; userId: number };
let dormant: { accountId: number; userId: number };
let quayside: { accountId: number; userId: number };
beforeAll(async () => {
  env = await createTestEnv();
  carrow = await addCompanyAccount(env, {
    name: 'Carrow',
    email: 'carrow-company@example.test',
    ipEnabled: true,
    ranges: ['198.51.100.0/24', '2001:db8:100::/48'],
  });
  dormant = await addCompanyAccount(env, {
    name: 'Dormant',
    email: 'dormant-company@example.test',
    ipEnabled: false,
    ranges: ['203.0.113.0/24'],
  });
  quayside = await addCompanyAccount(env, {
    name: 'Quayside',
    email: 'quayside-company@example.test',
    ipEnabled: true,
    ranges: ['192.0.2.128/25'],
    tenant: 'northwind',
  });
});
afterAll(async () => {
  await env?.close();
});

const fromProxy = (ip: string) => ({ 'x-forwarded-for': ip });

describe('IP authentication: a visitor inside an enabled account range is its company user, with no password', () => {
  it('reaches the callback without the form; authentication data says IP, the address and the account', async () => {
    const { tokens, page } = await authorizeFrom(env.app, new Browser(env.app, MAIN), fromProxy('198.51.100.7'));
    expect(page.body).not.toContain('name="password"');
    expect(decodeJwt(tokens!.access_token).sub).toBe(String(carrow.userId));
    const { auth, account } = await sessionOf(env.app, MAIN, tokens!.access_token);
    expect(auth).toMatchObject({
      authType: 'IP',
      originatedIpAddress: '198.51.100.7',
      originatedWhiteListedAccount: carrow.accountId,
    });
    expect(account).toMatchObject({ userType: 'COMPANY', selectedAccountId: carrow.accountId });
  });

  it('does the same for an IPv6 visitor and an IPv4-mapped one', async () => {
    for (const ip of ['2001:db8:100:7::1', '::ffff:198.51.100.8']) {
      const { tokens } = await authorizeFrom(env.app, new Browser(env.app, MAIN), fromProxy(ip));
      expect(tokens, ip).not.toBeNull();
      expect((await sessionOf(env.app, MAIN, tokens!.access_token)).auth).toMatchObject({
        authType: 'IP',
        originatedWhiteListedAccount: carrow.accountId,
      });
    }
  });

  it('carries accAppAuthSetting.ipEnabled in the validation result', async () => {
    const { tokens } = await authorizeFrom(env.app, new Browser(env.app, MAIN), fromProxy('198.51.100.9'));
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/account/switch',
      headers: bearer(MAIN, tokens!.access_token),
      payload: { accountId: carrow.accountId },
    });
    expect(res.json().accAppAuthSetting).toEqual({ ipEnabled: true, appletEnabled: false, fedSSOEnabled: false });
  });
});

describe('IP authentication: outside every range, or in a disabled account range, the ordinary form', () => {
  it('shows the form for an address in no range and for the disabled account range', async () => {
    for (const ip of ['192.0.2.10', '203.0.113.5', '2001:db8:101::1']) {
      const { tokens, page } = await authorizeFrom(env.app, new Browser(env.app, MAIN), fromProxy(ip));
      expect(tokens, ip).toBeNull();
      expect(page.body).toContain('name="password"');
    }
    expect(dormant.userId).toBeGreaterThan(0);
  });
});

describe('IP authentication: X-Forwarded-For counts only from a proxy TRUST_PROXY names', () => {
  it('ignores the header from an untrusted peer and judges that peer address instead', async () => {
    const browser = new Browser(env.app, MAIN);
    browser.remoteAddress = '192.0.2.44';
    const { tokens, page } = await authorizeFrom(env.app, browser, fromProxy('198.51.100.7'));
    expect(tokens).toBeNull();
    expect(page.body).toContain('name="password"');
  });

  it('signs in a peer that is itself in the range, with no header at all', async () => {
    const browser = new Browser(env.app, MAIN);
    browser.remoteAddress = '198.51.100.200';
    const { tokens } = await authorizeFrom(env.app, browser);
    expect((await sessionOf(env.app, MAIN, tokens!.access_token)).auth).toMatchObject({
      authType: 'IP',
      originatedIpAddress: '198.51.100.200',
    });
  });
});

describe('IP authentication: a visitor in a range can still sign in personally (prompt=login)', () => {
  it('shows the form, and a password sign-in there says PWD with no originating account', async () => {
    const browser = new Browser(env.app, MAIN);
    const { tokens: ipTokens } = await authorizeFrom(env.app, browser, fromProxy('198.51.100.7'));
    expect((await sessionOf(env.app, MAIN, ipTokens!.access_token)).auth.authType).toBe('IP');
    const personal = await authorizeFrom(env.app, browser, fromProxy('198.51.100.7'), { prompt: 'login' });
    expect(personal.tokens).toBeNull();
    expect(personal.page.body).toContain('name="password"');
    const { tokens } = await submitForm(
      env.app,
      browser,
      personal.page,
      personal.verifier,
      'carrow-company@example.test',
      fromProxy('198.51.100.7'),
    );
    expect((await sessionOf(env.app, MAIN, tokens!.access_token)).auth).toMatchObject({
      authType: 'PWD',
      originatedWhiteListedAccount: null,
    });
  });

  it('shows the form to a browser whose app asked for it before signing the address session out', async () => {
    const browser = new Browser(env.app, MAIN);
    browser.cookies.set('bearing-sign-in', 'personal');
    const { tokens, page, verifier } = await authorizeFrom(env.app, browser, fromProxy('198.51.100.7'));
    expect(tokens).toBeNull();
    expect(page.body).toContain('name="password"');
    await submitForm(env.app, browser, page, verifier, 'ivy@example.test', fromProxy('198.51.100.7'));
    // The password sign-in clears the request: the next visit from the range is the address again.
    expect(browser.cookies.has('bearing-sign-in')).toBe(false);
  });
});

describe('IP authentication on a white-label tenant: its own accounts, its own issuer, nothing across tenants', () => {
  it("signs a visitor in a Northwind account's range in on Northwind, with Northwind's issuer", async () => {
    const { tokens } = await authorizeFrom(env.app, new Browser(env.app, NORTHWIND), fromProxy('192.0.2.200'), {}, 'northwind');
    expect(tokens).not.toBeNull();
    const claims = decodeJwt(tokens!.access_token);
    expect(claims.sub).toBe(String(quayside.userId));
    expect(claims.iss).toBe(`${NORTHWIND}/`);
    expect((await sessionOf(env.app, NORTHWIND, tokens!.access_token)).auth).toMatchObject({
      authType: 'IP',
      originatedWhiteListedAccount: quayside.accountId,
    });
  });

  it("shows the form for another tenant's range: Carrow's address on Northwind, Quayside's on the main tenant", async () => {
    const onNorthwind = await authorizeFrom(env.app, new Browser(env.app, NORTHWIND), fromProxy('198.51.100.7'), {}, 'northwind');
    expect(onNorthwind.tokens).toBeNull();
    expect(onNorthwind.page.body).toContain('name="password"');
    const onMain = await authorizeFrom(env.app, new Browser(env.app, MAIN), fromProxy('192.0.2.200'));
    expect(onMain.tokens).toBeNull();
    expect(onMain.page.body).toContain('name="password"');
  });
});
