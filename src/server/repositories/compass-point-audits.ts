import { sql, type Insertable } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { CompassPointAuditTable } from '../db/schema';
import { pageWithTotal } from './paging';

/* The compass-point audit trail (0006), the tenant's compass-point settings, and the report's counts. */

export async function insertCompassPointAudit(db: DbOrTx, row: Insertable<CompassPointAuditTable>): Promise<void> {
  await db.insertInto('compass_point_audits').values(row).execute();
}

/** One page of a point's history of the given types and the total. */
export async function listCompassPointAudits(
  db: DbOrTx,
  compassPointId: number,
  types: readonly string[],
  direction: 'asc' | 'desc',
  offset: number,
  limit: number,
) {
  const q = db
    .selectFrom('compass_point_audits')
    .where('compass_point_id', '=', compassPointId)
    .where('transaction_type', 'in', [...types]);
  return pageWithTotal(q, { offset, limit }, (b) => b.selectAll().orderBy('created_at', direction).orderBy('id', direction));
}

/** Settings of a tenant for a publisher, falling back to the tenant's default ('' publisher). */
export async function findCompassPointSettings(db: DbOrTx, tenantId: string, publisherCode: string) {
  const found = await db
    .selectFrom('compass_point_settings')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('publisher_code', 'in', [publisherCode, ''])
    .execute();
  return found.find((r) => r.publisher_code === publisherCode) ?? found.find((r) => r.publisher_code === '');
}

export async function upsertCompassPointSettings(
  db: DbOrTx,
  tenantId: string,
  publisherCode: string,
  settingsJson: string,
  showAuditHistory: boolean,
): Promise<void> {
  const v = {
    tenant_id: tenantId,
    publisher_code: publisherCode,
    settings_json: settingsJson,
    show_audit_history: showAuditHistory ? 1 : 0,
  };
  await db
    .insertInto('compass_point_settings')
    .values(v)
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'publisher_code'])
        .doUpdateSet({ settings_json: v.settings_json, show_audit_history: v.show_audit_history }),
    )
    .execute();
}

const day = sql<string>`substr(compass_point_audits.created_at, 1, 10)`;
/** Carried forward onto a new edition by the system (no acting user), as opposed to a saved shared copy. */
const carried = sql<number>`(case when compass_point_audits.propagated = 1 and compass_point_audits.user_id is null then 1 else 0 end)`;

/** Writes per day and type for one account between two days (inclusive, YYYY-MM-DD). */
export async function countAuditsPerDay(db: DbOrTx, accountId: number, from: string, to: string) {
  const r = await db
    .selectFrom('compass_point_audits')
    .select([day.as('day'), 'transaction_type', carried.as('carried'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('account_id', '=', accountId)
    .where(day, '>=', from)
    .where(day, '<=', to)
    .groupBy([day, 'transaction_type', carried])
    .execute();
  return r.map((x) => ({ day: String(x.day), type: x.transaction_type, carried: Number(x.carried) === 1, n: Number(x.n) }));
}

/** Documents with the most points created in the range (carry-forward excluded), with their active points. */
export async function topDocuments(db: DbOrTx, accountId: number, from: string, to: string, limit: number) {
  const created = await db
    .selectFrom('compass_point_audits')
    .select(['document_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('account_id', '=', accountId)
    .where('transaction_type', '=', 'INSERT')
    .where(carried, '=', 0)
    .where(day, '>=', from)
    .where(day, '<=', to)
    .groupBy('document_id')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('document_id')
    .limit(limit)
    .execute();
  if (created.length === 0) return [];
  const ids = created.map((c) => c.document_id);
  const [docs, active] = await Promise.all([
    db.selectFrom('documents').select(['id', 'content_code', 'designation_no', 'title']).where('id', 'in', ids).execute(),
    db
      .selectFrom('compass_points')
      .select(['document_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('account_id', '=', accountId)
      .where('status', '=', 'Active')
      .where('document_id', 'in', ids)
      .groupBy('document_id')
      .execute(),
  ]);
  return created.map((c) => {
    const d = docs.find((x) => x.id === c.document_id)!;
    return {
      id: d.id,
      contentCode: d.content_code,
      designation: d.designation_no,
      title: d.title,
      created: Number(c.n),
      active: Number(active.find((a) => a.document_id === c.document_id)?.n ?? 0),
    };
  });
}

/** Active points in an account. */
export async function countActivePoints(db: DbOrTx, accountId: number): Promise<number> {
  const r = await db
    .selectFrom('compass_points')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('status', '=', 'Active')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
