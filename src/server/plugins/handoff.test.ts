import { SignJWT, decodeJwt, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, MAIN, NORTHWIND, bearer, createTestEnv, type TestEnv } from '../../../tests/helpers/sign-in-env';
import { authorizeFrom, sessionOf } from '../../../tests/helpers/institutional-env';

let env: TestEnv;
let partnerKey: CryptoKey;
let strangerKey: CryptoKey;
beforeAll(async () => {
  env = await createTestEnv();
  const partner = await generateKeyPair('ES256');
  partnerKey = partner.privateKey;
  strangerKey = (await generateKeyPair('ES256')).privateKey;
  const applet = await generateKeyPair('RS256');
  const now = new Date().toISOString();
  const jwks = async (key: CryptoKey) => JSON.stringify({ keys: [{ ...(await exportJWK(key)), kid: 'k1' }] });
  await env.db
    .insertInto('handoff_partners')
    .values([
      // Multi is entitled to three accounts; the partner belongs to the second.
      {
        tenant_id: 'bearing',
        account_id: env.ids.multiAccounts[1],
        issuer: 'https://partner.example',
        name: 'Beta intranet',
        jwks_json: await jwks(partner.publicKey),
        jwks_url: null,
        applet: 0,
        created_at: now,
      },
      // The white-label tenant's own partner, for its own account (every mode there too).
      {
        tenant_id: 'northwind',
        account_id: env.ids.northwindAccount,
        issuer: 'https://partner.example',
        name: 'Northwind intranet',
        jwks_json: await jwks(partner.publicKey),
        jwks_url: null,
        applet: 0,
        created_at: now,
      },
      {
        tenant_id: 'bearing',
        account_id: env.ids.ivyAccount,
        issuer: 'https://applet.example',
        name: 'Ivy applet',
        jwks_json: await jwks(applet.publicKey),
        jwks_url: null,
        applet: 1,
        created_at: now,
      },
    ])
    .execute();
  appletKey = applet.privateKey;
});
let appletKey: CryptoKey;
afterAll(async () => {
  await env?.close();
});

interface TokenOptions {
  key?: CryptoKey;
  alg?: string;
  iss?: string;
  aud?: string;
  email?: string;
  expInS?: number;
  jti?: string;
}
function handoffToken(o: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: o.email ?? 'multi@example.test' })
    .setProtectedHeader({ alg: o.alg ?? 'ES256', kid: 'k1' })
    .setIssuer(o.iss ?? 'https://partner.example')
    .setAudience(o.aud ?? MAIN)
    .setIssuedAt(now)
    .setExpirationTime(now + (o.expInS ?? 120))
    .setJti(o.jti ?? randomUUID())
    .sign(o.key ?? partnerKey);
}

async function handOver(token: string, browser = new Browser(env.app, MAIN)) {
  const res = await browser.request('GET', `/handoff?token=${encodeURIComponent(token)}`);
  return { browser, res, reason: /data-reason="([a-zA-Z]+)"/.exec(res.body)?.[1] ?? null };
}

describe('JWT hand-off: a good token signs its user in through the provider, in the partner account', () => {
  it('redirects to the app, whose sign-in finishes with no form; authentication data says JWT and the account', async () => {
    const { browser, res } = await handOver(await handoffToken());
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    const { tokens } = await authorizeFrom(env.app, browser);
    expect(tokens).not.toBeNull();
    const { auth, account } = await sessionOf(env.app, MAIN, tokens!.access_token);
    expect(auth).toMatchObject({ authType: 'JWT', originatedWhiteListedAccount: env.ids.multiAccounts[1] });
    expect(account).toMatchObject({ login: 'multi@example.test', selectedAccountId: env.ids.multiAccounts[1] });
  });

  it('signs in once per token: the cookie it leaves is spent by the first sign-in', async () => {
    const { browser } = await handOver(await handoffToken());
    expect((await authorizeFrom(env.app, browser)).tokens).not.toBeNull();
    const again = new Browser(env.app, MAIN);
    for (const [k, v] of browser.cookies) if (k === 'bearing-handoff') again.cookies.set(k, v);
    expect((await authorizeFrom(env.app, again)).tokens).toBeNull();
  });
});

describe('JWT hand-off on the white-label tenant: its own partner, its own issuer', () => {
  it("signs Nora in on Northwind with Northwind's issuer, in the partner's account", async () => {
    const northwind = new Browser(env.app, NORTHWIND);
    const { res } = await handOver(await handoffToken({ aud: NORTHWIND, email: 'nora@example.test' }), northwind);
    expect(res.statusCode).toBe(303);
    const { tokens } = await authorizeFrom(env.app, northwind, {}, {}, 'northwind');
    expect(tokens).not.toBeNull();
    expect(decodeJwt(tokens!.access_token).iss).toBe(`${NORTHWIND}/`);
    const { auth, account } = await sessionOf(env.app, NORTHWIND, tokens!.access_token);
    expect(auth).toMatchObject({ authType: 'JWT', originatedWhiteListedAccount: env.ids.northwindAccount });
    expect(account).toMatchObject({ login: 'nora@example.test', selectedAccountId: env.ids.northwindAccount });
    // A Northwind session is no session on the main tenant.
    const onMain = await env.app.inject({ method: 'GET', url: '/api/account', headers: bearer(MAIN, tokens!.access_token) });
    expect(onMain.statusCode).toBe(401);
  });

  it("refuses a main-tenant user handed to Northwind, and a Northwind token's audience on the main tenant", async () => {
    const toNorthwind = await handOver(
      await handoffToken({ aud: NORTHWIND, email: 'multi@example.test' }),
      new Browser(env.app, NORTHWIND),
    );
    expect(toNorthwind.res.statusCode).not.toBe(303);
    const onMain = await handOver(await handoffToken({ aud: NORTHWIND, email: 'nora@example.test' }));
    expect(onMain.res.statusCode).not.toBe(303);
    expect(onMain.reason).toBe('audience');
  });
});

describe('JWT hand-off: such a token uses the originating whitelisted account, with no switch to another (000 §4)', () => {
  it('refuses a switch away from the partner account and allows it to that account', async () => {
    const { browser } = await handOver(await handoffToken());
    const { tokens } = await authorizeFrom(env.app, browser);
    const to = (accountId: number) =>
      env.app.inject({
        method: 'POST',
        url: '/api/account/switch',
        headers: bearer(MAIN, tokens!.access_token),
        payload: { accountId },
      });
    expect((await to(env.ids.multiAccounts[0])).statusCode).toBe(403);
    expect((await to(env.ids.multiAccounts[1])).statusCode).toBe(200);
  });
});

describe('APPLET hand-off: a token from an applet partner signs in as APPLET', () => {
  it('says APPLET and appletEnabled', async () => {
    const { browser } = await handOver(
      await handoffToken({ key: appletKey, alg: 'RS256', iss: 'https://applet.example', email: 'ivy@example.test' }),
    );
    const { tokens } = await authorizeFrom(env.app, browser);
    expect((await sessionOf(env.app, MAIN, tokens!.access_token)).auth).toMatchObject({
      authType: 'APPLET',
      originatedWhiteListedAccount: env.ids.ivyAccount,
    });
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/account/switch',
      headers: bearer(MAIN, tokens!.access_token),
      payload: { accountId: env.ids.ivyAccount },
    });
    expect(res.json().accAppAuthSetting).toMatchObject({ appletEnabled: true, ipEnabled: false });
  });
});

describe('JWT hand-off: a refused token gets a clear page and never a session', () => {
  const refusals: [string, () => Promise<string>, string][] = [
    ['expired', () => handoffToken({ expInS: -60 }), 'expired'],
    ['wrongly signed', () => handoffToken({ key: strangerKey }), 'invalid'],
    ['for another audience', () => handoffToken({ aud: NORTHWIND }), 'audience'],
    ['with exp more than 5 minutes ahead', () => handoffToken({ expInS: 600 }), 'tooLong'],
    ['from an unknown partner', () => handoffToken({ iss: 'https://nobody.example' }), 'invalid'],
    ['naming a user outside the partner account', () => handoffToken({ email: 'ivy@example.test' }), 'unknownUser'],
    ['that is not a JWT', async () => 'not-a-token', 'invalid'],
  ];
  for (const [name, make, reason] of refusals) {
    it(`refuses a token ${name}`, async () => {
      const { browser, res, reason: shown } = await handOver(await make());
      expect(res.statusCode).toBe(400);
      expect(shown).toBe(reason);
      expect(res.body).toContain('This link cannot sign you in');
      expect(browser.cookies.has('bearing-handoff')).toBe(false);
      expect((await authorizeFrom(env.app, browser)).page.body).toContain('name="password"');
    });
  }

  it('refuses a replayed token, even in another browser', async () => {
    const token = await handoffToken();
    expect((await handOver(token)).res.statusCode).toBe(303);
    const replay = await handOver(token);
    expect(replay.res.statusCode).toBe(400);
    expect(replay.reason).toBe('replayed');
    expect(replay.res.body).toContain('already been used');
  });

  it('shows the page in the visitor language, Arabic right to left', async () => {
    const browser = new Browser(env.app, MAIN);
    browser.cookies.set('bearing-lang', 'AR');
    const { res } = await handOver(await handoffToken({ expInS: -60 }), browser);
    expect(res.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(res.body).not.toContain('This link cannot sign you in');
  });
});

describe('JWT hand-off: a partner that publishes its keys at a JWKS URL', () => {
  // The partner's own key server, as a partner would run it: its keys can change at any time.
  let keyServer: Server;
  let published: object[] = [];
  let fetches = 0;
  let firstKey: CryptoKey;
  beforeAll(async () => {
    const first = await generateKeyPair('RS256');
    firstKey = first.privateKey;
    published = [{ ...(await exportJWK(first.publicKey)), kid: 'r1', alg: 'RS256', use: 'sig' }];
    keyServer = createServer((req, res) => {
      fetches += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: published }));
    });
    await new Promise<void>((ready) => keyServer.listen(0, '127.0.0.1', ready));
    await env.db
      .insertInto('handoff_partners')
      .values({
        tenant_id: 'bearing',
        account_id: env.ids.multiAccounts[1],
        issuer: 'https://keys-by-url.example',
        name: 'Gamma portal',
        jwks_json: null,
        jwks_url: `http://127.0.0.1:${(keyServer.address() as AddressInfo).port}/.well-known/jwks.json`,
        applet: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
  });
  afterAll(async () => {
    await new Promise<void>((closed) => keyServer?.close(() => closed()));
  });

  async function signedBy(key: CryptoKey, kid: string) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email: 'multi@example.test' })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer('https://keys-by-url.example')
      .setAudience(MAIN)
      .setIssuedAt(now)
      .setExpirationTime(now + 120)
      .setJti(randomUUID())
      .sign(key);
  }

  it('fetches the keys and accepts a token signed with one of them', async () => {
    const { res } = await handOver(await signedBy(firstKey, 'r1'));
    expect(res.statusCode).toBe(303);
    expect(fetches).toBeGreaterThan(0);
  });

  it('refuses a token signed with a key it does not publish', async () => {
    const stranger = (await generateKeyPair('RS256')).privateKey;
    const { res, reason } = await handOver(await signedBy(stranger, 'r1'));
    expect(res.statusCode).toBe(400);
    expect(reason).toBe('invalid');
  });
});
