import type { DbOrTx } from '../db/database';

/** A mail as recorded in the outbox (DOMAIN "Mail outbox"): every mail sent, with its delivery state. */
export interface OutboxRow {
  tenant_id: string | null;
  account_id: number | null;
  to_addr: string;
  cc_addr: string | null;
  subject: string;
  body: string;
  /** 'stored' (no SMTP configured: the outbox is the delivery), 'sent' or 'failed'. */
  state: 'stored' | 'sent' | 'failed';
  error: string | null;
  created_at: string;
}

/** Records one mail (services/mail.ts writes every mail here; admin-outbox.ts reads them). */
export async function insertOutboxMail(db: DbOrTx, row: OutboxRow): Promise<number> {
  const r = await db.insertInto('mail_outbox').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}
