import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate, openDatabase, type OpenDatabase } from '../../src/server/db/database';

/** The PostgreSQL the PostgreSQL-mode tests use (trust auth on this machine and in CI). */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let pgReachable: boolean | undefined;
/** Whether a PostgreSQL answers at TEST_PG_URL; its tests are skipped with a notice otherwise. */
export async function postgresAvailable(): Promise<boolean> {
  if (pgReachable !== undefined) return pgReachable;
  const client = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    pgReachable = true;
  } catch {
    pgReachable = false;
    console.warn(`PostgreSQL not reachable at ${TEST_PG_URL}: its tests are skipped`);
  } finally {
    await client.end().catch(() => {});
  }
  return pgReachable;
}

export interface TestDatabase extends OpenDatabase {
  /** Drops what the test created. */
  cleanup(): Promise<void>;
  url: string;
}

/** A migrated SQLite database in a fresh temporary file. */
export async function sqliteTestDatabase(): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-test-'));
  const url = `sqlite:${path.join(dir, 'test.sqlite')}`;
  const open = await openDatabase(url);
  await migrate(open);
  return {
    ...open,
    url,
    cleanup: async () => {
      await open.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A migrated PostgreSQL schema of its own, dropped on cleanup. */
export async function postgresTestDatabase(): Promise<TestDatabase> {
  const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const open = await openDatabase(TEST_PG_URL, { searchPath: schema });
  await migrate(open);
  return {
    ...open,
    url: TEST_PG_URL,
    cleanup: async () => {
      await open.db.destroy();
      const c = new pg.Client({ connectionString: TEST_PG_URL });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}
