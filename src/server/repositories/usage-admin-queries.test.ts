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
      const ev = (account: number, kind: string, day: string) => ({ tenant_id: 'bearing', account_id: account, user_id: 1, publisher_id: null, document_id: null, kind, day, created_at: `${day}T10:00:00.000Z` });
      await t.db.insertInto('usage_events').values([ev(3, 'search', '2026-11-20'), ev(3, 'search', '2026-11-20'), ev(3, 'open', '2026-11-21'), ev(3, 'search', '2026-11-01'), ev(1, 'search', '2026-11-20')]).execute();
      const audit = (principal: string, type: string, at: string, tenant = 'bearing') => ({ tenant_id: tenant, user_id: null, principal, type, data_json: '{}', created_at: at });
      await t.db.insertInto('audit_events').values([
        audit('b@x', 'LOGOUT', '2026-11-20T08:00:00.000Z'), audit('a@x', 'AUTHENTICATION_SUCCESS', '2026-11-21T08:00:00.000Z'),
        audit('c@x', 'AUTHENTICATION_SUCCESS', '2026-11-22T23:59:59.000Z'), audit('n@x', 'LOGOUT', '2026-11-21T08:00:00.000Z', 'northwind'),
      ]).execute();
      await t.db.insertInto('mail_outbox').values([
        { tenant_id: 'bearing', to_addr: 'a@x', cc_addr: null, subject: 's1', body: 'b', state: 'stored', error: null, created_at: '2026-11-20T00:00:00.000Z' },
        { tenant_id: 'bearing', to_addr: 'b@x', cc_addr: null, subject: 's2', body: 'b', state: 'failed', error: 'refused', created_at: '2026-11-21T00:00:00.000Z' },
      ]).execute();
    });
    afterAll(async () => t?.cleanup());

    it('counts one account\'s events per day and kind within the range', async (ctx) => {
      if (!t) return ctx.skip();
      const scope = { tenantId: 'bearing', accountId: 3, fromDay: '2026-11-16', toDay: '2026-11-23' };
      const rows = (await countByDay(t.db, scope)).sort((a, b) => a.day.localeCompare(b.day));
      expect(rows).toEqual([{ day: '2026-11-20', kind: 'search', n: 2 }, { day: '2026-11-21', kind: 'open', n: 1 }]);
      expect(await countSearchesByDay(t.db, scope)).toEqual([{ day: '2026-11-20', n: 2 }]);
      expect((await countByPublisher(t.db, scope)).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([{ code: null, name: null, kind: 'open', n: 1 }, { code: null, name: null, kind: 'search', n: 2 }]);
    });
    it('pages and sorts one tenant\'s audit events in a half-open interval with the total', async (ctx) => {
      if (!t) return ctx.skip();
      const base = { tenantId: 'bearing', from: '2026-11-20T00:00:00.000Z', to: '2026-11-23T00:00:00.000Z', page: 0, size: 2 } as const;
      const desc = await listAuditEvents(t.db, { ...base, column: 'created_at', dir: 'desc' });
      expect(desc.total).toBe(3);
      expect(desc.rows.map((r) => r.principal)).toEqual(['c@x', 'a@x']);
      const byPrincipal = await listAuditEvents(t.db, { ...base, column: 'principal', dir: 'asc', page: 1 });
      expect(byPrincipal.rows.map((r) => r.principal)).toEqual(['c@x']);
      const narrow = await listAuditEvents(t.db, { ...base, to: '2026-11-22T00:00:00.000Z', column: 'created_at', dir: 'asc' });
      expect(narrow.total).toBe(2);
    });
    it('lists the outbox newest first and counts it per state', async (ctx) => {
      if (!t) return ctx.skip();
      const page = await listOutbox(t.db, 'bearing', 0, 1);
      expect(page.total).toBe(2);
      expect(page.rows.map((r) => r.subject)).toEqual(['s2']);
      expect(await countOutboxByState(t.db)).toEqual({ stored: 1, failed: 1 });
    });
  });
}
