import type { Kysely } from 'kysely';
import { createdAt, createIndex } from './columns';

/*
 * Documents come in as publishers deliver them (STS XML, PDF, a manifest), through the import.
 * - documents learn where each of their files came from (the delivered STS and PDF by SHA-256,
 *   and the signature of everything an import derived them from: the same delivery again is
 *   recognised as unchanged), which pages were recognised by OCR, and what the files carried
 *   that Bearing never runs (JavaScript, forms).
 * - sections keep the XML id of their clause (clause links address it) and the page they start
 *   on (a search hit in a PDF opens at its page).
 * - an import job and its files: the operator's history, a job's progress and per-file report,
 *   and the lease that lets another node finish a job whose node died.
 * - search_pending: documents written but not yet indexed, in the document's own transaction,
 *   so a crash between the two leaves nothing unsearchable for long.
 * Portable types only: the same migration runs on both dialects.
 */
export function contentImport(_pg: boolean) {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('documents').addColumn('xml_path', 'text').execute();
      await db.schema.alterTable('documents').addColumn('sts_sha256', 'text').execute();
      await db.schema.alterTable('documents').addColumn('pdf_sha256', 'text').execute();
      await db.schema.alterTable('documents').addColumn('source_signature', 'text').execute();
      await db.schema.alterTable('documents').addColumn('ocr_pages', 'text').execute();
      await db.schema.alterTable('documents').addColumn('import_notes', 'text').execute();
      await createIndex(db, 'families_publisher_value', 'families', ['publisher_id', 'family_value']);
      await db.schema.alterTable('document_sections').addColumn('anchor', 'text').execute();
      await db.schema.alterTable('document_sections').addColumn('page_number', 'integer').execute();

      await db.schema
        .createTable('import_jobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        // 'cli' | 'console' | 'api' | 'seed'
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('requested_by', 'integer', (c) => c.references('users.id'))
        .addColumn('publisher_code', 'text')
        // Where an uploaded delivery waits, relative to DATA_DIR; null for a command-line import of paths.
        .addColumn('delivery_dir', 'text')
        .addColumn('label', 'text', (c) => c.notNull())
        // 'receiving' | 'queued' | 'running' | 'done' | 'failed'
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('file_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('imported', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('unchanged', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', 'text')
        .$call(createdAt)
        .addColumn('started_at', 'text')
        .addColumn('finished_at', 'text')
        .execute();
      await createIndex(db, 'import_jobs_state', 'import_jobs', ['state', 'created_at']);
      await db.schema
        .createTable('import_job_files')
        .addColumn('job_id', 'text', (c) => c.notNull().references('import_jobs.id').onDelete('cascade'))
        .addColumn('ordinal', 'integer', (c) => c.notNull())
        .addColumn('file', 'text', (c) => c.notNull())
        // null until the file is done; then 'imported' | 'updated' | 'unchanged' | 'refused'
        .addColumn('status', 'text')
        .addColumn('content_code', 'text')
        .addColumn('pages', 'integer')
        .addColumn('reason', 'text')
        .addColumn('finished_at', 'text')
        .addPrimaryKeyConstraint('import_job_files_pk', ['job_id', 'ordinal'])
        .execute();
      await db.schema
        .createTable('search_pending')
        .addColumn('document_id', 'integer', (c) => c.primaryKey())
        .$call(createdAt)
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('search_pending').execute();
      await db.schema.dropTable('import_job_files').execute();
      await db.schema.dropTable('import_jobs').execute();
      await db.schema.dropIndex('families_publisher_value').execute();
      for (const c of ['anchor', 'page_number']) await db.schema.alterTable('document_sections').dropColumn(c).execute();
      for (const c of ['xml_path', 'sts_sha256', 'pdf_sha256', 'source_signature', 'ocr_pages', 'import_notes'])
        await db.schema.alterTable('documents').dropColumn(c).execute();
    },
  };
}
