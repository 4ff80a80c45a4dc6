import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPASS_POINTS_PATH } from '../../src/api/compass-points';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, IdempotencyError } from '../../src/api/idempotency';
import { METADATA_PATH } from '../../src/api/documents';
import { ENTITLED_SEARCH_PATH } from '../../src/api/search';
import { openDatabase } from '../../src/server/db/database';
import { DEMO_PASSWORD } from '../../src/server/seed/people';
import { postgresAvailable, TEST_PG_URL } from '../helpers/databases';
import { signInOverHttp } from '../load/http-sign-in';
import { startCluster, type Cluster, type ClusterNode } from './cluster';

/*
 * An idempotent write whose node dies mid-write. The real server runs as a
 * child process with a crash point (BEARING_FAULT, src/server/fault.ts) that SIGKILLs it between
 * the change and its stored reply, or just after both commit; the node is started again and the
 * phone's retry (same Idempotency-Key, retried while "in progress", as the offline queue does)
 * must end in a 2xx and exactly one change, read back from the database.
 */

const LEASE_MS = 3000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Attempt {
  status: number;
  replayed: boolean;
  body: string;
}

async function send(base: string, headers: Record<string, string>, key: string, body: object): Promise<Attempt> {
  try {
    const res = await fetch(base + COMPASS_POINTS_PATH, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: res.status, replayed: res.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true', body: await res.text() };
  } catch {
    return { status: 0, replayed: false, body: '' };
  }
}

/** Resends while the server says the first attempt is still running (the offline queue's rule); counts the retries. */
async function retryUntilDone(
  base: string,
  headers: Record<string, string>,
  key: string,
  body: object,
): Promise<{ last: Attempt; retries: number }> {
  for (let retries = 1; ; retries++) {
    const last = await send(base, headers, key, body);
    const inProgress = last.status === 409 && last.body.includes(IdempotencyError.inProgress);
    if (!inProgress || retries > 40) return { last, retries };
    await sleep(500);
  }
}

const exited = (node: ClusterNode) =>
  new Promise<NodeJS.Signals | number | null>((resolve) => {
    const child = node.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) resolve(child?.signalCode ?? child?.exitCode ?? null);
    else child.once('exit', (code, signal) => resolve(signal ?? code));
  });

const pointBody = (contentID: number, name: string) => ({
  name,
  contentID,
  selectionData: { rects: [{ pageNumber: 1, x: 0.1, y: 0.2, width: 0.3, height: 0.02 }] },
  selectionMetadata: { pageNumber: 1, selectionText: 'scope', annotationID: randomUUID() },
});

const DIALECTS = [
  { name: 'SQLite', port: 8680, url: (dir: string) => `sqlite:${path.join(dir, 'bearing.sqlite')}` },
  {
    name: 'PostgreSQL',
    port: 8690,
    url: () => process.env.CRASH_DATABASE_URL ?? TEST_PG_URL.replace(/\/[^/]*$/, '/bearing_crash_test'),
  },
] as const;

for (const dialect of DIALECTS) {
  describe(`on ${dialect.name}, a node killed in the middle of an idempotent write loses nothing and doubles nothing`, async () => {
    const available = dialect.name === 'SQLite' || (await postgresAvailable());
    let cluster: Cluster;
    let dir: string;
    let node: ClusterNode;
    let headers: Record<string, string>;
    let contentId: number;
    const databaseUrl = () => dialect.url(dir);

    /** How many compass points carry `name`, straight from the database. */
    async function pointsNamed(name: string): Promise<number> {
      if (dialect.name === 'PostgreSQL') {
        const c = new pg.Client({ connectionString: databaseUrl() });
        await c.connect();
        try {
          return (await c.query('select count(*)::int as n from compass_points where name = $1', [name])).rows[0].n as number;
        } finally {
          await c.end();
        }
      }
      const open = await openDatabase(databaseUrl());
      try {
        return (await open.db.selectFrom('compass_points').select('id').where('name', '=', name).execute()).length;
      } finally {
        await open.db.destroy();
      }
    }

    /** Starts the node with a crash point, sends one write, and waits for the node to die there. */
    async function writeThatKillsTheNode(fault: string, key: string, body: object): Promise<{ first: Attempt; signal: unknown }> {
      await node.stop();
      await node.start({ BEARING_FAULT: fault });
      const died = exited(node);
      const first = await send(cluster.url, headers, key, body);
      return { first, signal: await died };
    }

    beforeAll(async () => {
      if (!available) return;
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-crash-test-'));
      cluster = await startCluster({
        nodes: 1,
        port: dialect.port,
        balancer: false,
        databaseUrl: databaseUrl(),
        redisUrl: '',
        dir,
        fresh: true,
        seedDocuments: 30,
        skipAppBuild: true,
        env: { IDEMPOTENCY_LEASE_MS: String(LEASE_MS), DRAIN_GRACE_MS: '0' },
        say: () => {},
      });
      node = cluster.nodes[0];
      ({ headers } = await signInOverHttp(cluster.url, 'ivy@example.com', DEMO_PASSWORD));
      const found = await fetch(`${cluster.url}${ENTITLED_SEARCH_PATH}?page=0&size=1`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ keywords: '*' }),
      });
      const code = ((await found.json()) as { result: Array<{ contentCode: string }> }).result[0].contentCode;
      contentId = (
        (await (await fetch(`${cluster.url}${METADATA_PATH}?contentCode=${encodeURIComponent(code)}`, { headers })).json()) as {
          contentId: number;
        }
      ).contentId;
    }, 300_000);
    afterAll(async () => {
      await cluster?.stop();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
      if (available && dialect.name === 'PostgreSQL') {
        const target = new URL(databaseUrl());
        const admin = new pg.Client({ connectionString: Object.assign(new URL(target), { pathname: '/postgres' }).toString() });
        await admin.connect();
        await admin.query(`drop database if exists "${target.pathname.slice(1)}" with (force)`).finally(() => admin.end());
      }
    });

    describe('killed after the change, before its reply is stored: the retry makes the change once', () => {
      it.skipIf(!available)(
        'the first attempt gets no answer; after a restart the retry waits out the lease, runs, and one point exists',
        async () => {
          const name = `Crash point ${randomUUID().slice(0, 8)}`;
          const key = randomUUID();
          const body = pointBody(contentId, name);
          const { first, signal } = await writeThatKillsTheNode('crash-after-change', key, body);
          expect(first.status).toBe(0);
          expect(signal).toBe('SIGKILL');
          expect(await pointsNamed(name)).toBe(0);

          await node.start({ BEARING_FAULT: '' });
          const { last, retries } = await retryUntilDone(cluster.url, headers, key, body);
          console.log(`[crash ${dialect.name}] after-change: ${retries} attempt(s) after the restart, last ${last.status}`);
          expect(last.status).toBe(201);
          expect(last.replayed).toBe(false);
          expect(await pointsNamed(name)).toBe(1);
          // And from now on the stored reply answers.
          const again = await send(cluster.url, headers, key, body);
          expect(again).toMatchObject({ status: 201, replayed: true, body: last.body });
          expect(await pointsNamed(name)).toBe(1);
        },
        180_000,
      );
    });

    describe('killed after the change and its reply committed, before the reply left: the retry gets the stored reply', () => {
      it.skipIf(!available)(
        'the first attempt gets no answer; after a restart the retry is answered with the point made once',
        async () => {
          const name = `Crash point ${randomUUID().slice(0, 8)}`;
          const key = randomUUID();
          const body = pointBody(contentId, name);
          const { first, signal } = await writeThatKillsTheNode('crash-after-commit', key, body);
          expect(first.status).toBe(0);
          expect(signal).toBe('SIGKILL');
          expect(await pointsNamed(name)).toBe(1);

          await node.start({ BEARING_FAULT: '' });
          const { last, retries } = await retryUntilDone(cluster.url, headers, key, body);
          console.log(
            `[crash ${dialect.name}] after-commit: ${retries} attempt(s) after the restart, last ${last.status}${last.replayed ? ' (replayed)' : ''}`,
          );
          expect(last).toMatchObject({ status: 201, replayed: true });
          expect(JSON.parse(last.body)).toMatchObject({ name });
          expect(await pointsNamed(name)).toBe(1);
        },
        180_000,
      );
    });
  });
}
