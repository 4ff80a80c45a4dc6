import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, postgresTestDatabase, type TestDatabase } from '../../../tests/helpers/databases';
import { ACCOUNT_LOGOUT_PATH, ACCOUNT_PATH } from '../../api/account';
import { TENANT_CONFIG_PATH } from '../../api/tenant';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type OpenDatabase } from '../db/database';
import { bearer, MAIN, signIn } from '../../../tests/helpers/sign-in-env';
import { LIVENESS_CACHE_MS } from '../plugins/token-liveness';
import { DEMO_PASSWORD } from '../seed/people';
import { seedDemo } from '../seed/seed';
import { SEED_COST } from '../services/passwords';
import { updateTenantConfig } from '../services/tenant-admin';
import type { SearchQuery } from '../search/types';

/*
 * Two nodes on one PostgreSQL: each its own app and its own connection pool, as two
 * processes behind the balancer would have. A change made through node A is read through node B,
 * whose cache was filled before the change; B sees it within a short time because A's message
 * reached it (PostgreSQL LISTEN/NOTIFY), well before its cache would have expired on its own.
 */

const dir = path.join(os.tmpdir(), `bearing-pg-invalidation-${process.pid}`);
let pg: TestDatabase;
let second: OpenDatabase;
let a: FastifyInstance;
let b: FastifyInstance;
let ready = false;

const node = (open: OpenDatabase) =>
  buildApp({
    config: { ...loadConfig({ DATA_DIR: dir, MAX_EVENT_LOOP_DELAY_MS: '0' }), distDir: path.join(dir, 'no-dist') },
    db: open.db,
    dialect: 'postgres',
    logger: false,
    passwordCost: SEED_COST,
  });

/** Polls `check` every 50 ms for up to `ms`; the time it took, or Infinity. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < ms) {
    if (await check()) return performance.now() - start;
    await new Promise((r) => setTimeout(r, 50));
  }
  return Infinity;
}

const host = { host: new URL(MAIN).host };

beforeAll(async () => {
  if (!(await postgresAvailable())) return;
  pg = await postgresTestDatabase();
  await seedDemo(pg.db, { documents: 40, filesDir: dir, files: false });
  second = await openDatabase(pg.url, { searchPath: pg.schema });
  [a, b] = [await node(pg), await node(second)];
  await Promise.all([a.ready(), b.ready()]);
  ready = true;
}, 180_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await second?.db.destroy();
  await pg?.cleanup();
});

describe('tenant configuration changed through one node is read through every node', () => {
  it('node B drops its tenant table when node A changes a tenant', async (ctx) => {
    if (!ready) ctx.skip();
    expect(a.invalidation.transport).toBe('postgres');
    const supportEmail = async () =>
      (await b.inject({ method: 'POST', url: TENANT_CONFIG_PATH, headers: host })).json().supportEmail as string;
    const before = await supportEmail();
    expect(b.tenants.cachedHosts).toBeGreaterThan(0);

    // A change nobody announces stays unseen on B: its table is cached (30 s).
    const tenant = await pg.db
      .selectFrom('tenants')
      .select(['id', 'config_json'])
      .where('is_main', '=', 1)
      .executeTakeFirstOrThrow();
    await pg.db
      .updateTable('tenants')
      .set({ config_json: JSON.stringify({ ...JSON.parse(tenant.config_json), supportEmail: 'silent@bearing.example' }) })
      .where('id', '=', tenant.id)
      .execute();
    await new Promise((r) => setTimeout(r, 300));
    expect(await supportEmail()).toBe(before);

    expect(
      await updateTenantConfig({ db: a.db, invalidation: a.invalidation }, tenant.id, { supportEmail: 'help@bearing.example' }),
    ).toBe(true);
    expect(await within(3000, async () => (await supportEmail()) === 'help@bearing.example')).toBeLessThan(3000);
    expect(
      await updateTenantConfig({ db: a.db, invalidation: a.invalidation }, 'no-such-tenant', { supportEmail: 'x@y.example' }),
    ).toBe(false);
  });
});

describe('a token signed out through one node is refused by every node', () => {
  it('node B refuses the token at once instead of trusting its cached answer', async (ctx) => {
    if (!ready) ctx.skip();
    const { tokens } = await signIn(a, MAIN, 'bearing', 'ivy@example.com', DEMO_PASSWORD);
    const auth = bearer(MAIN, tokens.access_token);
    // B checks the grant and keeps "live" for LIVENESS_CACHE_MS.
    expect((await b.inject({ method: 'GET', url: ACCOUNT_PATH, headers: auth })).statusCode).toBe(200);
    const cachedAt = performance.now();
    expect((await a.inject({ method: 'POST', url: ACCOUNT_LOGOUT_PATH, headers: auth })).statusCode).toBe(200);
    const took = await within(
      LIVENESS_CACHE_MS,
      async () => (await b.inject({ method: 'GET', url: ACCOUNT_PATH, headers: auth })).statusCode === 401,
    );
    expect(took).toBeLessThan(LIVENESS_CACHE_MS);
    // Refused well before B's cached answer ran out: the message did it, not the expiry.
    expect(performance.now() - cachedAt).toBeLessThan(LIVENESS_CACHE_MS - 1500);
  });
});

describe("a change of a user's entitlements through one node is read through every node", () => {
  it("node B forgets its cached session answers when node A writes the user's accounts", async (ctx) => {
    if (!ready) ctx.skip();
    const { tokens } = await signIn(a, MAIN, 'bearing', 'ivy@example.com', DEMO_PASSWORD);
    const auth = bearer(MAIN, tokens.access_token);
    const account = async () => (await b.inject({ method: 'GET', url: ACCOUNT_PATH, headers: auth })).json();
    const before = await account();
    expect(b.sessions.size).toBeGreaterThan(0);
    const user = await a.db
      .selectFrom('users')
      .select(['id', 'first_name'])
      .where('email', '=', 'ivy@example.com')
      .where('tenant_id', '=', 'bearing')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(before)).toContain(user.first_name);
    try {
      // Written through node A's database layer, as any service would: B hears it committed.
      await a.db.updateTable('users').set({ first_name: 'Ivette' }).where('id', '=', user.id).execute();
      const took = await within(3000, async () => JSON.stringify(await account()).includes('Ivette'));
      expect(took).toBeLessThan(3000);
    } finally {
      await a.db.updateTable('users').set({ first_name: user.first_name }).where('id', '=', user.id).execute();
    }
    expect(await within(3000, async () => JSON.stringify(await account()).includes(user.first_name))).toBeLessThan(3000);
  });
});

describe('a search index change through one node is loaded by every node', () => {
  it("node B drops its cached term sets when node A re-indexes, before B's next search", async (ctx) => {
    if (!ready) ctx.skip();
    await a.searchIndex.rebuild();
    const word = 'zanzibarite';
    const q: SearchQuery = {
      keywords: word,
      stype: 'A',
      publisherIds: null,
      refinements: [],
      sort: 'BEST_MATCH',
      page: 0,
      size: 10,
    };
    // B learns the word matches nothing and keeps that term set (PostgreSQL term-set cache).
    expect((await b.searchIndex.search(q)).total).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect((await b.searchIndex.search(q)).total).toBe(0);

    const doc = await pg.db.selectFrom('documents').select(['id']).orderBy('id').executeTakeFirstOrThrow();
    await sql`update documents set title = ${`Zanzibarite coatings`} where id = ${doc.id}`.execute(pg.db);
    await a.searchIndex.indexDocuments([doc.id]);
    // No request reaches B meanwhile; the message alone makes it load the new snapshot. Without
    // it, B's next search would answer from the old snapshot and its stale empty term set.
    await new Promise((r) => setTimeout(r, 1500));
    const page = await b.searchIndex.search(q);
    expect(page.hits.map((h) => h.documentId)).toContain(doc.id);
  });
});
