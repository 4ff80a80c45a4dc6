/**
 * `npm run test:failover`: two nodes on PostgreSQL behind HAProxy under the load mix; one node is
 * killed with SIGKILL mid-run and started again. Requests follow the app's own retry paths: a read
 * is retried up to 3 times (TanStack Query's default), a write is resent with the same
 * Idempotency-Key until it is acknowledged (the offline queue). Reports users signed out,
 * acknowledged writes lost or duplicated (read back from the database), requests that failed and
 * whether a retry recovered them, and how long the restarted node took to serve again.
 * Options: --seconds 60 --rate 60 --kill-at 20 --restart-at 30. Exits 1 when a target is missed.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import { startCluster } from '../cluster/cluster';
import { random } from '../fuzz/cases';
import { nextRequest, type LoadRequest } from './mix';
import { prepareSessions } from './setup';

function arg(name: string, fallback: string): number {
  const i = process.argv.indexOf(`--${name}`);
  return Number(i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback);
}

const SECONDS = arg('seconds', '60');
const RATE = arg('rate', '60');
const KILL_AT = arg('kill-at', '20');
const RESTART_AT = arg('restart-at', '30');
const DB = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bearing_failover';

interface Tally { sent: number; firstTryFailed: number; recovered: number; failedFinal: number; unauthorized: number }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function send(base: string, r: LoadRequest): Promise<number> {
  try {
    const res = await fetch(base + r.path, { method: r.method, headers: r.headers, body: r.body, signal: AbortSignal.timeout(15_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

const retriable = (status: number) => status === 0 || status >= 500 || status === 429 || status === 409;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-failover-'));
  const cluster = await startCluster({ nodes: 2, port: 8380, databaseUrl: DB, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', dir, fresh: true, seedDocuments: 120 });
  const tally: Tally = { sent: 0, firstTryFailed: 0, recovered: 0, failedFinal: 0, unauthorized: 0 };
  const acknowledged: Array<{ kind: 'note' | 'point' | 'favorite'; key: string; email: string }> = [];
  const signedOut = new Set<string>();
  let restartedServingMs = NaN;
  try {
    const { sessions, words } = await prepareSessions(cluster.url, 2);
    const rnd = random(7);
    const victim = cluster.nodes[1];
    const started = Date.now();
    const timeline = (async () => {
      await sleep(KILL_AT * 1000);
      console.log(`[failover] t=${KILL_AT}s kill -9 node ${victim.index}`);
      victim.crash();
      await sleep((RESTART_AT - KILL_AT) * 1000);
      console.log(`[failover] t=${RESTART_AT}s restarting node ${victim.index}`);
      const t0 = Date.now();
      await victim.start();
      restartedServingMs = Date.now() - t0;
      console.log(`[failover] node ${victim.index} ready again after ${(restartedServingMs / 1000).toFixed(1)} s`);
    })();

    const inFlight = new Set<Promise<void>>();
    while (Date.now() - started < SECONDS * 1000) {
      const r = nextRequest(rnd, sessions, words);
      const email = sessions.find((s) => s.headers === r.headers || s.headers.authorization === r.headers.authorization)?.email ?? '?';
      const job = (async () => {
        tally.sent++;
        let status = await send(cluster.url, r);
        if (status === 401) { tally.unauthorized++; signedOut.add(email); return; }
        if (!retriable(status)) { if (status < 400) record(r, email); return; }
        tally.firstTryFailed++;
        const tries = r.kind === 'write' ? 20 : 3;
        for (let i = 0; i < tries && retriable(status); i++) {
          await sleep(Math.min(5000, 250 * 2 ** i));
          status = await send(cluster.url, r);
        }
        if (status === 401) { tally.unauthorized++; signedOut.add(email); return; }
        if (status >= 200 && status < 400) { tally.recovered++; record(r, email); } else tally.failedFinal++;
      })();
      inFlight.add(job);
      void job.finally(() => inFlight.delete(job));
      await sleep(1000 / RATE);
    }
    await Promise.all(inFlight);
    await timeline;

    function record(r: LoadRequest, email: string): void {
      if (r.kind !== 'write' || !r.body) return;
      const body = JSON.parse(r.body);
      if (body.annotationId) acknowledged.push({ kind: 'note', key: body.annotationId, email });
      else if (body.name) acknowledged.push({ kind: 'point', key: body.name, email });
      else acknowledged.push({ kind: 'favorite', key: String(body.content.contentId), email });
    }
  } finally {
    await cluster.stop();
  }

  // Every acknowledged write is in the database exactly once.
  const db = new pg.Client({ connectionString: DB });
  await db.connect();
  let lost = 0;
  let duplicated = 0;
  for (const a of acknowledged) {
    const q = a.kind === 'note' ? ['select count(*)::int as n from pdf_notes where annotation_id = $1', [a.key]]
      : a.kind === 'point' ? ['select count(*)::int as n from compass_points where name = $1', [a.key]]
      : ['select count(*)::int as n from favorite_documents f join users u on u.id = f.user_id where f.document_id = $1 and u.email = $2', [Number(a.key), a.email]];
    const n = (await db.query(q[0] as string, q[1] as unknown[])).rows[0].n as number;
    if (n === 0) lost++;
    if (n > 1 && a.kind !== 'favorite') duplicated++;
  }
  await db.end();
  fs.rmSync(dir, { recursive: true, force: true });

  console.log(`\nFailover: 2 nodes on PostgreSQL behind HAProxy, ${RATE} req/s of the load mix for ${SECONDS} s, node 2 killed (SIGKILL) at ${KILL_AT} s and restarted at ${RESTART_AT} s`);
  console.log('| users signed out | acknowledged writes | lost | duplicated | requests | failed first try | recovered by retry | failed after retries | restarted node ready after |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(`| ${signedOut.size} | ${acknowledged.length} | ${lost} | ${duplicated} | ${tally.sent} | ${tally.firstTryFailed} | ${tally.recovered} | ${tally.failedFinal} | ${(restartedServingMs / 1000).toFixed(1)} s |`);
  process.exit(signedOut.size === 0 && lost === 0 && duplicated === 0 && tally.failedFinal === 0 ? 0 : 1);
}

void main().catch((err) => { console.error(err); process.exit(1); });
