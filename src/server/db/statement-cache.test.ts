import Database from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

function counting(db: SqliteDatabase) {
  const prepared: string[] = [];
  return {
    prepared,
    database: {
      close: () => db.close(),
      prepare(sql: string): SqliteStatement {
        prepared.push(sql);
        return db.prepare(sql);
      },
    } satisfies SqliteDatabase,
  };
}

describe('prepared statements are kept by SQL text', () => {
  it('prepares a query text once and reuses the statement with new parameters', () => {
    const inner = counting(new Database(':memory:'));
    const db = withStatementCache(inner.database);
    db.prepare('create table t (n integer)').run([]);
    const insert = 'insert into t (n) values (?)';
    for (const n of [1, 2, 3]) db.prepare(insert).run([n]);
    expect(db.prepare('select sum(n) as s from t').all([])).toEqual([{ s: 6 }]);
    expect(inner.prepared.filter((s) => s === insert)).toHaveLength(1);
    db.close();
  });

  it('drops the least recently used statement past its size, and prepares it again when asked', () => {
    const inner = counting(new Database(':memory:'));
    const db = withStatementCache(inner.database, 2);
    db.prepare('select 1').all([]);
    db.prepare('select 2').all([]);
    db.prepare('select 1').all([]); // used again: 'select 2' is now the oldest
    db.prepare('select 3').all([]);
    db.prepare('select 1').all([]);
    db.prepare('select 2').all([]);
    expect(inner.prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
    db.close();
  });

  it('a cached statement sees a column added after it was prepared', () => {
    const db = withStatementCache(new Database(':memory:'));
    db.prepare('create table t (a integer)').run([]);
    db.prepare('insert into t (a) values (?)').run([1]);
    expect(db.prepare('select * from t').all([])).toEqual([{ a: 1 }]);
    db.prepare('alter table t add column b text').run([]);
    expect(db.prepare('select * from t').all([])).toEqual([{ a: 1, b: null }]);
    db.close();
  });
});
