import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_LIVE_PATH, HEALTH_READY_PATH } from '../../../api/health';
import { ErrorCode } from '../../../api/errors';
import { createTestEnv, MAIN, type TestEnv } from '../../../../tests/helpers/sign-in-env';

/* Readiness, liveness and overload: a balancer can tell a busy or leaving node from a dead one. */

const host = new URL(MAIN).host;
let env: TestEnv;

beforeAll(async () => {
  // A low lag limit so a short busy loop puts the node under pressure.
  env = await createTestEnv({ env: { MAX_EVENT_LOOP_DELAY_MS: '50' } });
});
afterAll(() => env.close());

const get = (url: string) => env.app.inject({ url, headers: { host } });

/** Keeps the event loop lagging for `ms`, as a stream of CPU-heavy requests would. */
async function busy(ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const slice = Date.now() + 200;
    while (Date.now() < slice) {
      /* spin */
    }
    await new Promise((r) => setImmediate(r));
  }
}

async function until(check: () => Promise<boolean>, tries = 60): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe('a healthy node is live and ready', () => {
  it('answers 200 to liveness and readiness', async () => {
    expect((await get(HEALTH_LIVE_PATH)).statusCode).toBe(200);
    const ready = await get(HEALTH_READY_PATH);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'UP', database: 'sqlite' });
  });
});

describe('a draining node is not ready but still live', () => {
  it('answers 503 DRAINING to readiness while it drains, and 200 to liveness', async () => {
    env.app.draining = true;
    try {
      const ready = await get(HEALTH_READY_PATH);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'DRAINING' });
      expect((await get(HEALTH_LIVE_PATH)).statusCode).toBe(200);
    } finally {
      env.app.draining = false;
    }
  });
});

describe('overload degrades, it does not collapse', () => {
  it('answers 503 with Retry-After in the one error shape while the event loop lags, stays live, and recovers by itself', async () => {
    let refused: Awaited<ReturnType<typeof get>> | null = null;
    // The lag is sampled periodically: block until a sample sees it.
    await until(async () => {
      // (each try spans more than one of the plugin's one-second samples)
      await busy(1500);
      const res = await get('/api/tenant/access-messages');
      if (res.statusCode === 503) refused = res;
      return refused !== null;
    }, 10);
    expect(refused).not.toBeNull();
    expect(refused!.headers['retry-after']).toBe('5');
    expect(refused!.json()).toMatchObject({ status: 503, message: ErrorCode.overloaded });
    expect((await get(HEALTH_LIVE_PATH)).statusCode).toBe(200);
    // With the load gone the node serves again, without a restart.
    expect(await until(async () => (await get(HEALTH_READY_PATH)).statusCode === 200)).toBe(true);
    expect(await until(async () => (await get('/api/tenant/access-messages')).statusCode !== 503)).toBe(true);
  });
});
