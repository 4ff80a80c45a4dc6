import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LOGOUT_PATH, ACCOUNT_PATH } from '../../src/api/account';
import { loggerPath, MANAGEMENT_PATHS } from '../../src/api/admin';
import { METADATA_PATH } from '../../src/api/documents';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/api/idempotency';
import { ENTITLED_SEARCH_PATH } from '../../src/api/search';
import { FAVORITES_PATH } from '../../src/api/user-documents';
import { DEMO_PASSWORD } from '../../src/server/seed/people';
import { signInOverHttp } from '../load/http-sign-in';
import { startCluster, type Cluster } from './cluster';

/*
 * One node of two worker processes on the embedded SQLite database, without Redis (WORKERS=2):
 * what one worker learns or counts, the other must too, since the node's connections go to
 * either. Requests are sent over connections of our own: one kept open reaches one worker
 * throughout, and a new one reaches the next worker in turn.
 */

const PORT = 8780;
const ORIGIN = `http://localhost:${PORT + 1}`;

interface Reply {
  status: number;
  body: string;
}

/** One request over `agent` (false: a connection of its own). */
function send(
  agent: http.Agent | false,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${ORIGIN}${url}`, { method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    // A connection handed to a worker as it died is never answered: the app's retry covers it.
    req.setTimeout(5000, () => req.destroy(new Error(`no answer to ${method} ${url}`)));
    req.end(body);
  });
}

const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });
const pinned = () => new http.Agent({ keepAlive: true, maxSockets: 1 });

let cluster: Cluster;
let dir: string;
let ops: Record<string, string>;

/** The pid of the worker behind a connection, from the operator's metrics. */
async function pidBehind(agent: http.Agent | false): Promise<number> {
  const r = await send(agent, 'GET', MANAGEMENT_PATHS.metrics, ops);
  expect(r.status).toBe(200);
  return (JSON.parse(r.body) as { process: { pid: number } }).process.pid;
}

/** Two kept-open connections that reach different workers. */
async function twoWorkers(): Promise<[http.Agent, http.Agent]> {
  const a = pinned();
  const pidA = await pidBehind(a);
  for (let i = 0; i < 10; i++) {
    const b = pinned();
    if ((await pidBehind(b)) !== pidA) return [a, b];
    b.destroy();
  }
  throw new Error('every connection reached the same worker');
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-workers-'));
  cluster = await startCluster({
    nodes: 1,
    port: PORT,
    balancer: false,
    databaseUrl: `sqlite:${path.join(dir, 'bearing.sqlite')}`,
    redisUrl: '',
    dir,
    fresh: true,
    seedDocuments: 30,
    skipAppBuild: true,
    env: { WORKERS: '2', REDIS_URL: '', DRAIN_GRACE_MS: '0' },
    say: () => {},
  });
  ops = (await signInOverHttp(ORIGIN, 'ops@example.com', DEMO_PASSWORD)).headers;
  // The node is ready once its first worker serves; the second starts after it.
  const deadline = Date.now() + 120_000;
  const pids = new Set<number>();
  while (pids.size < 2 && Date.now() < deadline) pids.add(await pidBehind(false));
}, 240_000);

afterAll(async () => {
  const workers = fs
    .readFileSync(`/proc/${cluster.nodes[0].process!.pid}/task/${cluster.nodes[0].process!.pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number);
  await cluster?.stop();
  // SIGTERM to the node's first process drains and ends every worker before it exits.
  expect(workers.filter((pid) => fs.existsSync(`/proc/${pid}`))).toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a node of several workers serves on one port, each connection by the next worker', () => {
  it('new connections reach both workers', async () => {
    const pids = new Set<number>();
    for (let i = 0; i < 6; i++) pids.add(await pidBehind(false));
    expect(pids.size).toBe(2);
    expect(pids.has(cluster.nodes[0].process!.pid!)).toBe(false);
  });
});

describe("what one worker changes, the node's other worker knows at once", () => {
  it('a logger level set through one worker is the level on the other', async () => {
    const [a, b] = await twoWorkers();
    const set = await send(
      a,
      'POST',
      loggerPath('bearing.api.documents'),
      json(ops),
      JSON.stringify({ configuredLevel: 'DEBUG' }),
    );
    expect(set.status).toBe(204);
    // As with a sign-out, the level reaches the other worker through the node's first process: on
    // a loaded machine the next read can come first, so it must hold there within a second.
    const level = async () =>
      (
        JSON.parse((await send(b, 'GET', MANAGEMENT_PATHS.loggers, ops)).body) as {
          loggers: Record<string, { configuredLevel: string | null }>;
        }
      ).loggers['bearing.api.documents'].configuredLevel;
    const deadline = Date.now() + 1000;
    let seen = await level();
    while (seen !== 'DEBUG' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      seen = await level();
    }
    expect(seen).toBe('DEBUG');
    a.destroy();
    b.destroy();
  });

  it('a session signed out through one worker is refused by the other on its next call', async () => {
    const ivy = (await signInOverHttp(ORIGIN, 'ivy@example.com', DEMO_PASSWORD)).headers;
    const [a, b] = await twoWorkers();
    // The other worker has just answered for this token, so it would keep that answer for a while.
    expect((await send(b, 'GET', ACCOUNT_PATH, ivy)).status).toBe(200);
    expect((await send(a, 'POST', ACCOUNT_LOGOUT_PATH, json(ivy), '{}')).status).toBe(200);
    // The word reaches the other worker through the node's first process, a hop of its own: on a
    // loaded machine the next call can come first. It must be refused within a second, which is
    // far below the liveness answer's own lifetime, and never answered after that.
    const deadline = Date.now() + 1000;
    let status = (await send(b, 'GET', ACCOUNT_PATH, ivy)).status;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await send(b, 'GET', ACCOUNT_PATH, ivy)).status;
    }
    expect(status).toBe(401);
    expect((await send(b, 'GET', ACCOUNT_PATH, ivy)).status).toBe(401);
    a.destroy();
    b.destroy();
  });
});

describe("the node's workers count rate limits together", () => {
  it('five failed sign-ins to one account, spread over both workers, refuse the sixth', async () => {
    // Owen's account: the other tests sign Ivy in.
    const statuses: number[] = [];
    // The sixth is the right password: refused all the same while the account is locked.
    for (let i = 0; i < 6; i++) statuses.push(await signInStatus(i === 5 ? DEMO_PASSWORD : `guess-${i}`));
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  }, 60_000);
});

describe('a worker that dies is started again; SIGTERM stops the node and all its workers', () => {
  it('kill -9 of a worker: the node answers on, and soon from two workers again, one of them new', async () => {
    const before = new Set<number>();
    while (before.size < 2) before.add(await pidBehind(false));
    const [victim] = before;
    process.kill(victim, 'SIGKILL');
    const after = new Set<number>();
    const deadline = Date.now() + 60_000;
    while (after.size < 2 && Date.now() < deadline) {
      const pid = await pidBehind(false).catch(() => victim);
      if (pid !== victim) after.add(pid);
    }
    expect(after.size).toBe(2);
    expect([...after].filter((pid) => !before.has(pid))).toHaveLength(1);
  }, 90_000);
});

describe('writes from both workers to the one SQLite file all succeed', () => {
  it('forty favorites sent at once over new connections are all stored', async () => {
    const ivy = (await signInOverHttp(ORIGIN, 'ivy@example.com', DEMO_PASSWORD)).headers;
    const found = JSON.parse(
      (await send(false, 'POST', `${ENTITLED_SEARCH_PATH}?page=0&size=40`, json(ivy), JSON.stringify({ keywords: '*' }))).body,
    ) as { result: Array<{ contentCode: string }> };
    const ids = await Promise.all(
      found.result.slice(0, 10).map(async ({ contentCode }) => {
        const meta = await send(false, 'GET', `${METADATA_PATH}?contentCode=${encodeURIComponent(contentCode)}`, ivy);
        return (JSON.parse(meta.body) as { contentId: number }).contentId;
      }),
    );
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send(
          false,
          'POST',
          FAVORITES_PATH,
          { ...json(ivy), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
          JSON.stringify({ content: { contentId: ids[i % ids.length] } }),
        ),
      ),
    );
    expect(replies.map((r) => r.status).filter((s) => s >= 300)).toEqual([]);
  }, 60_000);
});

/** One sign-in of Owen's with the provider's form, each request on a connection of its own; the form's answer status. */
async function signInStatus(password: string): Promise<number> {
  // The form and its interaction cookie come from one worker, the answer from whichever is next.
  const q = new URLSearchParams({
    client_id: 'bearing-bearing',
    redirect_uri: `${ORIGIN}/implicit/callback`,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid profile email offline_access',
    audience: `${ORIGIN}/api`,
    state: 's',
    nonce: 'n',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });
  const cookies = new Map<string, string>();
  const take = (res: http.IncomingMessage) => {
    for (const line of res.headers['set-cookie'] ?? []) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  };
  const raw = (method: string, url: string, body?: string) =>
    new Promise<{ status: number; location: string; text: string }>((resolve, reject) => {
      const headers: Record<string, string> = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
      if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
      const req = http.request(new URL(url, ORIGIN), { method, agent: false, headers }, (res) => {
        take(res);
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? '', text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  let page = await raw('GET', `/authorize?${q}`);
  for (let i = 0; i < 5 && page.status >= 300 && page.status < 400; i++) page = await raw('GET', page.location);
  const action = /action="([^"]+)"/.exec(page.text)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error(`no sign-in form: ${page.status}`);
  const answer = await raw('POST', action, new URLSearchParams({ email: 'owen.hale@example.com', password }).toString());
  return answer.status;
}
