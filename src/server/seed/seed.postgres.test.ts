import path from 'node:path';
import os from 'node:os';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { postgresAvailable, postgresTestDatabase, sqliteTestDatabase, type TestDatabase } from '../../../tests/helpers/databases';
import { seedDemo } from './seed';

const TABLES: (keyof Database)[] = [
  'tenants',
  'tenant_hosts',
  'publishers',
  'subscription_products',
  'accounts',
  'account_subscriptions',
  'users',
  'user_entitlements',
  'families',
  'documents',
  'document_links',
  'document_sections',
  'taxonomy_nodes',
  'document_taxonomy',
  'key_values',
];

async function digestOf(t: TestDatabase) {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const rows = (await t.db.selectFrom(table).selectAll().execute()).map((r) => JSON.stringify(r)).sort();
    out[table] = createHash('sha256').update(rows.join('\n')).digest('hex');
  }
  return out;
}

describe('The same seed options give the same catalogue on SQLite and PostgreSQL', () => {
  it('stores identical rows on both and leaves PostgreSQL sequences past the seeded ids', async (ctx) => {
    if (!(await postgresAvailable())) ctx.skip();
    const [lite, pg] = [await sqliteTestDatabase(), await postgresTestDatabase()];
    try {
      for (const t of [lite, pg])
        await seedDemo(t.db, {
          documents: 60,
          filesDir: path.join(os.tmpdir(), 'bearing-seed-postgres', 'files'),
          files: false,
          seed: 5,
        });
      expect(await digestOf(pg)).toEqual(await digestOf(lite));
      // The application inserts without ids later; the sequence must not collide with seeded rows.
      const fam = await pg.db
        .insertInto('families')
        .values({ publisher_id: 1, family_value: 'ZZ1', replaced_by_family_value: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const max = await pg.db
        .selectFrom('families')
        .select((eb) => eb.fn.max('id').as('m'))
        .where('family_value', '!=', 'ZZ1')
        .executeTakeFirstOrThrow();
      expect(fam.id).toBeGreaterThan(Number(max.m));
    } finally {
      await lite.cleanup();
      await pg.cleanup();
    }
  });
});

describe('A seeded PostgreSQL catalogue has planner statistics at once', () => {
  it('analyzes the tables of its schema before it reports the catalogue complete', async (ctx) => {
    if (!(await postgresAvailable())) ctx.skip();
    const pg = await postgresTestDatabase();
    try {
      await seedDemo(pg.db, {
        documents: 30,
        filesDir: path.join(os.tmpdir(), 'bearing-seed-postgres', 'files'),
        files: false,
        seed: 7,
      });
      const stats = await sql<{ relname: string; analyzed: boolean }>`select relname, last_analyze is not null as analyzed
        from pg_stat_user_tables where schemaname = current_schema()`.execute(pg.db);
      const byTable = new Map(stats.rows.map((r) => [r.relname, r.analyzed]));
      for (const table of ['documents', 'document_sections', 'document_taxonomy', 'users']) expect(byTable.get(table)).toBe(true);
    } finally {
      await pg.cleanup();
    }
  });
});
