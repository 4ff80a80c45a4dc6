import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ERROR_HEADER } from '../../api/errors';
import { AUTHENTICATION_DATA_PATH } from '../../api/account';
import { TENANT_CONFIG_PATH } from '../../api/tenant';
import { compileTrust } from './forwarded';
import { bearer, createTestEnv, MAIN, signIn, type TestEnv } from '../../../tests/helpers/sign-in-env';

/*
 * Forwarded headers: they count only from the proxies TRUST_PROXY names (default
 * loopback), a forwarded host must be a tenant's, and malformed ones are answered 400.
 */

const STRANGER = '203.0.113.9';

describe('TRUST_PROXY', () => {
  it('trusts loopback by default form, addresses, CIDRs and named ranges; nobody with none', () => {
    const loopback = compileTrust('loopback');
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(loopback(a), a).toBe(true);
    for (const a of ['10.0.0.1', '203.0.113.9', '::2', '', undefined, 'not-an-address'])
      expect(loopback(a), String(a)).toBe(false);
    const list = compileTrust(' 10.0.0.0/8, 192.168.1.5 ,2001:db8::/32');
    expect([list('10.200.0.1'), list('192.168.1.5'), list('192.168.1.6'), list('2001:db8::7'), list('127.0.0.1')]).toEqual([
      true,
      true,
      false,
      true,
      false,
    ]);
    expect(compileTrust('uniquelocal')('172.20.1.1')).toBe(true);
    expect(compileTrust('none')('127.0.0.1')).toBe(false);
    expect(compileTrust('')('127.0.0.1')).toBe(false);
  });

  it('refuses a setting it cannot read instead of trusting nobody (or everybody) quietly', () => {
    expect(() => compileTrust('everyone')).toThrow(/TRUST_PROXY/);
    expect(() => compileTrust('10.0.0.0/99')).toThrow(/prefix/);
    expect(() => compileTrust('true')).toThrow(/TRUST_PROXY/);
  });
});

describe('forwarded headers on the default setting (loopback)', () => {
  let env: TestEnv;
  let ivy: Record<string, string>;
  beforeAll(async () => {
    env = await createTestEnv();
    ivy = bearer(MAIN, (await signIn(env.app, MAIN, 'bearing', 'Ivy@Example.test')).tokens.access_token);
  }, 60_000);
  afterAll(async () => env?.close());

  const inject = (opts: { method?: 'GET' | 'POST'; url: string; headers?: Record<string, string>; from?: string }) =>
    env.app.inject({
      method: opts.method ?? 'GET',
      url: opts.url,
      headers: { host: 'localhost:8080', ...opts.headers },
      remoteAddress: opts.from ?? '127.0.0.1',
    });
  // The provider's discovery document names the issuer of the origin the request resolved to.
  const issuerOf = async (headers: Record<string, string>, from?: string) => {
    const r = await inject({ url: '/.well-known/openid-configuration', headers, from });
    return r.statusCode === 200 ? r.json().issuer : r.statusCode;
  };

  it('a client that is not a proxy cannot choose its address: the audit and the session see the real one', async () => {
    const forged = { ...ivy, 'x-forwarded-for': '198.51.100.77' };
    expect((await inject({ url: AUTHENTICATION_DATA_PATH, headers: forged, from: STRANGER })).json().originatedIpAddress).toBe(
      STRANGER,
    );
    // Through the local proxy the forwarded address is the client's.
    expect((await inject({ url: AUTHENTICATION_DATA_PATH, headers: forged })).json().originatedIpAddress).toBe('198.51.100.77');
    // Sign-out writes an audit row with the caller's address.
    const { tokens } = await signIn(env.app, MAIN, 'bearing', 'multi@example.test');
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/account/logout',
          headers: { ...bearer(MAIN, tokens.access_token), 'x-forwarded-for': '198.51.100.77' },
          from: STRANGER,
        })
      ).statusCode,
    ).toBe(200);
    const audit = await env.db
      .selectFrom('audit_events')
      .select('data_json')
      .where('type', '=', 'LOGOUT')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.data_json).ip).toBe(STRANGER);
  });

  it('a client that is not a proxy cannot choose the tenant, the scheme or the issuer', async () => {
    const forwarded = { 'x-forwarded-host': 'northwind.localhost:8080', 'x-forwarded-proto': 'https' };
    expect(await issuerOf(forwarded, STRANGER)).toBe('http://localhost:8080/');
    expect(await issuerOf(forwarded)).toBe('https://northwind.localhost:8080/');
    // Junk from a stranger is dropped, not answered: it never counted.
    expect(await issuerOf({ 'x-forwarded-proto': 'javascript', 'x-forwarded-host': '<script>' }, STRANGER)).toBe(
      'http://localhost:8080/',
    );
  });

  it("a forwarded host must be a tenant's: unknown hosts fill no cache and make no issuer", async () => {
    await issuerOf({});
    const providers = env.app.oidc.providers.size;
    for (let i = 0; i < 40; i++) {
      const r = await inject({
        url: '/.well-known/openid-configuration',
        headers: { 'x-forwarded-host': `evil${i}.example:${8000 + i}` },
      });
      expect(r.statusCode).toBe(404);
      const direct = await inject({ method: 'POST', url: TENANT_CONFIG_PATH, headers: { host: `spoof${i}.example` } });
      expect(direct.statusCode).toBe(404);
      expect(direct.json().message).toBe('error.unknownTenant');
    }
    expect(env.app.oidc.providers.size).toBe(providers);
    expect(env.app.tenants.cachedHosts).toBe(3);
    // A known host with a trailing dot is the same tenant and the same issuer.
    expect(await issuerOf({ 'x-forwarded-host': 'localhost.:8080' })).toBe('http://localhost:8080/');
  });

  it('answers malformed forwarded headers from a proxy with 400 in the one error shape, never 500', async () => {
    const cases: [string, string][] = [
      ['x-forwarded-proto', 'javascript'],
      ['x-forwarded-proto', 'https, gopher'],
      ['x-forwarded-proto', ''],
      ['x-forwarded-host', 'localhost:8080, <script>'],
      ['x-forwarded-host', 'local host'],
      ['x-forwarded-host', 'localhost:99999'],
      ['x-forwarded-host', 'user@localhost'],
      ['x-forwarded-for', 'not-an-ip'],
      ['x-forwarded-for', '198.51.100.7, 999.1.1.1'],
    ];
    for (const [name, value] of cases) {
      for (const url of [TENANT_CONFIG_PATH, '/.well-known/openid-configuration', '/authorize?client_id=bearing-bearing']) {
        const r = await inject({ method: url === TENANT_CONFIG_PATH ? 'POST' : 'GET', url, headers: { [name]: value } });
        expect(r.statusCode, `${name}: ${value} on ${url}`).toBe(400);
        expect(r.headers[APP_ERROR_HEADER]).toBe('error.validation');
        expect(r.json()).toMatchObject({
          status: 400,
          message: 'error.validation',
          fieldErrors: [{ objectName: 'headers', field: name, message: 'Pattern' }],
        });
      }
    }
  });

  it("takes the first entry of a valid list (the browser's side), the same for the app and the provider", async () => {
    expect(await issuerOf({ 'x-forwarded-proto': 'HTTPS, http', 'x-forwarded-host': 'northwind.localhost, localhost' })).toBe(
      'https://northwind.localhost/',
    );
    const discovery = await inject({
      url: '/.well-known/openid-configuration',
      headers: { 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'northwind.localhost:8443, localhost' },
    });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json().issuer).toBe('https://northwind.localhost:8443/');
    expect(discovery.json().authorization_endpoint).toBe('https://northwind.localhost:8443/authorize');
  });
});

describe('TRUST_PROXY names the balancer', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv({ env: { TRUST_PROXY: '10.0.0.0/8' } });
  }, 60_000);
  afterAll(async () => env?.close());

  it('counts forwarded headers from the named network only; the loopback is then a client like any other', async () => {
    const headers = { host: 'localhost:8080', 'x-forwarded-host': 'northwind.localhost:8080', 'x-forwarded-proto': 'https' };
    const issuer = async (remoteAddress: string) =>
      (await env.app.inject({ method: 'GET', url: '/.well-known/openid-configuration', headers, remoteAddress })).json().issuer;
    expect(await issuer('10.1.2.3')).toBe('https://northwind.localhost:8080/');
    expect(await issuer('127.0.0.1')).toBe('http://localhost:8080/');
  });
});
