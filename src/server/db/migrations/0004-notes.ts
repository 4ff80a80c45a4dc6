import type { Kysely } from 'kysely';
import { idColumn } from './id-column';
import { createdAt, createdUpdatedAt, ref, userAccountRefs } from './columns';

/*
 * PDF notes (001 §3 PDF note: one per annotation on a document, owned by one user in one account)
 * and video plays (the click-persist call of 001 §4). Portable DDL as in 0001.
 */
export function notes(pg: boolean) {
  const idCol = idColumn(pg);

  return {
    async up(db: Kysely<any>) {
      await idCol(db.schema.createTable('pdf_notes'))
        .$call(userAccountRefs)
        .$call(ref('document_id', 'documents'))
        .addColumn('annotation_id', 'text', (c: any) => c.notNull())
        .addColumn('note_data', 'text', (c: any) => c.notNull())
        .addColumn('note', 'text', (c: any) => c.notNull())
        .$call(createdUpdatedAt)
        // One note per annotation: a replayed save (offline outbox) updates instead of duplicating.
        .addUniqueConstraint('pdf_notes_unique', ['user_id', 'account_id', 'document_id', 'annotation_id'])
        .execute();

      await idCol(db.schema.createTable('video_plays'))
        .addColumn('tenant_id', 'text', (c: any) => c.notNull())
        .$call(userAccountRefs)
        .$call(ref('document_id', 'documents'))
        .addColumn('hash_id', 'text', (c: any) => c.notNull())
        .$call(createdAt)
        .execute();
    },
  };
}
