import type { Kysely } from 'kysely';
import { idColumn } from './id-column';
import { createdAt, createdUpdatedAt, createIndex, ref, tenantRef, timestamp, userAccountRefs } from './columns';

/*
 * Compass points (001 §3): a named highlight on one edition, owned by one user in one account;
 * its audit trail (one row per write, with current and previous values, also feeding the
 * report); the tenant's compass-point settings; and who opened which shared link (the shared
 * list by contentId). Portable DDL as in 0001: integer booleans, ISO text dates, JSON text.
 */
export function compassPoints(pg: boolean) {
  const idCol = idColumn(pg);

  return {
    async up(db: Kysely<any>) {
      await idCol(db.schema.createTable('compass_points'))
        .addColumn('uuid', 'text', (c: any) => c.notNull().unique())
        .$call(tenantRef)
        .$call(ref('account_id', 'accounts'))
        .$call(ref('user_id', 'users'))
        .$call(ref('document_id', 'documents'))
        .addColumn('name', 'text', (c: any) => c.notNull())
        .addColumn('description', 'text', (c: any) => c.notNull())
        .addColumn('overlay_details', 'text', (c: any) => c.notNull())
        .addColumn('selection_data', 'text', (c: any) => c.notNull())
        .addColumn('page_number', 'integer', (c: any) => c.notNull())
        .addColumn('selection_text', 'text', (c: any) => c.notNull())
        .addColumn('annotation_id', 'text', (c: any) => c.notNull())
        // The point this one was carried forward (or saved) from.
        .addColumn('source_compass_point_id', 'integer', (c: any) => c.references('compass_points.id'))
        // 'Active' | 'Deactivated'; Historical is derived (a newer version carries it forward).
        .addColumn('status', 'text', (c: any) => c.notNull())
        .addColumn('shared', 'integer', (c: any) => c.notNull().defaultTo(0))
        .addColumn('deactivated_by_user_id', 'integer', (c: any) => c.references('users.id'))
        .addColumn('deactivated_at', 'text')
        // Why a newer edition could not take it (reason, document id, date) as JSON; null otherwise.
        .addColumn('carry_forward_json', 'text')
        .$call(createdUpdatedAt)
        .execute();
      await createIndex(db, 'compass_points_owner', 'compass_points', ['account_id', 'user_id', 'status']);
      await createIndex(db, 'compass_points_document', 'compass_points', ['document_id', 'account_id']);
      // One version per owner of any source: a point is carried forward once, a shared point saved once per user.
      await createIndex(db, 'compass_points_source', 'compass_points', ['source_compass_point_id', 'user_id', 'account_id'], {
        unique: true,
      });

      await idCol(db.schema.createTable('compass_point_audits'))
        .$call(ref('compass_point_id', 'compass_points'))
        .$call(tenantRef)
        .$call(ref('account_id', 'accounts'))
        .$call(ref('document_id', 'documents'))
        // INSERT | UPDATE | UPDATE-SELECTION | ACTIVATE | DEACTIVATE | SHARE (report only)
        .addColumn('transaction_type', 'text', (c: any) => c.notNull())
        .addColumn('user_id', 'integer', (c: any) => c.references('users.id'))
        .addColumn('user_name', 'text', (c: any) => c.notNull())
        .addColumn('propagated', 'integer', (c: any) => c.notNull().defaultTo(0))
        .addColumn('current_json', 'text', (c: any) => c.notNull())
        .addColumn('previous_json', 'text')
        .$call(createdAt)
        .execute();
      await createIndex(db, 'compass_point_audits_point', 'compass_point_audits', ['compass_point_id', 'created_at']);
      await createIndex(db, 'compass_point_audits_account', 'compass_point_audits', ['account_id', 'created_at']);

      // Tenant settings, optionally per publisher ('' = the tenant's default).
      await db.schema
        .createTable('compass_point_settings')
        .$call(tenantRef)
        .addColumn('publisher_code', 'text', (c: any) => c.notNull())
        .addColumn('settings_json', 'text', (c: any) => c.notNull())
        .addColumn('show_audit_history', 'integer', (c: any) => c.notNull().defaultTo(1))
        .addPrimaryKeyConstraint('compass_point_settings_pk', ['tenant_id', 'publisher_code'])
        .execute();

      await db.schema
        .createTable('compass_point_shared_views')
        .$call(userAccountRefs)
        .$call(ref('compass_point_id', 'compass_points'))
        .$call(timestamp('opened_at'))
        .addPrimaryKeyConstraint('compass_point_shared_views_pk', ['user_id', 'account_id', 'compass_point_id'])
        .execute();
    },
  };
}
