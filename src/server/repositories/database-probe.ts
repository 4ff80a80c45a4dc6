import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { Database } from '../db/schema';

/** The cheapest round trip: throws when the database does not answer. */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Rows in one table (the operator's growth view). */
export async function countRows(db: DbOrTx, table: keyof Database): Promise<number> {
  const r = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** PostgreSQL's size of the current database in bytes. */
export async function postgresDatabaseSize(db: DbOrTx): Promise<number> {
  const r = await sql<{ size: string | number }>`select pg_database_size(current_database()) as size`.execute(db);
  return Number(r.rows[0]?.size ?? 0);
}
