import { Kysely, PostgresDialect } from 'kysely';
import type { Pool } from 'pg';
import type { Database } from './schema';

/*
 * Small pools of their own for reads that need session settings (the search index's, which must
 * not plan a sequential scan). A setting made with SET LOCAL needs a transaction around the
 * query: begin, each SET, the query and commit, five round trips, and under load each round trip
 * is a wake-up of a database process, which costs the node more than the query's own work. A
 * connection that starts with the settings (the startup packet's `options`) answers in one.
 */

type PoolFactory = (options: string, max: number) => Pool;

interface Readers {
  make: PoolFactory;
  open: Map<string, { db: Kysely<Database>; pool: Pool }>;
}

const readersOf = new WeakMap<object, Readers>();

/** Called by openDatabase: how `db` opens a pool of its own with extra startup options. */
export function allowReaders(db: Kysely<Database>, make: PoolFactory): void {
  readersOf.set(db, { make, open: new Map() });
}

/**
 * A database handle whose connections start with `settings` (`SET name = value` for the whole
 * session), at most `max` of them, shared by every caller asking for the same settings; null
 * when `db` was not opened by openDatabase on PostgreSQL (the caller then sets them per query).
 * Closed with `db`.
 */
export function postgresReader(
  db: Kysely<Database>,
  settings: Record<string, string | number>,
  max = 4,
): Kysely<Database> | null {
  const readers = readersOf.get(db);
  if (!readers) return null;
  const options = Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  let reader = readers.open.get(options);
  if (!reader) {
    const pool = readers.make(options, max);
    reader = { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool };
    readers.open.set(options, reader);
  }
  return reader.db;
}

/** Ends the reader pools of `db` (when `db` itself is destroyed). */
export async function endReaders(db: Kysely<Database>): Promise<void> {
  const readers = readersOf.get(db);
  if (!readers) return;
  const open = [...readers.open.values()];
  readers.open.clear();
  await Promise.all(open.map((r) => r.pool.end()));
}
