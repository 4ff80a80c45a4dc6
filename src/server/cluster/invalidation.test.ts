import pino from 'pino';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresAvailable, postgresTestDatabase, sqliteTestDatabase, type TestDatabase } from '../../../tests/helpers/databases';
import { beginRequestTransaction } from '../db/request-transaction';
import { channelFor, createInvalidationBus, type InvalidationBus } from './invalidation';

const log = pino({ level: 'silent' });
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const open: (InvalidationBus | TestDatabase)[] = [];

afterEach(async () => {
  for (const x of open.splice(0).reverse()) await ('close' in x ? x.close() : x.cleanup());
});

async function redisAvailable(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await r.connect();
    await r.ping();
    return true;
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

async function until(check: () => boolean, ms = 3000): Promise<boolean> {
  for (const start = Date.now(); Date.now() - start < ms;) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

describe('messages leave only after the write commits', () => {
  it('a publish inside a request transaction waits for its commit and is dropped on rollback', async () => {
    const db = await sqliteTestDatabase();
    open.push(db);
    const bus = createInvalidationBus(db.db, 'sqlite', null, log);
    open.push(bus);
    expect(bus.transport).toBe('local');
    const seen: unknown[] = [];
    bus.subscribe('tenants', (p) => seen.push(p));

    bus.publish('tenants', { n: 0 });
    expect(seen).toEqual([{ n: 0 }]);

    const committed = await beginRequestTransaction(db.db);
    committed.run(() => bus.publish('tenants', { n: 1 }));
    expect(seen).toHaveLength(1);
    await committed.commit();
    expect(seen).toEqual([{ n: 0 }, { n: 1 }]);

    const rolledBack = await beginRequestTransaction(db.db);
    rolledBack.run(() => bus.publish('tenants', { n: 2 }));
    await rolledBack.rollback();
    expect(seen).toEqual([{ n: 0 }, { n: 1 }]);
  });
});

describe('PostgreSQL carries messages between nodes and a lost listener reconnects', () => {
  it('delivers to the other node, and after a dropped connection resyncs and listens again', async (ctx) => {
    if (!(await postgresAvailable())) ctx.skip();
    const pg = await postgresTestDatabase();
    open.push(pg);
    const [a, b] = [createInvalidationBus(pg.db, 'postgres', null, log), createInvalidationBus(pg.db, 'postgres', null, log)];
    open.push(a, b);
    await Promise.all([a.ready(), b.ready()]);
    expect(b.transport).toBe('postgres');
    const seen: unknown[] = [];
    b.subscribe('search', (p) => seen.push(p));
    a.publish('search', { v: 1 });
    expect(await until(() => seen.some((p) => JSON.stringify(p) === '{"v":1}'))).toBe(true);

    // Another database session kills B's listener: B reconnects and drops everything (null).
    seen.length = 0;
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`listen "${channelFor(pg.schema)}"`}`.execute(
      pg.db,
    );
    expect(await until(() => seen.includes(null), 5000)).toBe(true);
    a.publish('search', { v: 2 });
    expect(await until(() => seen.some((p) => JSON.stringify(p) === '{"v":2}'))).toBe(true);
  }, 30_000);
});

describe('Redis carries messages between nodes when the database is not PostgreSQL', () => {
  it('delivers to the other node and to the publisher itself', async (ctx) => {
    if (!(await redisAvailable())) ctx.skip();
    const db = await sqliteTestDatabase();
    open.push(db);
    const [a, b] = [
      createInvalidationBus(db.db, 'sqlite', REDIS_URL, log),
      createInvalidationBus(db.db, 'sqlite', REDIS_URL, log),
    ];
    open.push(a, b);
    await Promise.all([a.ready(), b.ready()]);
    expect(a.transport).toBe('redis');
    const [onA, onB]: unknown[][] = [[], []];
    a.subscribe('liveness', (p) => onA.push(p));
    b.subscribe('liveness', (p) => onB.push(p));
    a.publish('liveness', { grantId: 'g1' });
    expect(await until(() => onB.length === 1)).toBe(true);
    expect(onB).toEqual([{ grantId: 'g1' }]);
    // At once on A, and again when its own message comes back (idempotent handlers).
    expect(await until(() => onA.length === 2)).toBe(true);
  });
});
