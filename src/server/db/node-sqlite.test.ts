import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './database';
import { openNodeSqlite } from './node-sqlite';

const builtIn = await openNodeSqlite(':memory:');
builtIn?.database.close();
const saved = process.env.SQLITE_DRIVER;
afterEach(() => {
  if (saved === undefined) delete process.env.SQLITE_DRIVER;
  else process.env.SQLITE_DRIVER = saved;
});

// Runs where Node has node:sqlite (22.16+, and the default from Node 24); Node 20 has none.
describe.skipIf(!builtIn)('the embedded database runs on Node’s own SQLite (Node 24, where better-sqlite3 12 aborts)', () => {
  it('migrates, writes with RETURNING, reads ordinary rows, keeps bytes and rolls a failed transaction back', async () => {
    process.env.SQLITE_DRIVER = 'node';
    const open = await openDatabase('sqlite::memory:');
    try {
      await migrate(open);
      const made = await open.db
        .insertInto('publishers')
        .values({ code: 'P1', name: 'Publisher one' })
        .returning(['id', 'code'])
        .executeTakeFirstOrThrow();
      expect(made).toEqual({ id: 1, code: 'P1' });
      const row = await open.db.selectFrom('publishers').selectAll().where('code', '=', 'P1').executeTakeFirstOrThrow();
      expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
      expect(row.name).toBe('Publisher one');
      const bytes = await sql<{ b: Uint8Array }>`select x'01ff' as b`.execute(open.db);
      expect([...bytes.rows[0].b]).toEqual([1, 255]);
      await expect(
        open.db.transaction().execute(async (tx) => {
          await tx.insertInto('publishers').values({ code: 'P2', name: 'Two' }).execute();
          await tx.insertInto('publishers').values({ code: 'P1', name: 'Duplicate code' }).execute();
        }),
      ).rejects.toThrow();
      const codes = await open.db.selectFrom('publishers').select('code').execute();
      expect(codes.map((c) => c.code)).toEqual(['P1']);
    } finally {
      await open.db.destroy();
    }
  });
});

describe('the embedded database driver is one Bearing knows', () => {
  it('refuses an unknown SQLITE_DRIVER with a message that names the choices', async () => {
    process.env.SQLITE_DRIVER = 'sqlite4';
    await expect(openDatabase('sqlite::memory:')).rejects.toThrow(/SQLITE_DRIVER must be node or better-sqlite3/);
  });
});
