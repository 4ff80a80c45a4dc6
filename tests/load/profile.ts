/**
 * `npm run profile:load`: where one node spends its CPU under the load mix. Starts one
 * node (SQLite by default, `--database pg` for PostgreSQL) with V8's sampling profiler on, runs the
 * mix of tests/load/mix.ts from signed-in demo users at a fixed concurrency, stops the node so it
 * writes its profile, and prints the self time by package and by function.
 * Options: --seconds 30 --connections 8 --database sqlite|pg --top 40.
 *
 * The load generator runs on the same cores, so the node's share of the machine is what the rate
 * buys; the profile says what inside the node that share goes to.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from '../cluster/cluster';
import { runMix } from './run-mix';
import { keepSessionsFresh, prepareSessions } from './setup';
import { summariseProfile, type CpuProfile } from './profile-summary';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const SECONDS = Number(arg('seconds', '30'));
const CONNECTIONS = Number(arg('connections', '8'));
const DATABASE = arg('database', 'sqlite');
const TOP = Number(arg('top', '40'));
const PG = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bearing_load';

/** User plus system CPU seconds the process has used (/proc/<pid>/stat, clock ticks of 1/100 s). */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return NaN;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-profile-'));
  const profileDir = path.join(dir, 'profile');
  const cluster = await startCluster({
    nodes: 1,
    port: 8380,
    balancer: false,
    databaseUrl: DATABASE === 'pg' ? PG : `sqlite:${path.join(dir, 'bearing.sqlite')}`,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    dir,
    fresh: true,
    seedDocuments: Number(process.env.SEED_DOCUMENTS ?? 500),
    skipAppBuild: true,
    say: (l) => console.log(`[profile] ${l}`),
  });
  let run: Awaited<ReturnType<typeof runMix>>;
  let cpuPerRequestUs = NaN;
  try {
    const { sessions, words, signedIn } = await prepareSessions(cluster.url, 2);
    const stopRenewing = keepSessionsFresh(cluster.url, signedIn);
    try {
      await runMix(cluster.url, sessions, words, { seconds: 5, connections: CONNECTIONS, seed: 1 }); // JIT and caches
      // Restart with the profiler so the profile holds the steady state, not seeding and start-up.
      await cluster.nodes[0].stop();
      await cluster.nodes[0].start({}, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
      await runMix(cluster.url, sessions, words, { seconds: 5, connections: CONNECTIONS, seed: 2 });
      const before = cpuSeconds(cluster.nodes[0].process?.pid);
      run = await runMix(cluster.url, sessions, words, { seconds: SECONDS, connections: CONNECTIONS, seed: 3 });
      cpuPerRequestUs = ((cpuSeconds(cluster.nodes[0].process?.pid) - before) / (run.achieved * SECONDS)) * 1e6;
    } finally {
      stopRenewing();
    }
  } finally {
    await cluster.stop();
  }
  const files = fs.existsSync(profileDir) ? fs.readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile')) : [];
  if (!files.length) throw new Error(`the node wrote no profile in ${profileDir}`);
  // The node's own process wrote the largest one (tsx may start helpers that write small ones).
  const largest = files.map((f) => path.join(profileDir, f)).sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
  const profile = JSON.parse(fs.readFileSync(largest, 'utf8')) as CpuProfile;
  console.log(
    `\n${DATABASE}, 1 node, ${CONNECTIONS} connections for ${SECONDS} s: ${run.achieved.toFixed(0)}/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.errors} errors`,
  );
  // The rate moves with whatever else the machine runs; the node's CPU time per request moves less.
  console.log(`node CPU per request: ${cpuPerRequestUs.toFixed(0)} µs (user + system)`);
  console.log(`profile: ${largest}\n`);
  console.log(summariseProfile(profile, TOP));
}

void main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
