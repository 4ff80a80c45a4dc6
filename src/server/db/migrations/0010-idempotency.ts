import type { Kysely } from 'kysely';
import { idColumn } from './id-column';
import { createdAt, createIndex, ref, tenantRef } from './columns';

/*
 * Idempotency keys (src/README.md §5): one row per (tenant, user, key) holding the fingerprint of
 * the request and, once it has run, its reply. A row without a status is an attempt still running.
 * Portable DDL as in 0001.
 */
export function idempotency(pg: boolean) {
  const idCol = idColumn(pg);

  return {
    async up(db: Kysely<any>) {
      await idCol(db.schema.createTable('idempotency_keys'))
        .$call(tenantRef)
        .$call(ref('user_id', 'users'))
        .addColumn('idem_key', 'text', (c: any) => c.notNull())
        .addColumn('request_hash', 'text', (c: any) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('content_type', 'text')
        .addColumn('reply_body', 'text')
        .$call(createdAt)
        // A key names one change of one user: two users may pick the same key without meeting.
        .addUniqueConstraint('idempotency_keys_unique', ['tenant_id', 'user_id', 'idem_key'])
        .execute();
      await createIndex(db, 'idempotency_keys_created', 'idempotency_keys', ['created_at']);
    },
  };
}
