import type { Kysely } from 'kysely';
import { createdUpdatedAt, createIndex, ref, tenantRef } from './columns';

/*
 * Version-compare jobs (001 §4 Compare): the HTML diff and the redline PDF are computed in the
 * background and polled, so the job lives in the database where any node (or a restarted one)
 * can answer the poll and pick up a job left behind. One job per account, kind and edition pair.
 */
export function compare(_pg: boolean) {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('compare_jobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .$call(tenantRef)
        .$call(ref('requester_id', 'users'))
        .$call(ref('account_id', 'accounts'))
        .$call(ref('old_document_id', 'documents'))
        .$call(ref('new_document_id', 'documents'))
        // html | redline
        .addColumn('kind', 'text', (c) => c.notNull())
        // queued | running | done | failed
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('result_path', 'text')
        .addColumn('error', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(createdUpdatedAt)
        .addColumn('finished_at', 'text')
        .addUniqueConstraint('compare_jobs_pair', ['account_id', 'kind', 'old_document_id', 'new_document_id'])
        .execute();
      // Finding work left behind (queued, or running past its lease).
      await createIndex(db, 'compare_jobs_state', 'compare_jobs', ['state', 'updated_at']);
    },
  };
}
