import type { Kysely } from 'kysely';
import { idColumn } from './id-column';
import { createdAt, createIndex, ref, timestamp, userAccountRefs } from './columns';

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
        .$call(userAccountRefs)
        .$call(ref('document_id', 'documents'))
        .$call(timestamp('accessed_at'))
        .addPrimaryKeyConstraint('accessed_documents_pk', ['user_id', 'account_id', 'document_id'])
        .execute();
      await createIndex(db, 'accessed_documents_recent', 'accessed_documents', ['user_id', 'account_id', 'accessed_at']);

      await idCol(db.schema.createTable('favorite_documents'))
        .$call(userAccountRefs)
        .$call(ref('document_id', 'documents'))
        .$call(createdAt)
        .addUniqueConstraint('favorite_documents_unique', ['user_id', 'account_id', 'document_id'])
        .execute();

      // Tracking is per family; content_code is the edition the user tracked from (the card shows it).
      await idCol(db.schema.createTable('tracked_families'))
        .$call(userAccountRefs)
        .$call(ref('family_id', 'families'))
        .addColumn('content_code', 'text', (c: any) => c.notNull())
        .$call(createdAt)
        .addUniqueConstraint('tracked_families_unique', ['user_id', 'account_id', 'family_id'])
        .execute();

      await createIndex(db, 'documents_last_update', 'documents', ['publisher_id', 'last_update_date']);
    },
  };
}
