import type { DbOrTx } from '../db/database';

/** Outbox rows per state (queued, sent, failed…), for the mail health. */
export async function countOutboxByState(db: DbOrTx): Promise<Record<string, number>> {
  const rows = await db.selectFrom('mail_outbox').select(['state', db.fn.countAll<number>().as('n')]).groupBy('state').execute();
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
}

/** One tenant's outbox page, newest first, and the total. */
export async function listOutbox(db: DbOrTx, tenantId: string, page: number, size: number) {
  const base = db.selectFrom('mail_outbox').where('tenant_id', '=', tenantId);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size).offset(page * size).execute(),
    base.select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
