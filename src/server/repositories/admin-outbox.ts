import type { DbOrTx } from '../db/database';
import { pageRows, pageWithTotal } from './paging';
import type { AuditOwner } from './admin-audits';

/** Outbox rows per state (queued, sent, failed…), for the mail health. */
export async function countOutboxByState(db: DbOrTx): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['state', db.fn.countAll<number>().as('n')])
    .groupBy('state')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
}

/** An outbox page, newest first, and the total: all of it (the operator), or one account's mail. */
export async function listOutbox(db: DbOrTx, owner: AuditOwner, page: number, size: number) {
  const base =
    owner.kind === 'account'
      ? db.selectFrom('mail_outbox').where('tenant_id', '=', owner.tenantId).where('account_id', '=', owner.accountId)
      : db.selectFrom('mail_outbox');
  return pageWithTotal(base, pageRows(page, size), (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'));
}
