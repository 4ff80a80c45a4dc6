import type { Kysely } from 'kysely';

/*
 * Usage report and administration: the audit list pages one tenant's events by date, the mail
 * outbox one tenant's mail by date, and the per-publisher usage chart groups one account's events.
 */
export function usageAdmin(_pg: boolean) {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('audit_events_tenant_created')
        .on('audit_events')
        .columns(['tenant_id', 'created_at'])
        .execute();
      await db.schema.createIndex('mail_outbox_tenant_created').on('mail_outbox').columns(['tenant_id', 'created_at']).execute();
      await db.schema
        .createIndex('usage_events_account_publisher')
        .on('usage_events')
        .columns(['account_id', 'publisher_id', 'day'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('usage_events_account_publisher').execute();
      await db.schema.dropIndex('mail_outbox_tenant_created').execute();
      await db.schema.dropIndex('audit_events_tenant_created').execute();
    },
  };
}
