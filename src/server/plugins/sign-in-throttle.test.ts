import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, MAIN, openSignIn, PASSWORD, type TestEnv } from '../../../tests/helpers/sign-in-env';

/* Sign-in resists guessing: failures slow, then refuse, per account and per address. */

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const failures = async () =>
  (await env.db.selectFrom('audit_events').select('id').where('type', '=', 'AUTHENTICATION_FAILURE').execute()).length;

/** One sign-in form, posted as often as a script would, from `address`. */
async function form(e: TestEnv = env) {
  const { browser, action } = await openSignIn(e.app, MAIN, 'bearing');
  return (email: string, password: string, address = '127.0.0.1') =>
    e.app.inject({
      method: 'POST',
      url: action,
      remoteAddress: address,
      headers: {
        host: new URL(MAIN).host,
        cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ email, password }).toString(),
    });
}

describe('failed sign-ins to one account are slowed, then refused with 429 and Retry-After', () => {
  it('after five failures even the right password is refused for a while, with the message on the sign-in page, and no hash or audit row is spent on it', async () => {
    const post = await form();
    for (let i = 0; i < 5; i++) expect((await post('multi@example.test', 'guess-' + i)).statusCode).toBe(401);
    const before = await failures();
    const refused = await post('multi@example.test', PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(refused.body).toContain('Too many sign-in attempts');
    expect(await failures()).toBe(before);
  }, 30_000);

  it('another account from the same address still signs in', async () => {
    const post = await form();
    const ok = await post('nobody-else@example.test', 'wrong');
    expect(ok.statusCode).toBe(401);
    expect((await post('Ivy@Example.test', PASSWORD)).statusCode).toBe(303);
  }, 30_000);
});

describe('one address trying many accounts is refused, other addresses are not', () => {
  it('fifty failures from one address refuse its next attempt; a colleague elsewhere signs in', async () => {
    const post = await form();
    for (let i = 0; i < 50; i++) await post(`spray-${i}@example.test`, 'Summer2026!', '192.0.2.10');
    expect((await post('Ivy@Example.test', PASSWORD, '192.0.2.10')).statusCode).toBe(429);
    expect((await post('Ivy@Example.test', PASSWORD, '192.0.2.11')).statusCode).toBe(303);
  }, 60_000);
});

describe('the token endpoint is limited per address', () => {
  it('answers 429 slow_down with Retry-After past its limit', async () => {
    let last = 0;
    for (let i = 0; i < 305 && last !== 429; i++) {
      last = (
        await env.app.inject({
          method: 'POST',
          url: '/oauth/token',
          remoteAddress: '192.0.2.20',
          headers: { host: new URL(MAIN).host, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'grant_type=refresh_token&refresh_token=x&client_id=bearing-bearing',
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  }, 60_000);
});

describe('with REDIS_URL every node shares the count', () => {
  it('failures on one node refuse the account on another', async (ctx) => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const { Redis } = await import('ioredis');
    const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
    const up = await probe.connect().then(
      () => true,
      () => false,
    );
    probe.disconnect();
    if (!up) return ctx.skip();
    const [a, b] = [await createTestEnv({ env: { REDIS_URL: redisUrl } }), await createTestEnv({ env: { REDIS_URL: redisUrl } })];
    try {
      const email = `shared-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
      const onA = await form(a);
      for (let i = 0; i < 5; i++) expect((await onA(email, 'guess')).statusCode).toBe(401);
      const onB = await form(b);
      expect((await onB(email, 'guess')).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);
});
