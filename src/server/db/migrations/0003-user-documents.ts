import type { Kysely } from 'kysely';
import { idColumn } from './id-column';

/*
 * What users make around documents (DOMAIN "What users make"): the access history behind
 * "recently accessed", favorites and tracked families. Always owned by one user in one account.
 * Portable DDL as in 0001: ISO text timestamps, serial / autoincrement ids chosen by `pg`.
 */
export function userDocuments(pg: boolean) {
  const idCol = idColumn(pg);

  return {
    async up(db: Kysely<any>) {
      // One row per user, account and document: re-opening moves accessed_at, it does not add rows.
      await db.schema
        .createTable('accessed_documents')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
        .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id'))
        .addColumn('accessed_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('accessed_documents_pk', ['user_id', 'account_id', 'document_id'])
        .execute();
      await db.schema
        .createIndex('accessed_documents_recent')
        .on('accessed_documents')
        .columns(['user_id', 'account_id', 'accessed_at'])
        .execute();

      await idCol(db.schema.createTable('favorite_documents'))
        .addColumn('user_id', 'integer', (c: any) => c.notNull().references('users.id'))
        .addColumn('account_id', 'integer', (c: any) => c.notNull().references('accounts.id'))
        .addColumn('document_id', 'integer', (c: any) => c.notNull().references('documents.id'))
        .addColumn('created_at', 'text', (c: any) => c.notNull())
        .addUniqueConstraint('favorite_documents_unique', ['user_id', 'account_id', 'document_id'])
        .execute();

      // Tracking is per family; content_code is the edition the user tracked from (the card shows it).
      await idCol(db.schema.createTable('tracked_families'))
        .addColumn('user_id', 'integer', (c: any) => c.notNull().references('users.id'))
        .addColumn('account_id', 'integer', (c: any) => c.notNull().references('accounts.id'))
        .addColumn('family_id', 'integer', (c: any) => c.notNull().references('families.id'))
        .addColumn('content_code', 'text', (c: any) => c.notNull())
        .addColumn('created_at', 'text', (c: any) => c.notNull())
        .addUniqueConstraint('tracked_families_unique', ['user_id', 'account_id', 'family_id'])
        .execute();

      await db.schema
        .createIndex('documents_last_update')
        .on('documents')
        .columns(['publisher_id', 'last_update_date'])
        .execute();
    },
  };
}
