import type { Kysely } from 'kysely';

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
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
        .addColumn('requester_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
        .addColumn('old_document_id', 'integer', (c) => c.notNull().references('documents.id'))
        .addColumn('new_document_id', 'integer', (c) => c.notNull().references('documents.id'))
        // html | redline
        .addColumn('kind', 'text', (c) => c.notNull())
        // queued | running | done | failed
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('result_path', 'text')
        .addColumn('error', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .addUniqueConstraint('compare_jobs_pair', ['account_id', 'kind', 'old_document_id', 'new_document_id'])
        .execute();
      // Finding work left behind (queued, or running past its lease).
      await db.schema.createIndex('compare_jobs_state').on('compare_jobs').columns(['state', 'updated_at']).execute();
    },
  };
}
