import type { DbOrTx } from '../db/database';
import { pageRows, pageWithTotal } from './paging';

export type AuditColumn = 'created_at' | 'principal' | 'type';

/** Whose events: every tenant's (the operator), or one account's of one tenant. */
export type AuditOwner = { kind: 'platform' } | { kind: 'account'; tenantId: string; accountId: number };

export interface AuditPageQuery {
  owner: AuditOwner;
  /** ISO timestamps, from inclusive, to exclusive. */
  from: string;
  to: string;
  column: AuditColumn;
  dir: 'asc' | 'desc';
  page: number;
  size: number;
}

/**
 * Audit events in a time range, sorted and paged, with the total. An account's are those naming
 * it, and those naming no account (sign-in, sign-out, profile) of users entitled to it; an event
 * naming another account (a switch to it, its export) is that account's alone.
 */
export async function listAuditEvents(db: DbOrTx, q: AuditPageQuery) {
  let base = db.selectFrom('audit_events').where('created_at', '>=', q.from).where('created_at', '<', q.to);
  const owner = q.owner;
  if (owner.kind === 'account') {
    base = base
      .where('tenant_id', '=', owner.tenantId)
      .where((eb) =>
        eb.or([
          eb('account_id', '=', owner.accountId),
          eb.and([
            eb('account_id', 'is', null),
            eb('user_id', 'in', eb.selectFrom('user_entitlements').select('user_id').where('account_id', '=', owner.accountId)),
          ]),
        ]),
      );
  }
  return pageWithTotal(base, pageRows(q.page, q.size), (b) => b.selectAll().orderBy(q.column, q.dir).orderBy('id', q.dir));
}
