import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** The part of `node:sqlite` this adapter uses (typed here: Node 20's types have no such module). */
interface StatementSync {
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(...params: unknown[]): IterableIterator<unknown>;
  columns(): unknown[];
}
interface DatabaseSync {
  prepare(sql: string): StatementSync;
  exec(sql: string): void;
  close(): void;
}

/**
 * Node 24 built-in SQLite (`node:sqlite`) behind the interface Kysely's SqliteDialect drives.
 *
 * Why: better-sqlite3 12 (the last line that still runs on Node 20) is a raw node::ObjectWrap
 * addon, and built against Node 24.19+ headers its statement destructor aborts the process
 * (`Assertion failed: (env) != nullptr` in RemoveEnvironmentCleanupHook) during garbage
 * collection: the server died while seeding. Node 24 ships SQLite itself, so there it is used.
 */
export function nodeSqliteDatabase(db: DatabaseSync): SqliteDatabase {
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const stmt = db.prepare(sql);
      return {
        // A statement that yields columns (a select, or a write with RETURNING) is read with all().
        reader: stmt.columns().length > 0,
        // Rows come with a null prototype; copying them gives callers ordinary objects.
        all: (params) => stmt.all(...params).map((row) => ({ ...(row as object) })),
        run: (params) => stmt.run(...params),
        *iterate(params) {
          for (const row of stmt.iterate(...params)) yield { ...(row as object) };
        },
      };
    },
  };
}

/** Opens a database file (or ':memory:') with node:sqlite, or null where Node has no usable one. */
export async function openNodeSqlite(file: string): Promise<{ database: SqliteDatabase; exec: (sql: string) => void } | null> {
  let mod: { DatabaseSync: new (path: string) => DatabaseSync };
  try {
    mod = (await import('node:sqlite' as string)) as typeof mod;
  } catch {
    return null;
  }
  const db = new mod.DatabaseSync(file);
  // columns() arrived in Node 22.16 / 23.11; without it a statement's kind is unknown.
  if (typeof db.prepare('select 1').columns !== 'function') {
    db.close();
    return null;
  }
  return { database: nodeSqliteDatabase(db), exec: (sql) => db.exec(sql) };
}
