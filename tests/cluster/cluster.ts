import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/*
 * A real cluster on this machine: N Bearing nodes on one PostgreSQL and one Redis, behind HAProxy
 * (from Debian's packages) configured by tests/cluster/haproxy.cfg. Used by `npm run cluster`, the
 * load bench and the failover test, so all three run what an operator would deploy.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const HAPROXY_CFG = path.join(ROOT, 'tests', 'cluster', 'haproxy.cfg');

export interface ClusterOptions {
  nodes: number;
  /** The balancer's port; nodes listen on port+1 … port+N. */
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** Where node data, shared files, logs and the generated HAProxy file live. */
  dir: string;
  /** Drop and recreate the database first. */
  fresh?: boolean;
  seedDocuments?: number;
  /** Do not build the web app (API traffic only: tests and load runs). */
  skipAppBuild?: boolean;
  /** Put HAProxy in front (default); without it the one node is the target. */
  balancer?: boolean;
  /** More environment for every node (e.g. IDEMPOTENCY_LEASE_MS); start(env) adds to it per start. */
  env?: NodeJS.ProcessEnv;
  say?: (line: string) => void;
}

export interface ClusterNode {
  index: number;
  port: number;
  process: ChildProcess | null;
  /** kill -9: what a crash does. */
  crash(): void;
  /** Starts the node and waits until it is ready; `env` and node's own flags (`--cpu-prof`) are for this start only. */
  start(env?: NodeJS.ProcessEnv, nodeFlags?: string[]): Promise<void>;
  /** SIGTERM, then wait for the process to exit. */
  stop(): Promise<void>;
}

export interface Cluster {
  url: string;
  nodes: ClusterNode[];
  stop(): Promise<void>;
}

function ensureHaproxy(say: (l: string) => void): string {
  const found = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p));
  if (found) return found;
  say('installing HAProxy from Debian packages…');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args: string[]) => spawnSync(asRoot[0] ?? args[0], asRoot.length ? args : args.slice(1), { stdio: 'inherit' });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'haproxy']);
  const installed = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p));
  if (!installed) throw new Error('HAProxy is not installed and could not be installed (apt-get install haproxy)');
  return installed;
}

async function ensureDatabase(url: string, fresh: boolean): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if (fresh) await client.query(`drop database if exists "${name}" with (force)`);
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** Waits until `url` answers 200 (readiness), or fails after `ms`. */
export async function waitReady(url: string, ms = 300_000, isAlive: () => boolean = () => true): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (!isAlive()) throw new Error(`the process behind ${url} exited`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} was not ready within ${ms / 1000} s`);
}

/** The HAProxy file for N nodes: the checked-in one, with one server line per node. */
export function haproxyConfigFor(nodes: number): string {
  const base = fs.readFileSync(HAPROXY_CFG, 'utf8');
  const lines = Array.from({ length: nodes }, (_, i) => `    server node${i + 1} "\${BEARING_NODE${i + 1}}"`);
  return base.replace(/ {4}# nodes\n(?: {4}server .*\n?)+/, `    # nodes\n${lines.join('\n')}\n`);
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const say = opts.say ?? ((l: string) => console.log(`[cluster] ${l}`));
  const withBalancer = opts.balancer ?? true;
  const haproxy = withBalancer ? ensureHaproxy(say) : '';
  if (opts.databaseUrl.startsWith('postgres')) await ensureDatabase(opts.databaseUrl, Boolean(opts.fresh));
  fs.mkdirSync(opts.dir, { recursive: true });
  const filesDir = path.join(opts.dir, 'files');

  const nodes: ClusterNode[] = Array.from({ length: opts.nodes }, (_, i) => {
    const port = opts.port + 1 + i;
    const node: ClusterNode = {
      index: i + 1,
      port,
      process: null,
      crash() {
        node.process?.kill('SIGKILL');
      },
      async start(env = {}, nodeFlags = []) {
        const dataDir = path.join(opts.dir, `node${i + 1}`);
        fs.mkdirSync(dataDir, { recursive: true });
        const log = fs.openSync(path.join(opts.dir, `node${i + 1}.log`), 'a');
        const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'src/server/server.ts'], {
          cwd: ROOT,
          stdio: ['ignore', log, log],
          env: {
            ...process.env,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATABASE_URL: opts.databaseUrl,
            ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl } : {}),
            DATA_DIR: dataDir,
            FILES_DIR: filesDir,
            // Node 1 builds the app once; the others serve the same build.
            SKIP_PWA_BUILD: i === 0 && !opts.skipAppBuild ? (process.env.SKIP_PWA_BUILD ?? '0') : '1',
            SEED_DOCUMENTS: String(opts.seedDocuments ?? 500),
            // API-only runs (tests, load) need neither the heavy handbooks nor previews made ahead:
            // both would take cores and memory from the traffic being measured.
            ...(opts.skipAppBuild ? { SEED_HEAVY: 'none', PREVIEW_WARM: '0' } : {}),
            TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
            LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
            ...opts.env,
            ...env,
          },
        });
        node.process = child;
        let alive = true;
        child.on('exit', () => {
          alive = false;
          if (node.process === child) node.process = null;
        });
        try {
          await waitReady(`http://127.0.0.1:${port}/api/health/ready`, 600_000, () => alive);
        } catch (err) {
          // The node's own last words say why it did not come up.
          const tail = fs
            .readFileSync(path.join(opts.dir, `node${i + 1}.log`), 'utf8')
            .split('\n')
            .slice(-15)
            .join('\n');
          throw new Error(`${(err as Error).message}; the end of its log:\n${tail}`);
        }
      },
      async stop() {
        const child = node.process;
        if (!child) return;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      },
    };
    return node;
  });

  // The first node migrates and seeds (and builds the app); the others start on what it made.
  for (const node of nodes) {
    say(`starting node ${node.index} on port ${node.port}…`);
    await node.start();
  }

  if (!withBalancer) {
    return {
      url: `http://localhost:${nodes[0].port}`,
      nodes,
      async stop() {
        await Promise.all(nodes.map((n) => n.stop()));
      },
    };
  }
  const cfg = path.join(opts.dir, 'haproxy.cfg');
  fs.writeFileSync(cfg, haproxyConfigFor(opts.nodes));
  const env: NodeJS.ProcessEnv = { ...process.env, BEARING_BIND: `:${opts.port}` };
  nodes.forEach((n) => {
    env[`BEARING_NODE${n.index}`] = `127.0.0.1:${n.port}`;
  });
  const check = spawnSync(haproxy, ['-c', '-q', '-f', cfg], { env, encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refused its configuration: ${check.stderr || check.stdout}`);
  // The balancer's warnings (a node down, a node back) go to its log, beside the nodes' logs.
  const balancerLog = fs.openSync(path.join(opts.dir, 'haproxy.log'), 'a');
  const balancer = spawn(haproxy, ['-db', '-f', cfg], { env, stdio: ['ignore', balancerLog, balancerLog] });
  const url = `http://localhost:${opts.port}`;
  await waitReady(`${url}/api/health/ready`, 30_000, () => balancer.exitCode === null);

  return {
    url,
    nodes,
    async stop() {
      balancer.kill('SIGTERM');
      await Promise.all(nodes.map((n) => n.stop()));
    },
  };
}
