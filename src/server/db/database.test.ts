import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate } from './database';
import { postgresAvailable, postgresTestDatabase, sqliteTestDatabase, type TestDatabase } from '../../../tests/helpers/databases';

const TABLES = [
  'tenants',
  'tenant_hosts',
  'publishers',
  'accounts',
  'users',
  'documents',
  'oidc_payloads',
  'audit_events',
  'usage_events',
  'mail_outbox',
];

async function roundTrip(t: TestDatabase) {
  await t.db.insertInto('tenants').values({ id: 'x', name: 'X', is_main: 0, config_json: '{}' }).execute();
  await t.db.insertInto('publishers').values({ code: 'P1', name: 'Publisher one' }).execute();
  const pub = await t.db.selectFrom('publishers').selectAll().where('code', '=', 'P1').executeTakeFirstOrThrow();
  expect(pub.id).toBeGreaterThan(0);
  const count = await t.db
    .selectFrom('tenants')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(count.n)).toBe(1);
}

const DIALECTS = [
  { name: 'SQLite', open: sqliteTestDatabase, available: async () => true },
  { name: 'PostgreSQL', open: postgresTestDatabase, available: postgresAvailable },
];

describe('migrations are portable across SQLite and PostgreSQL', () => {
  for (const dialect of DIALECTS) {
    it(`creates every table on ${dialect.name} and a second run changes nothing`, async (ctx) => {
      if (!(await dialect.available())) ctx.skip();
      const t: TestDatabase = await dialect.open();
      try {
        const tables = await t.db.introspection.getTables();
        for (const name of TABLES) expect(tables.map((x) => x.name)).toContain(name);
        await migrate(t);
        await roundTrip(t);
      } finally {
        await t.cleanup();
      }
    });
  }
});

describe('a content code names exactly one edition', () => {
  it('refuses a second document with the same content code', async () => {
    const t = await sqliteTestDatabase();
    try {
      await t.db.insertInto('publishers').values({ code: 'P1', name: 'P' }).execute();
      await t.db.insertInto('families').values({ publisher_id: 1, family_value: 'D1', replaced_by_family_value: null }).execute();
      const doc = {
        content_code: 'P1-D1-20',
        family_id: 1,
        publisher_id: 1,
        designation: 'D1',
        display_designation: 'P1 D1-20',
        designation_no: 'D1-20',
        title: 't',
        description: 'd',
        document_type: 'Standard',
        asset_type: null,
        content_type: null,
        status: 'Active',
        classification: null,
        language_code: 'en-US',
        publish_date: null,
        published_online_date: null,
        last_update_date: null,
        downloadable: 1,
        video_flag: 'N',
        asset_id: null,
        edition_order: 1,
        page_count: 1,
        pdf_path: null,
        html_path: null,
        keywords: '',
      };
      await t.db.insertInto('documents').values(doc).execute();
      await expect(t.db.insertInto('documents').values(doc).execute()).rejects.toThrow();
    } finally {
      await t.cleanup();
    }
  });
});
