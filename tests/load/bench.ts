/**
 * `npm run bench:load`: the mix of tests/load/mix.ts from signed-in demo users against one node on
 * SQLite, one node on PostgreSQL, and two nodes on PostgreSQL behind HAProxy. For each: the highest
 * rate with p99 <= 200 ms and no errors (rising steps), then a soak at 80% of it with each node's
 * memory sampled. Options: --configs sqlite-1,pg-1,pg-2 --step-seconds 15 --soak-seconds 600
 * --start-rate 100 --connections 64 --sessions-per-user 2.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster, type Cluster } from '../cluster/cluster';
import { runMix } from './run-mix';
import { prepareSessions } from './setup';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const STEP_S = Number(arg('step-seconds', '15'));
const SOAK_S = Number(arg('soak-seconds', '600'));
const START_RATE = Number(arg('start-rate', '100'));
const CONNECTIONS = Number(arg('connections', '64'));
const PER_USER = Number(arg('sessions-per-user', '2'));
const P99_LIMIT_MS = 200;
const PG = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bearing_load';
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Step {
  rate: number;
  achieved: number;
  p50: number;
  p99: number;
  errors: number;
  ok: boolean;
}

function rssMb(pid: number | undefined): number {
  if (!pid) return NaN;
  const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

async function measure(name: string, cluster: Cluster): Promise<string> {
  const { sessions, words } = await prepareSessions(cluster.url, PER_USER);
  console.log(
    `[load] ${name}: ${sessions.length} sessions of ${new Set(sessions.map((s) => s.email)).size} users, ${words.length} search words`,
  );
  await runMix(cluster.url, sessions, words, { rate: START_RATE, seconds: 5, connections: CONNECTIONS, seed: 1 }); // warm caches and JIT
  const steps: Step[] = [];
  let rate = START_RATE;
  for (let i = 0; i < 30; i++) {
    const r = await runMix(cluster.url, sessions, words, { rate, seconds: STEP_S, connections: CONNECTIONS, seed: 100 + i });
    const ok = r.errors === 0 && r.p99 <= P99_LIMIT_MS && r.achieved >= rate * 0.95;
    steps.push({ rate, ...r, ok });
    console.log(
      `[load] ${name}: offered ${rate}/s achieved ${r.achieved.toFixed(0)}/s p50 ${r.p50} ms p99 ${r.p99} ms errors ${r.errors}${ok ? '' : '  <- over'}`,
    );
    if (!ok) break;
    rate = Math.round(rate * 1.25);
  }
  const best = [...steps].reverse().find((s) => s.ok);
  if (!best) return `| ${name} | none at ${START_RATE}/s | | | | |`;
  const soakRate = Math.round(best.rate * 0.8);
  const pids = cluster.nodes.map((n) => n.process?.pid);
  const samples: number[][] = pids.map(() => []);
  const sampler = setInterval(() => pids.forEach((pid, i) => samples[i].push(rssMb(pid))), 10_000);
  pids.forEach((pid, i) => samples[i].push(rssMb(pid)));
  const soak = await runMix(cluster.url, sessions, words, {
    rate: soakRate,
    seconds: SOAK_S,
    connections: CONNECTIONS,
    seed: 999,
  });
  clearInterval(sampler);
  pids.forEach((pid, i) => samples[i].push(rssMb(pid)));
  const memory = samples
    .map((s, i) => `node ${i + 1}: ${s[0].toFixed(0)} → ${Math.max(...s).toFixed(0)} max → ${s[s.length - 1].toFixed(0)} MB`)
    .join('; ');
  return `| ${name} | ${best.rate}/s (p50 ${best.p50} ms, p99 ${best.p99} ms) | ${soakRate}/s for ${SOAK_S} s | p99 ${soak.p99} ms, ${soak.errors} errors | ${memory} |`;
}

async function main(): Promise<void> {
  const configs = arg('configs', 'sqlite-1,pg-1,pg-2').split(',');
  const rows: string[] = [];
  for (const name of configs) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bearing-load-${name}-`));
    const cluster = await startCluster({
      nodes: name === 'pg-2' ? 2 : 1,
      port: 8280,
      balancer: name === 'pg-2',
      databaseUrl: name === 'sqlite-1' ? `sqlite:${path.join(dir, 'bearing.sqlite')}` : PG,
      redisUrl: REDIS,
      dir,
      fresh: true,
      seedDocuments: Number(process.env.SEED_DOCUMENTS ?? 500),
      skipAppBuild: true,
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
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model}), load generator (autocannon, ${CONNECTIONS} connections) on the same cores; loopback; ${process.env.SEED_DOCUMENTS ?? 500} documents; steps of ${STEP_S} s rising 25%`,
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
