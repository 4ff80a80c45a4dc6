import type { Kysely } from 'kysely';
import { createIndex } from './columns';

/*
 * Usage report and administration: the audit list pages one tenant's events by date, the mail
 * outbox one tenant's mail by date, and the per-publisher usage chart groups one account's events.
 */
export function usageAdmin(_pg: boolean) {
  return {
    async up(db: Kysely<any>) {
      await createIndex(db, 'audit_events_tenant_created', 'audit_events', ['tenant_id', 'created_at']);
      await createIndex(db, 'mail_outbox_tenant_created', 'mail_outbox', ['tenant_id', 'created_at']);
      await createIndex(db, 'usage_events_account_publisher', 'usage_events', ['account_id', 'publisher_id', 'day']);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('usage_events_account_publisher').execute();
      await db.schema.dropIndex('mail_outbox_tenant_created').execute();
      await db.schema.dropIndex('audit_events_tenant_created').execute();
    },
  };
}
