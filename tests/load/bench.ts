/**
 * `npm run bench:load`: the mix of tests/load/mix.ts from signed-in demo users against one node on
 * SQLite, one node on PostgreSQL, and two nodes on PostgreSQL behind HAProxy. For each: the highest
 * rate with p99 <= 200 ms and no errors, then a soak at 80% of it with each node's memory sampled.
 * Options: --configs sqlite-1,pg-1,pg-2 --step-seconds 15 --soak-seconds 600 --sessions-per-user 2
 * --workers 2 (each node's WORKERS: processes serving its port; memory is the node's processes together).
 *
 * The highest rate is found with rising concurrency (1, 2, 4 … connections, each sending its next
 * request as the last is answered): the rate a step achieves is what the node served at that
 * latency. Offering a fixed rate over many connections instead measured autocannon's bursts (every
 * connection sends its share at the start of each second), not the node: a median ten times what
 * the same requests take one at a time. The soak offers 80% of the best rate over that best
 * step's connections, so no burst is larger than a concurrency the node was shown to serve.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster, type Cluster } from '../cluster/cluster';
import type { LoadSession, Vocabulary } from './mix';
import { runMix } from './run-mix';
import { keepSessionsFresh, prepareSessions } from './setup';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const STEP_S = Number(arg('step-seconds', '15'));
const SOAK_S = Number(arg('soak-seconds', '600'));
const CONCURRENCY = [1, 2, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128];
const PER_USER = Number(arg('sessions-per-user', '2'));
const WORKERS = arg('workers', '1');
const P99_LIMIT_MS = 200;
const PG = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bearing_load';
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Step {
  connections: number;
  achieved: number;
  p50: number;
  p99: number;
  errors: number;
  ok: boolean;
}

/** The resident memory of a node: its process and, when it runs workers, theirs. */
function rssMb(pid: number | undefined): number {
  if (!pid) return NaN;
  const read = (p: string) => {
    const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  };
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return read(String(pid)) + children.reduce((sum, child) => sum + read(child), 0);
}

async function measure(name: string, cluster: Cluster): Promise<string> {
  const { sessions, words, signedIn } = await prepareSessions(cluster.url, PER_USER);
  // A soak outlives an access token: without renewal its last minutes measured 401s.
  const stopRenewing = keepSessionsFresh(cluster.url, signedIn);
  try {
    return await measureSignedIn(name, cluster, sessions, words);
  } finally {
    stopRenewing();
  }
}

async function measureSignedIn(name: string, cluster: Cluster, sessions: LoadSession[], words: Vocabulary): Promise<string> {
  console.log(
    `[load] ${name}: ${sessions.length} sessions of ${new Set(sessions.map((s) => s.email)).size} users, ${words.length} search words`,
  );
  await runMix(cluster.url, sessions, words, { seconds: 5, connections: 8, seed: 1 }); // warm caches and JIT
  const steps: Step[] = [];
  for (const [i, connections] of CONCURRENCY.entries()) {
    const r = await runMix(cluster.url, sessions, words, { seconds: STEP_S, connections, seed: 100 + i });
    const ok = r.errors === 0 && r.p99 <= P99_LIMIT_MS;
    steps.push({ connections, ...r, ok });
    console.log(
      `[load] ${name}: ${connections} connections achieved ${r.achieved.toFixed(0)}/s p50 ${r.p50} ms p99 ${r.p99} ms errors ${r.errors}${ok ? '' : '  <- over'}`,
    );
    if (!ok) break;
  }
  const best = steps.filter((s) => s.ok).sort((a, b) => b.achieved - a.achieved)[0];
  if (!best) return `| ${name} | none, even one connection at a time | | | |`;
  const bestRate = Math.round(best.achieved);
  const soakRate = Math.round(bestRate * 0.8);
  const pids = cluster.nodes.map((n) => n.process?.pid);
  const samples: number[][] = pids.map(() => []);
  const sampler = setInterval(() => pids.forEach((pid, i) => samples[i].push(rssMb(pid))), 10_000);
  pids.forEach((pid, i) => samples[i].push(rssMb(pid)));
  const soak = await runMix(cluster.url, sessions, words, {
    rate: soakRate,
    seconds: SOAK_S,
    connections: best.connections,
    seed: 999,
  });
  clearInterval(sampler);
  pids.forEach((pid, i) => samples[i].push(rssMb(pid)));
  const memory = samples
    .map((s, i) => `node ${i + 1}: ${s[0].toFixed(0)} → ${Math.max(...s).toFixed(0)} max → ${s[s.length - 1].toFixed(0)} MB`)
    .join('; ');
  return `| ${name} | ${bestRate}/s at ${best.connections} connections (p50 ${best.p50} ms, p99 ${best.p99} ms) | ${soakRate}/s for ${SOAK_S} s | achieved ${soak.achieved.toFixed(0)}/s, p99 ${soak.p99} ms, ${soak.errors} errors (4xx ${soak.byStatus['4xx']}, 5xx ${soak.byStatus['5xx']}) | ${memory} |`;
}

async function main(): Promise<void> {
  const configs = arg('configs', 'sqlite-1,pg-1,pg-2').split(',');
  const rows: string[] = [];
  for (const config of configs) {
    const name = WORKERS === '1' ? config : `${config}, ${WORKERS} workers`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bearing-load-${config}-`));
    const cluster = await startCluster({
      nodes: config === 'pg-2' ? 2 : 1,
      port: 8280,
      balancer: config === 'pg-2',
      databaseUrl: config === 'sqlite-1' ? `sqlite:${path.join(dir, 'bearing.sqlite')}` : PG,
      redisUrl: REDIS,
      dir,
      fresh: true,
      seedDocuments: Number(process.env.SEED_DOCUMENTS ?? 500),
      skipAppBuild: true,
      env: { WORKERS },
      say: (l) => console.log(`[load] ${name}: ${l}`),
    });
    try {
      rows.push(await measure(name, cluster));
    } finally {
      await cluster.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nLoad mix: search 50%, type-ahead 15%, metadata 15%, PDF 64 KB ranges 10%, writes 10% (favorites, notes, compass points with Idempotency-Key)`,
  );
  console.log(
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model}), load generator (autocannon) on the same cores; loopback; ${process.env.SEED_DOCUMENTS ?? 500} documents; steps of ${STEP_S} s at ${CONCURRENCY.join(', ')} connections`,
  );
  console.log(
    '| configuration | highest rate with p99 <= 200 ms and no errors | soak | soak result | node memory (RSS start → max → end) |',
  );
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(r);
}

void main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
