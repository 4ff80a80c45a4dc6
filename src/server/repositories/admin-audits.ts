import type { DbOrTx } from '../db/database';

export type AuditColumn = 'created_at' | 'principal' | 'type';

export interface AuditPageQuery {
  tenantId: string;
  /** ISO timestamps, from inclusive, to exclusive. */
  from: string;
  to: string;
  column: AuditColumn;
  dir: 'asc' | 'desc';
  page: number;
  size: number;
}

/** One tenant's audit events in a time range, sorted and paged, with the total. */
export async function listAuditEvents(db: DbOrTx, q: AuditPageQuery) {
  const base = db.selectFrom('audit_events').where('tenant_id', '=', q.tenantId).where('created_at', '>=', q.from).where('created_at', '<', q.to);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy(q.column, q.dir).orderBy('id', q.dir).limit(q.size).offset(q.page * q.size).execute(),
    base.select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
