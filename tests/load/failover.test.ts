import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { postgresAvailable } from '../helpers/databases';
import { runFailover } from './failover';

/* A node dying under load signs nobody out and loses or duplicates no acknowledged write (short run; npm run test:failover is the long one). */

const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].some((p) => fs.existsSync(p));

describe('a node killed under load costs no session and no acknowledged write', () => {
  it('two nodes behind HAProxy, node 2 killed with SIGKILL and restarted: 0 signed out, 0 lost, 0 duplicated, every failed request recovered by the retry path', async (ctx) => {
    if (!(await postgresAvailable()) || !haproxy) return ctx.skip();
    const r = await runFailover(
      {
        seconds: 24,
        rate: 30,
        killAt: 8,
        restartAt: 14,
        port: 8480,
        seedDocuments: 60,
        apiOnly: true,
        databaseUrl: process.env.FAILOVER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bearing_failover_test',
      },
      () => {},
    );
    expect(r.acknowledgedWrites).toBeGreaterThan(20);
    expect(
      { signedOut: r.signedOut, lost: r.lost, duplicated: r.duplicated, failedFinal: r.failedFinal },
      `failed after retries: ${JSON.stringify(r.failedAs)}`,
    ).toEqual({
      signedOut: 0,
      lost: 0,
      duplicated: 0,
      failedFinal: 0,
    });
    expect(Number.isFinite(r.restartedReadyMs)).toBe(true);
    // About a minute alone; beside the journeys on two cores, node starts and sign-ins take several.
  }, 600_000);
});
