import type { Kysely } from 'kysely';
import { createIndex } from './columns';

/*
 * Administration by role: a customer account's administrator sees the audit events
 * and the mail of its own account, so both tables name the account an entry belongs to (null:
 * not one account's, e.g. a sign-in, which belongs to the user). Events written before this
 * migration that name their account in their data get it; older mail stays the operator's.
 */
const ACCOUNT_IN_DATA: Record<string, string> = {
  ACCOUNT_SWITCH: 'to',
  LICENCE_ACCEPTED: 'accountId',
  USAGE_REPORT_EXPORTED: 'accountId',
};

export function adminScopes(_pg: boolean) {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('audit_events').addColumn('account_id', 'integer').execute();
      await db.schema.alterTable('mail_outbox').addColumn('account_id', 'integer').execute();
      await createIndex(db, 'audit_events_account_created', 'audit_events', ['account_id', 'created_at']);
      await createIndex(db, 'mail_outbox_account_created', 'mail_outbox', ['account_id', 'created_at']);
      const rows = await db
        .selectFrom('audit_events')
        .select(['id', 'type', 'data_json'])
        .where('type', 'in', Object.keys(ACCOUNT_IN_DATA))
        .execute();
      for (const r of rows as { id: number; type: string; data_json: string }[]) {
        let id: unknown;
        try {
          id = (JSON.parse(r.data_json) as Record<string, unknown>)[ACCOUNT_IN_DATA[r.type]];
        } catch {
          continue;
        }
        if (Number.isInteger(id)) await db.updateTable('audit_events').set({ account_id: id }).where('id', '=', r.id).execute();
      }
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('mail_outbox_account_created').execute();
      await db.schema.dropIndex('audit_events_account_created').execute();
      await db.schema.alterTable('mail_outbox').dropColumn('account_id').execute();
      await db.schema.alterTable('audit_events').dropColumn('account_id').execute();
    },
  };
}
