import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, postgresTestDatabase, sqliteTestDatabase, type TestDatabase } from '../../../tests/helpers/databases';
import { listAuditEvents } from './admin-audits';
import { countOutboxByState, listOutbox } from './admin-outbox';
import { countByDay, countByPublisher, countSearchesByDay } from './usage-report';

/* The usage and administration queries give the same answers on SQLite and PostgreSQL. */

const dialects: [string, () => Promise<TestDatabase | null>][] = [
  ['sqlite', sqliteTestDatabase],
  ['postgres', async () => ((await postgresAvailable()) ? postgresTestDatabase() : null)],
];

for (const [name, open] of dialects) {
  describe(`usage and admin queries on ${name}`, () => {
    let t: TestDatabase | null = null;
    beforeAll(async () => {
      t = await open();
      if (!t) return;
      const ev = (account: number, kind: string, day: string) => ({
        tenant_id: 'bearing',
        account_id: account,
        user_id: 1,
        publisher_id: null,
        document_id: null,
        kind,
        day,
        created_at: `${day}T10:00:00.000Z`,
      });
      await t.db
        .insertInto('usage_events')
        .values([
          ev(3, 'search', '2026-11-20'),
          ev(3, 'search', '2026-11-20'),
          ev(3, 'open', '2026-11-21'),
          ev(3, 'search', '2026-11-01'),
          ev(1, 'search', '2026-11-20'),
        ])
        .execute();
      // Accounts 3 and 4; users 1 (of 3), 2 (of 4) and 5 (of both).
      await t.db.insertInto('tenants').values({ id: 'bearing', name: 'Bearing', is_main: 1, config_json: '{}' }).execute();
      const account = (id: number) => ({
        id,
        tenant_id: 'bearing',
        name: `A${id}`,
        acronym: null,
        compass_point_flag: 0,
        semantic_search_flag: 0,
        custom_collection: 0,
        group_feature: 0,
        content_security: null,
        lca_accepted_at: null,
        lca_required: 0,
        settings_json: '{}',
      });
      await t.db
        .insertInto('accounts')
        .values([account(3), account(4)])
        .execute();
      const user = (id: number) => ({
        id,
        tenant_id: 'bearing',
        email: `u${id}@x`,
        password_hash: '-',
        first_name: 'U',
        last_name: String(id),
        company_name: null,
        user_type: 'INDIVIDUAL' as const,
        lang_key: 'EN',
        authorities: '',
        auth_type: 'PWD',
        address_json: '{}',
        created_at: '2026-01-01T00:00:00.000Z',
      });
      await t.db
        .insertInto('users')
        .values([user(1), user(2), user(5)])
        .execute();
      await t.db
        .insertInto('user_entitlements')
        .values([
          { user_id: 1, account_id: 3 },
          { user_id: 2, account_id: 4 },
          { user_id: 5, account_id: 3 },
          { user_id: 5, account_id: 4 },
        ])
        .execute();
      const audit = (
        principal: string,
        type: string,
        at: string,
        who: { tenant?: string; user?: number | null; account?: number | null } = {},
      ) => ({
        tenant_id: who.tenant ?? 'bearing',
        user_id: who.user ?? null,
        account_id: who.account ?? null,
        principal,
        type,
        data_json: '{}',
        created_at: at,
      });
      await t.db
        .insertInto('audit_events')
        .values([
          audit('u2@x', 'LOGOUT', '2026-11-20T08:00:00.000Z', { user: 2 }),
          audit('u1@x', 'AUTHENTICATION_SUCCESS', '2026-11-21T08:00:00.000Z', { user: 1 }),
          audit('u5@x', 'AUTHENTICATION_SUCCESS', '2026-11-22T23:59:59.000Z', { user: 5 }),
          audit('n@x', 'LOGOUT', '2026-11-21T08:00:00.000Z', { tenant: 'northwind', user: 1 }),
          audit('u5@x', 'ACCOUNT_SWITCH', '2026-11-22T09:00:00.000Z', { user: 5, account: 4 }),
          audit('stranger@x', 'AUTHENTICATION_FAILURE', '2026-11-22T10:00:00.000Z'),
        ])
        .execute();
      await t.db
        .insertInto('mail_outbox')
        .values([
          {
            tenant_id: 'bearing',
            account_id: 3,
            to_addr: 'a@x',
            cc_addr: null,
            subject: 's1',
            body: 'b',
            state: 'stored',
            error: null,
            created_at: '2026-11-20T00:00:00.000Z',
          },
          {
            tenant_id: 'bearing',
            account_id: 4,
            to_addr: 'b@x',
            cc_addr: null,
            subject: 's2',
            body: 'b',
            state: 'failed',
            error: 'refused',
            created_at: '2026-11-21T00:00:00.000Z',
          },
          {
            tenant_id: 'bearing',
            account_id: null,
            to_addr: 'c@x',
            cc_addr: null,
            subject: 's3',
            body: 'b',
            state: 'stored',
            error: null,
            created_at: '2026-11-22T00:00:00.000Z',
          },
        ])
        .execute();
    });
    afterAll(async () => t?.cleanup());

    it("counts one account's events per day and kind within the range", async (ctx) => {
      if (!t) return ctx.skip();
      const scope = { tenantId: 'bearing', accountId: 3, fromDay: '2026-11-16', toDay: '2026-11-23' };
      const rows = (await countByDay(t.db, scope)).sort((a, b) => a.day.localeCompare(b.day));
      expect(rows).toEqual([
        { day: '2026-11-20', kind: 'search', n: 2 },
        { day: '2026-11-21', kind: 'open', n: 1 },
      ]);
      expect(await countSearchesByDay(t.db, scope)).toEqual([{ day: '2026-11-20', n: 2 }]);
      expect((await countByPublisher(t.db, scope)).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
        { code: null, name: null, kind: 'open', n: 1 },
        { code: null, name: null, kind: 'search', n: 2 },
      ]);
    });
    it("pages and sorts one account's audit events in a half-open interval with the total", async (ctx) => {
      if (!t) return ctx.skip();
      const owner = { kind: 'account', tenantId: 'bearing', accountId: 3 } as const;
      const base = { owner, from: '2026-11-20T00:00:00.000Z', to: '2026-11-23T00:00:00.000Z', page: 0, size: 2 } as const;
      const desc = await listAuditEvents(t.db, { ...base, column: 'created_at', dir: 'desc' });
      expect(desc.total).toBe(2);
      expect(desc.rows.map((r) => r.principal)).toEqual(['u5@x', 'u1@x']);
      const byPrincipal = await listAuditEvents(t.db, { ...base, column: 'principal', dir: 'asc', page: 0, size: 1 });
      expect(byPrincipal.rows.map((r) => r.principal)).toEqual(['u1@x']);
      const narrow = await listAuditEvents(t.db, { ...base, to: '2026-11-22T00:00:00.000Z', column: 'created_at', dir: 'asc' });
      expect(narrow.total).toBe(1);
    });
    it("an account sees its users' own events and events naming it; the operator sees every tenant's", async (ctx) => {
      if (!t) return ctx.skip();
      const range = {
        from: '2026-11-20T00:00:00.000Z',
        to: '2026-11-23T00:00:00.000Z',
        column: 'created_at',
        dir: 'asc',
        page: 0,
        size: 100,
      } as const;
      const of = async (owner: Parameters<typeof listAuditEvents>[1]['owner']) =>
        (await listAuditEvents(t!.db, { ...range, owner })).rows.map((r) => `${r.principal} ${r.type}`);
      expect(await of({ kind: 'account', tenantId: 'bearing', accountId: 4 })).toEqual([
        'u2@x LOGOUT',
        'u5@x ACCOUNT_SWITCH',
        'u5@x AUTHENTICATION_SUCCESS',
      ]);
      expect(await of({ kind: 'account', tenantId: 'bearing', accountId: 3 })).toEqual([
        'u1@x AUTHENTICATION_SUCCESS',
        'u5@x AUTHENTICATION_SUCCESS',
      ]);
      expect(await of({ kind: 'platform' })).toHaveLength(6);
    });
    it("lists the outbox newest first and counts it per state: one account's, or all of it", async (ctx) => {
      if (!t) return ctx.skip();
      const page = await listOutbox(t.db, { kind: 'account', tenantId: 'bearing', accountId: 4 }, 0, 1);
      expect(page.total).toBe(1);
      expect(page.rows.map((r) => r.subject)).toEqual(['s2']);
      const all = await listOutbox(t.db, { kind: 'platform' }, 0, 2);
      expect([all.total, all.rows.map((r) => r.subject)]).toEqual([3, ['s3', 's2']]);
      expect(await countOutboxByState(t.db)).toEqual({ stored: 2, failed: 1 });
    });
  });
}
