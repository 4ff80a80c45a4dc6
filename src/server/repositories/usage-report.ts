import type { DbOrTx } from '../db/database';

/* Read side of the usage events (DOMAIN "Usage events"): counts for one account and a day range. */

export interface UsageScope {
  tenantId: string;
  accountId: number;
  /** UTC days, both included (YYYY-MM-DD). */
  fromDay: string;
  toDay: string;
}

const scoped = (db: DbOrTx, s: UsageScope) =>
  db
    .selectFrom('usage_events')
    .where('usage_events.tenant_id', '=', s.tenantId)
    .where('usage_events.account_id', '=', s.accountId)
    .where('usage_events.day', '>=', s.fromDay)
    .where('usage_events.day', '<=', s.toDay);

/** Events per day and kind. */
export async function countByDay(db: DbOrTx, s: UsageScope) {
  const rows = await scoped(db, s)
    .select(['usage_events.day', 'usage_events.kind', db.fn.countAll<number>().as('n')])
    .groupBy(['usage_events.day', 'usage_events.kind'])
    .execute();
  return rows.map((r) => ({ day: r.day, kind: r.kind, n: Number(r.n) }));
}

/** Events per publisher and kind; searches (no publisher) come back with a null publisher. */
export async function countByPublisher(db: DbOrTx, s: UsageScope) {
  const rows = await scoped(db, s)
    .leftJoin('publishers', 'publishers.id', 'usage_events.publisher_id')
    .select(['publishers.code', 'publishers.name', 'usage_events.kind', db.fn.countAll<number>().as('n')])
    .groupBy(['publishers.code', 'publishers.name', 'usage_events.kind'])
    .execute();
  return rows.map((r) => ({ code: r.code, name: r.name, kind: r.kind, n: Number(r.n) }));
}

/** Item events per document, user, day and kind (COUNTER's unique requests need the user-day). */
export async function countByDocumentUserDay(db: DbOrTx, s: UsageScope) {
  const rows = await scoped(db, s)
    .innerJoin('documents', 'documents.id', 'usage_events.document_id')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select([
      'documents.id',
      'documents.content_code',
      'documents.designation_no',
      'documents.title',
      'publishers.code as publisher_code',
      'publishers.name as publisher_name',
      'usage_events.user_id',
      'usage_events.day',
      'usage_events.kind',
      db.fn.countAll<number>().as('n'),
    ])
    .groupBy([
      'documents.id',
      'documents.content_code',
      'documents.designation_no',
      'documents.title',
      'publishers.code',
      'publishers.name',
      'usage_events.user_id',
      'usage_events.day',
      'usage_events.kind',
    ])
    .execute();
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** Searches per day (platform-level, no document). */
export async function countSearchesByDay(db: DbOrTx, s: UsageScope) {
  const rows = await scoped(db, s)
    .where('usage_events.kind', '=', 'search')
    .select(['usage_events.day', db.fn.countAll<number>().as('n')])
    .groupBy('usage_events.day')
    .execute();
  return rows.map((r) => ({ day: r.day, n: Number(r.n) }));
}

/** The account's display name, when it is the tenant's. */
export async function findAccountName(db: DbOrTx, tenantId: string, accountId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select('name')
    .where('id', '=', accountId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row?.name;
}
