import type { Kysely } from 'kysely';
import { idColumn } from './id-column';

/*
 * Idempotency keys (ARCHITECTURE §5): one row per (tenant, user, key) holding the fingerprint of
 * the request and, once it has run, its reply. A row without a status is an attempt still running.
 * Portable DDL as in 0001.
 */
export function idempotency(pg: boolean) {
  const idCol = idColumn(pg);

  return {
    async up(db: Kysely<any>) {
      await idCol(db.schema.createTable('idempotency_keys'))
        .addColumn('tenant_id', 'text', (c: any) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'integer', (c: any) => c.notNull().references('users.id'))
        .addColumn('idem_key', 'text', (c: any) => c.notNull())
        .addColumn('request_hash', 'text', (c: any) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('content_type', 'text')
        .addColumn('reply_body', 'text')
        .addColumn('created_at', 'text', (c: any) => c.notNull())
        // A key names one change of one user: two users may pick the same key without meeting.
        .addUniqueConstraint('idempotency_keys_unique', ['tenant_id', 'user_id', 'idem_key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();
    },
  };
}
