import type { Selectable } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { MailOutboxTable } from '../db/schema';

/** A mail as recorded in the outbox (DOMAIN "Mail outbox"): every mail sent, with its delivery state. */
export type OutboxRow = Omit<Selectable<MailOutboxTable>, 'id' | 'state'> & {
  /** 'stored' (no SMTP configured: the outbox is the delivery), 'sent' or 'failed'. */
  state: 'stored' | 'sent' | 'failed';
};

/** Records one mail (services/mail.ts writes every mail here; admin-outbox.ts reads them). */
export async function insertOutboxMail(db: DbOrTx, row: OutboxRow): Promise<number> {
  const r = await db.insertInto('mail_outbox').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}
