/**
 * Read-only queries on the journey server's database (its DATA_DIR is E2E_DATA_DIR, see
 * playwright.config.ts), so journeys pick real seeded rows and check what the server stored.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

interface ReadOnlyDb {
  prepare(sql: string): { all(...params: unknown[]): unknown[] };
  close(): void;
}

const require = createRequire(import.meta.url);

/**
 * The server's own driver rule (src/server/db/database.ts): Node's SQLite from Node 24 on, where
 * better-sqlite3 12 aborts the process while collecting garbage; better-sqlite3 before.
 */
function openReadOnly(file: string): ReadOnlyDb {
  const driver = process.env.SQLITE_DRIVER ?? (Number(process.versions.node.split('.')[0]) >= 24 ? 'node' : 'better-sqlite3');
  if (driver === 'node') {
    const { DatabaseSync } = require('node:sqlite') as {
      DatabaseSync: new (path: string, options: { readOnly: boolean }) => ReadOnlyDb;
    };
    return new DatabaseSync(file, { readOnly: true });
  }
  const Database = require('better-sqlite3') as new (
    path: string,
    options: { readonly: boolean; fileMustExist: boolean },
  ) => ReadOnlyDb;
  return new Database(file, { readonly: true, fileMustExist: true });
}

/** Runs one read-only query and returns its rows as ordinary objects. */
export function queryServerDb<T>(sql: string, ...params: unknown[]): T[] {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the journeys through tests/e2e/playwright.config.ts');
  const db = openReadOnly(join(dir, 'bearing.sqlite'));
  try {
    return db
      .prepare(sql)
      .all(...params)
      .map((row) => ({ ...(row as object) }) as T);
  } finally {
    db.close();
  }
}
