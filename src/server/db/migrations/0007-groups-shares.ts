import type { Kysely } from 'kysely';
import { idColumn } from './id-column';
import { createdAt, createdUpdatedAt, createIndex, ref } from './columns';

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
        .$call(ref('account_id', 'accounts'))
        .$call(ref('owner_id', 'users'))
        .addColumn('name', 'text', (c: any) => c.notNull())
        .addColumn('long_desc', 'text', (c: any) => c.notNull())
        .$call(createdUpdatedAt)
        .execute();
      await createIndex(db, 'user_groups_account', 'user_groups', ['account_id']);

      await db.schema
        .createTable('group_members')
        .$call(ref('group_id', 'user_groups', 'cascade'))
        .$call(ref('user_id', 'users'))
        .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'user_id'])
        .execute();
      await createIndex(db, 'group_members_user', 'group_members', ['user_id']);

      // Exactly one of shared_with_user_id, shared_with_group_id, external_email is set.
      await idCol(db.schema.createTable('content_shares'))
        .addColumn('tenant_id', 'text', (c: any) => c.notNull())
        .$call(ref('account_id', 'accounts'))
        .$call(ref('document_id', 'documents'))
        .$call(ref('shared_by_id', 'users'))
        .addColumn('shared_with_user_id', 'integer', (c: any) => c.references('users.id'))
        .addColumn('shared_with_group_id', 'integer', (c: any) => c.references('user_groups.id').onDelete('cascade'))
        .addColumn('external_email', 'text')
        .$call(createdAt)
        // NULLs are distinct in both dialects, so each constraint only bites for its own kind of target.
        .addUniqueConstraint('content_shares_user', ['account_id', 'document_id', 'shared_with_user_id'])
        .addUniqueConstraint('content_shares_group', ['account_id', 'document_id', 'shared_with_group_id'])
        .addUniqueConstraint('content_shares_external', ['account_id', 'document_id', 'external_email'])
        .execute();
      await createIndex(db, 'content_shares_recipient', 'content_shares', ['shared_with_user_id', 'account_id']);
      await createIndex(db, 'content_shares_group_idx', 'content_shares', ['shared_with_group_id']);
    },
  };
}
