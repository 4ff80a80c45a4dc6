import type { SqliteDatabase, SqliteStatement } from 'kysely';

/*
 * Kysely's SQLite driver prepares every query anew. Preparing (parsing and planning the SQL) took
 * about a tenth of a node's CPU under the load mix, more than running most of the queries, and
 * the app sends the same few hundred query texts again and again. A prepared statement is
 * reusable once a call on it returns, and every call here returns before the next one starts (one
 * connection, no streaming), so a small cache of them by SQL text is safe. SQLite re-prepares a
 * cached statement by itself when the schema changes under it.
 */

/** The database with its prepared statements kept by SQL text, the least recently used dropped past `size`. */
export function withStatementCache(database: SqliteDatabase, size = 500): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close() {
      cache.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached) {
        // Map order is insertion order: moving it to the end keeps the oldest use first.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}
