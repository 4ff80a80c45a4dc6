/*
 * The failover run: two nodes on PostgreSQL behind HAProxy under the load mix; one
 * node is killed with SIGKILL mid-run and started again. Requests follow the app's own retry
 * paths: a read is retried up to 3 times (TanStack Query's default), a write is resent with the
 * same Idempotency-Key until it is acknowledged (the offline queue). Acknowledged writes are read
 * back from the database afterwards.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import { startCluster } from '../cluster/cluster';
import { random } from '../fuzz/cases';
import { nextRequest, type LoadRequest } from './mix';
import { prepareSessions } from './setup';

export interface FailoverOptions {
  seconds: number;
  rate: number;
  killAt: number;
  restartAt: number;
  databaseUrl: string;
  port: number;
  seedDocuments: number;
  /** Serve the API only (no app build): the run exercises API traffic. */
  apiOnly?: boolean;
}

export interface FailoverResult {
  signedOut: number;
  acknowledgedWrites: number;
  lost: number;
  duplicated: number;
  sent: number;
  firstTryFailed: number;
  recovered: number;
  failedFinal: number;
  /** What the requests that failed after every retry last got, by kind and status (0: no answer). */
  failedAs: Record<string, number>;
  restartedReadyMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function send(base: string, r: LoadRequest): Promise<number> {
  try {
    const res = await fetch(base + r.path, {
      method: r.method,
      headers: r.headers,
      body: r.body,
      signal: AbortSignal.timeout(15_000),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

const retriable = (status: number) => status === 0 || status >= 500 || status === 429 || status === 409;

/** Runs the failover scenario and reads the outcome back from the database. */
export async function runFailover(
  o: FailoverOptions,
  say: (line: string) => void = (l) => console.log(`[failover] ${l}`),
): Promise<FailoverResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-failover-'));
  const cluster = await startCluster({
    nodes: 2,
    port: o.port,
    databaseUrl: o.databaseUrl,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    dir,
    fresh: true,
    seedDocuments: o.seedDocuments,
    skipAppBuild: o.apiOnly,
    say,
  });
  const r: FailoverResult = {
    signedOut: 0,
    acknowledgedWrites: 0,
    lost: 0,
    duplicated: 0,
    sent: 0,
    firstTryFailed: 0,
    recovered: 0,
    failedFinal: 0,
    failedAs: {},
    restartedReadyMs: NaN,
  };
  const acknowledged: Array<{ kind: 'note' | 'point' | 'favorite'; key: string; email: string }> = [];
  const signedOut = new Set<string>();
  const record = (req: LoadRequest, email: string) => {
    if (req.kind !== 'write' || !req.body) return;
    const body = JSON.parse(req.body);
    if (body.annotationId) acknowledged.push({ kind: 'note', key: body.annotationId, email });
    else if (body.name) acknowledged.push({ kind: 'point', key: body.name, email });
    else acknowledged.push({ kind: 'favorite', key: String(body.content.contentId), email });
  };
  try {
    const { sessions, words } = await prepareSessions(cluster.url, 2);
    const rnd = random(7);
    const victim = cluster.nodes[1];
    const started = Date.now();
    const timeline = (async () => {
      await sleep(o.killAt * 1000);
      say(`t=${o.killAt}s kill -9 node ${victim.index}`);
      victim.crash();
      await sleep((o.restartAt - o.killAt) * 1000);
      say(`t=${o.restartAt}s restarting node ${victim.index}`);
      const t0 = Date.now();
      await victim.start();
      r.restartedReadyMs = Date.now() - t0;
      say(`node ${victim.index} ready again after ${(r.restartedReadyMs / 1000).toFixed(1)} s`);
    })();

    const inFlight = new Set<Promise<void>>();
    while (Date.now() - started < o.seconds * 1000) {
      const req = nextRequest(rnd, sessions, words);
      const email = sessions.find((s) => s.headers.authorization === req.headers.authorization)?.email ?? '?';
      const job = (async () => {
        r.sent++;
        let status = await send(cluster.url, req);
        if (status === 401) {
          signedOut.add(email);
          return;
        }
        if (!retriable(status)) {
          if (status < 400) record(req, email);
          return;
        }
        r.firstTryFailed++;
        const tries = req.kind === 'write' ? 20 : 3;
        for (let i = 0; i < tries && retriable(status); i++) {
          await sleep(Math.min(5000, 250 * 2 ** i));
          status = await send(cluster.url, req);
        }
        if (status === 401) {
          signedOut.add(email);
          return;
        }
        if (status >= 200 && status < 400) {
          r.recovered++;
          record(req, email);
        } else {
          r.failedFinal++;
          const as = `${req.kind} ${status}`;
          r.failedAs[as] = (r.failedAs[as] ?? 0) + 1;
        }
      })();
      inFlight.add(job);
      void job.finally(() => inFlight.delete(job));
      await sleep(1000 / o.rate);
    }
    await Promise.all(inFlight);
    await timeline;
  } finally {
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  // Every acknowledged write is in the database exactly once.
  const db = new pg.Client({ connectionString: o.databaseUrl });
  await db.connect();
  try {
    for (const a of acknowledged) {
      const [text, values] =
        a.kind === 'note'
          ? ['select count(*)::int as n from pdf_notes where annotation_id = $1', [a.key]]
          : a.kind === 'point'
            ? ['select count(*)::int as n from compass_points where name = $1', [a.key]]
            : [
                'select count(*)::int as n from favorite_documents f join users u on u.id = f.user_id where f.document_id = $1 and u.email = $2',
                [Number(a.key), a.email],
              ];
      const n = (await db.query(text as string, values as unknown[])).rows[0].n as number;
      if (n === 0) r.lost++;
      if (n > 1 && a.kind !== 'favorite') r.duplicated++;
    }
  } finally {
    await db.end();
  }
  r.signedOut = signedOut.size;
  r.acknowledgedWrites = acknowledged.length;
  return r;
}
