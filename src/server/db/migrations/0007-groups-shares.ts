import type { Kysely } from 'kysely';
import { idColumn } from './id-column';

/*
 * Groups and shares (DOMAIN "Group", "Share"; 002 §3). A group lives in one account; its members
 * are users of that account. A share puts one document in front of one user, one group or one
 * external address, always made inside one account; a group's documents are its shares.
 * Portable DDL as in 0001.
 */
export function groupsShares(pg: boolean) {
  const idCol = idColumn(pg);

  return {
    async up(db: Kysely<any>) {
      await idCol(db.schema.createTable('user_groups'))
        .addColumn('account_id', 'integer', (c: any) => c.notNull().references('accounts.id'))
        .addColumn('owner_id', 'integer', (c: any) => c.notNull().references('users.id'))
        .addColumn('name', 'text', (c: any) => c.notNull())
        .addColumn('long_desc', 'text', (c: any) => c.notNull())
        .addColumn('created_at', 'text', (c: any) => c.notNull())
        .addColumn('updated_at', 'text', (c: any) => c.notNull())
        .execute();
      await db.schema.createIndex('user_groups_account').on('user_groups').column('account_id').execute();

      await db.schema
        .createTable('group_members')
        .addColumn('group_id', 'integer', (c) => c.notNull().references('user_groups.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'user_id'])
        .execute();
      await db.schema.createIndex('group_members_user').on('group_members').column('user_id').execute();

      // Exactly one of shared_with_user_id, shared_with_group_id, external_email is set.
      await idCol(db.schema.createTable('content_shares'))
        .addColumn('tenant_id', 'text', (c: any) => c.notNull())
        .addColumn('account_id', 'integer', (c: any) => c.notNull().references('accounts.id'))
        .addColumn('document_id', 'integer', (c: any) => c.notNull().references('documents.id'))
        .addColumn('shared_by_id', 'integer', (c: any) => c.notNull().references('users.id'))
        .addColumn('shared_with_user_id', 'integer', (c: any) => c.references('users.id'))
        .addColumn('shared_with_group_id', 'integer', (c: any) => c.references('user_groups.id').onDelete('cascade'))
        .addColumn('external_email', 'text')
        .addColumn('created_at', 'text', (c: any) => c.notNull())
        // NULLs are distinct in both dialects, so each constraint only bites for its own kind of target.
        .addUniqueConstraint('content_shares_user', ['account_id', 'document_id', 'shared_with_user_id'])
        .addUniqueConstraint('content_shares_group', ['account_id', 'document_id', 'shared_with_group_id'])
        .addUniqueConstraint('content_shares_external', ['account_id', 'document_id', 'external_email'])
        .execute();
      await db.schema
        .createIndex('content_shares_recipient')
        .on('content_shares')
        .columns(['shared_with_user_id', 'account_id'])
        .execute();
      await db.schema.createIndex('content_shares_group_idx').on('content_shares').column('shared_with_group_id').execute();
    },
  };
}
