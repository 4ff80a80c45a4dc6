import { sql, type Kysely } from 'kysely';
import { idColumn } from './id-column';
import { createdAt, createIndex, ref, tenantRef, timestamp, userAccountRefs } from './columns';

/*
 * Portable DDL: only types both SQLite and PostgreSQL understand the same way. Auto-increment
 * ids use `serial` on PostgreSQL and `integer primary key autoincrement` on SQLite, chosen by
 * the `pg` flag the migrator passes in.
 */
export function foundation(pg: boolean) {
  const idCol = idColumn(pg);

  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('tenants')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('is_main', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('config_json', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('tenant_hosts')
        .addColumn('host', 'text', (c) => c.primaryKey())
        .$call(tenantRef)
        .execute();

      await idCol(db.schema.createTable('publishers'))
        .addColumn('code', 'text', (c: any) => c.notNull().unique())
        .addColumn('name', 'text', (c: any) => c.notNull())
        .execute();
      await idCol(db.schema.createTable('subscription_products'))
        .$call(ref('publisher_id', 'publishers'))
        .addColumn('search_key', 'text', (c: any) => c.notNull())
        .addColumn('abbr_name', 'text', (c: any) => c.notNull())
        .addColumn('name', 'text', (c: any) => c.notNull())
        .addColumn('image_path', 'text', (c: any) => c.notNull())
        .execute();

      await idCol(db.schema.createTable('accounts'))
        .$call(tenantRef)
        .addColumn('name', 'text', (c: any) => c.notNull())
        .addColumn('acronym', 'text')
        .addColumn('compass_point_flag', 'integer', (c: any) => c.notNull().defaultTo(0))
        .addColumn('semantic_search_flag', 'integer', (c: any) => c.notNull().defaultTo(0))
        .addColumn('custom_collection', 'integer', (c: any) => c.notNull().defaultTo(0))
        .addColumn('group_feature', 'integer', (c: any) => c.notNull().defaultTo(0))
        .addColumn('content_security', 'text')
        .addColumn('lca_accepted_at', 'text')
        .addColumn('lca_required', 'integer', (c: any) => c.notNull().defaultTo(0))
        .addColumn('settings_json', 'text', (c: any) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema
        .createTable('account_subscriptions')
        .$call(ref('account_id', 'accounts'))
        .$call(ref('product_id', 'subscription_products'))
        .addPrimaryKeyConstraint('account_subscriptions_pk', ['account_id', 'product_id'])
        .execute();

      await idCol(db.schema.createTable('users'))
        .$call(tenantRef)
        .addColumn('email', 'text', (c: any) => c.notNull())
        .addColumn('password_hash', 'text', (c: any) => c.notNull())
        .addColumn('first_name', 'text', (c: any) => c.notNull())
        .addColumn('last_name', 'text', (c: any) => c.notNull())
        .addColumn('company_name', 'text')
        .addColumn('user_type', 'text', (c: any) => c.notNull())
        .addColumn('lang_key', 'text', (c: any) => c.notNull().defaultTo('EN'))
        .addColumn('authorities', 'text', (c: any) => c.notNull().defaultTo(''))
        .addColumn('auth_type', 'text', (c: any) => c.notNull().defaultTo('PWD'))
        .addColumn('address_json', 'text', (c: any) => c.notNull().defaultTo('{}'))
        .$call(createdAt)
        .addUniqueConstraint('users_tenant_email', ['tenant_id', 'email'])
        .execute();
      await db.schema
        .createTable('user_entitlements')
        .$call(userAccountRefs)
        .addPrimaryKeyConstraint('user_entitlements_pk', ['user_id', 'account_id'])
        .execute();
      await db.schema
        .createTable('session_selections')
        .addColumn('session_key', 'text', (c) => c.primaryKey())
        .$call(userAccountRefs)
        .$call(timestamp('updated_at'))
        .execute();

      await idCol(db.schema.createTable('families'))
        .$call(ref('publisher_id', 'publishers'))
        .addColumn('family_value', 'text', (c: any) => c.notNull())
        .addColumn('replaced_by_family_value', 'text')
        .execute();
      await idCol(db.schema.createTable('documents'))
        .addColumn('content_code', 'text', (c: any) => c.notNull().unique())
        .$call(ref('family_id', 'families'))
        .$call(ref('publisher_id', 'publishers'))
        .addColumn('designation', 'text', (c: any) => c.notNull())
        .addColumn('display_designation', 'text', (c: any) => c.notNull())
        .addColumn('designation_no', 'text', (c: any) => c.notNull())
        .addColumn('title', 'text', (c: any) => c.notNull())
        .addColumn('description', 'text', (c: any) => c.notNull())
        .addColumn('document_type', 'text', (c: any) => c.notNull())
        .addColumn('asset_type', 'text')
        .addColumn('content_type', 'text')
        .addColumn('status', 'text', (c: any) => c.notNull())
        .addColumn('classification', 'text')
        .addColumn('language_code', 'text', (c: any) => c.notNull())
        .addColumn('publish_date', 'text')
        .addColumn('published_online_date', 'text')
        .addColumn('last_update_date', 'text')
        .addColumn('downloadable', 'integer', (c: any) => c.notNull().defaultTo(1))
        .addColumn('video_flag', 'text', (c: any) => c.notNull().defaultTo('N'))
        .addColumn('asset_id', 'text')
        .addColumn('edition_order', 'integer', (c: any) => c.notNull())
        .addColumn('page_count', 'integer', (c: any) => c.notNull().defaultTo(0))
        .addColumn('pdf_path', 'text')
        .addColumn('html_path', 'text')
        .addColumn('keywords', 'text', (c: any) => c.notNull().defaultTo(''))
        .execute();
      await createIndex(db, 'documents_family', 'documents', ['family_id']);
      await createIndex(db, 'documents_publisher', 'documents', ['publisher_id']);
      await createIndex(db, 'documents_designation', 'documents', ['designation']);

      await db.schema
        .createTable('document_links')
        .$call(ref('document_id', 'documents'))
        .$call(ref('linked_id', 'documents'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('document_links_pk', ['document_id', 'linked_id', 'kind'])
        .execute();
      await db.schema
        .createTable('document_sections')
        .$call(ref('document_id', 'documents'))
        .addColumn('ordinal', 'integer', (c) => c.notNull())
        .addColumn('heading', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('document_sections_pk', ['document_id', 'ordinal'])
        .execute();
      await idCol(db.schema.createTable('taxonomy_nodes'))
        .addColumn('tree', 'text', (c: any) => c.notNull())
        .addColumn('key', 'text', (c: any) => c.notNull())
        .addColumn('name', 'text', (c: any) => c.notNull())
        .addColumn('parent_key', 'text')
        .addColumn('root', 'integer', (c: any) => c.notNull().defaultTo(0))
        .addUniqueConstraint('taxonomy_nodes_tree_key', ['tree', 'key'])
        .execute();
      await db.schema
        .createTable('document_taxonomy')
        .$call(ref('document_id', 'documents'))
        .$call(ref('node_id', 'taxonomy_nodes'))
        .addPrimaryKeyConstraint('document_taxonomy_pk', ['document_id', 'node_id'])
        .execute();
      await createIndex(db, 'document_taxonomy_node', 'document_taxonomy', ['node_id']);

      await db.schema
        .createTable('oidc_payloads')
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('grant_id', 'text')
        .addColumn('user_code', 'text')
        .addColumn('uid', 'text')
        .addColumn('expires_at', 'text')
        .addColumn('consumed_at', 'text')
        .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
        .execute();
      await createIndex(db, 'oidc_payloads_grant', 'oidc_payloads', ['grant_id']);
      await createIndex(db, 'oidc_payloads_uid', 'oidc_payloads', ['uid']);

      await idCol(db.schema.createTable('audit_events'))
        .addColumn('tenant_id', 'text')
        .addColumn('user_id', 'integer')
        .addColumn('principal', 'text', (c: any) => c.notNull())
        .addColumn('type', 'text', (c: any) => c.notNull())
        .addColumn('data_json', 'text', (c: any) => c.notNull().defaultTo('{}'))
        .$call(createdAt)
        .execute();
      await idCol(db.schema.createTable('mail_outbox'))
        .addColumn('tenant_id', 'text')
        .addColumn('to_addr', 'text', (c: any) => c.notNull())
        .addColumn('cc_addr', 'text')
        .addColumn('subject', 'text', (c: any) => c.notNull())
        .addColumn('body', 'text', (c: any) => c.notNull())
        .addColumn('state', 'text', (c: any) => c.notNull())
        .addColumn('error', 'text')
        .$call(createdAt)
        .execute();
      await idCol(db.schema.createTable('usage_events'))
        .addColumn('tenant_id', 'text', (c: any) => c.notNull())
        .addColumn('account_id', 'integer')
        .addColumn('user_id', 'integer')
        .addColumn('publisher_id', 'integer')
        .addColumn('document_id', 'integer')
        .addColumn('kind', 'text', (c: any) => c.notNull())
        .addColumn('day', 'text', (c: any) => c.notNull())
        .$call(createdAt)
        .execute();
      await createIndex(db, 'usage_events_account_day', 'usage_events', ['account_id', 'day']);

      await db.schema
        .createTable('key_values')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      void sql;
    },
  };
}
