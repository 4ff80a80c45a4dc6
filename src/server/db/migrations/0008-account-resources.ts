import type { Kysely } from 'kysely';
import { ref, timestamp } from './columns';

/*
 * Custom collections (002 §2, §3): the documents curated for one account. The publisher is kept
 * as the curator stored it, "display name|code"; the list shows the part before the bar.
 * Portable DDL as in 0001.
 */
export function accountResources(_pg: boolean) {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('custom_collection_items')
        .$call(ref('account_id', 'accounts'))
        .$call(ref('document_id', 'documents'))
        .addColumn('publisher_value', 'text', (c) => c.notNull())
        .$call(timestamp('added_at'))
        .addPrimaryKeyConstraint('custom_collection_items_pk', ['account_id', 'document_id'])
        .execute();
    },
  };
}
