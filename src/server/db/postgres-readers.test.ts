import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, postgresTestDatabase, TEST_PG_URL, type TestDatabase } from '../../../tests/helpers/databases';
import { postgresReader } from './postgres-readers';
import type { Database } from './schema';

const setting = async (db: Kysely<Database>, name: string) =>
  (await sql<{ value: string }>`select current_setting(${name}) as value`.execute(db)).rows[0].value;

describe.skipIf(!(await postgresAvailable()))('a reader answers with its session settings in one round trip', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await postgresTestDatabase();
  });
  afterAll(async () => t?.cleanup());

  it('starts every connection with the settings it was asked for, and leaves the database its own', async () => {
    const reader = postgresReader(t.db, { enable_seqscan: 'off', max_parallel_workers_per_gather: 0 })!;
    // More queries at once than one connection, so every connection of its pool is checked.
    const seen = await Promise.all(Array.from({ length: 6 }, () => setting(reader, 'enable_seqscan')));
    expect(seen).toEqual(Array(6).fill('off'));
    expect(await setting(reader, 'max_parallel_workers_per_gather')).toBe('0');
    expect(await setting(t.db, 'enable_seqscan')).toBe('on');
  });

  it("reads the database's own tables (its search path carries over)", async () => {
    const reader = postgresReader(t.db, { enable_seqscan: 'off' })!;
    expect(await setting(reader, 'search_path')).toBe(await setting(t.db, 'search_path'));
    const tenants = await reader.selectFrom('tenants').select('id').execute();
    expect(Array.isArray(tenants)).toBe(true);
  });

  it('is one handle for the same settings, another for other settings', () => {
    const a = postgresReader(t.db, { enable_seqscan: 'off' });
    expect(postgresReader(t.db, { enable_seqscan: 'off' })).toBe(a);
    expect(postgresReader(t.db, { enable_seqscan: 'on' })).not.toBe(a);
  });

  it('is closed with its database', async () => {
    const own = await postgresTestDatabase();
    const reader = postgresReader(own.db, { enable_seqscan: 'off' })!;
    expect(await setting(reader, 'enable_seqscan')).toBe('off');
    await own.cleanup();
    await expect(setting(reader, 'enable_seqscan')).rejects.toThrow();
  });

  it('is null for a database opened some other way, whose callers set the settings per query', async () => {
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: TEST_PG_URL }) }) });
    expect(postgresReader(db, { enable_seqscan: 'off' })).toBeNull();
    await db.destroy();
  });
});
