import type { Kysely } from 'kysely';
import { idColumn } from './id-column';

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
        .addColumn('tenant_id', 'text', (c: any) => c.notNull().references('tenants.id'))
        .addColumn('account_id', 'integer', (c: any) => c.notNull().references('accounts.id'))
        .addColumn('user_id', 'integer', (c: any) => c.notNull().references('users.id'))
        .addColumn('document_id', 'integer', (c: any) => c.notNull().references('documents.id'))
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
        .addColumn('created_at', 'text', (c: any) => c.notNull())
        .addColumn('updated_at', 'text', (c: any) => c.notNull())
        .execute();
      await db.schema
        .createIndex('compass_points_owner')
        .on('compass_points')
        .columns(['account_id', 'user_id', 'status'])
        .execute();
      await db.schema
        .createIndex('compass_points_document')
        .on('compass_points')
        .columns(['document_id', 'account_id'])
        .execute();
      // One version per owner of any source: a point is carried forward once, a shared point saved once per user.
      await db.schema
        .createIndex('compass_points_source')
        .on('compass_points')
        .columns(['source_compass_point_id', 'user_id', 'account_id'])
        .unique()
        .execute();

      await idCol(db.schema.createTable('compass_point_audits'))
        .addColumn('compass_point_id', 'integer', (c: any) => c.notNull().references('compass_points.id'))
        .addColumn('tenant_id', 'text', (c: any) => c.notNull().references('tenants.id'))
        .addColumn('account_id', 'integer', (c: any) => c.notNull().references('accounts.id'))
        .addColumn('document_id', 'integer', (c: any) => c.notNull().references('documents.id'))
        // INSERT | UPDATE | UPDATE-SELECTION | ACTIVATE | DEACTIVATE | SHARE (report only)
        .addColumn('transaction_type', 'text', (c: any) => c.notNull())
        .addColumn('user_id', 'integer', (c: any) => c.references('users.id'))
        .addColumn('user_name', 'text', (c: any) => c.notNull())
        .addColumn('propagated', 'integer', (c: any) => c.notNull().defaultTo(0))
        .addColumn('current_json', 'text', (c: any) => c.notNull())
        .addColumn('previous_json', 'text')
        .addColumn('created_at', 'text', (c: any) => c.notNull())
        .execute();
      await db.schema
        .createIndex('compass_point_audits_point')
        .on('compass_point_audits')
        .columns(['compass_point_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('compass_point_audits_account')
        .on('compass_point_audits')
        .columns(['account_id', 'created_at'])
        .execute();

      // Tenant settings, optionally per publisher ('' = the tenant's default).
      await db.schema
        .createTable('compass_point_settings')
        .addColumn('tenant_id', 'text', (c: any) => c.notNull().references('tenants.id'))
        .addColumn('publisher_code', 'text', (c: any) => c.notNull())
        .addColumn('settings_json', 'text', (c: any) => c.notNull())
        .addColumn('show_audit_history', 'integer', (c: any) => c.notNull().defaultTo(1))
        .addPrimaryKeyConstraint('compass_point_settings_pk', ['tenant_id', 'publisher_code'])
        .execute();

      await db.schema
        .createTable('compass_point_shared_views')
        .addColumn('user_id', 'integer', (c: any) => c.notNull().references('users.id'))
        .addColumn('account_id', 'integer', (c: any) => c.notNull().references('accounts.id'))
        .addColumn('compass_point_id', 'integer', (c: any) => c.notNull().references('compass_points.id'))
        .addColumn('opened_at', 'text', (c: any) => c.notNull())
        .addPrimaryKeyConstraint('compass_point_shared_views_pk', ['user_id', 'account_id', 'compass_point_id'])
        .execute();
    },
  };
}
