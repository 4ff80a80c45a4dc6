import { sql, type Kysely } from 'kysely';
import { createIndex, ref } from './columns';

/*
 * Search index tables (src/README.md §6). Lexical: an FTS5 table on SQLite, a weighted tsvector
 * with a GIN index on PostgreSQL. Portable: normalised designation keys, the spelling
 * vocabulary and the stored document embeddings (float32 little-endian bytes).
 */
export function search(pg: boolean) {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('search_designations')
        .$call(ref('document_id', 'documents'))
        // Byte-wise collation on PostgreSQL so range scans (prefix search) match SQLite's BINARY order.
        .addColumn('part_key', pg ? sql`text collate "C"` : 'text', (c) => c.notNull())
        .addColumn('part_number', 'text')
        .addColumn('year', 'text')
        .execute();
      await createIndex(db, 'search_designations_key', 'search_designations', ['part_key']);
      await createIndex(db, 'search_designations_number', 'search_designations', ['part_number']);
      await createIndex(db, 'search_designations_document', 'search_designations', ['document_id']);

      await db.schema
        .createTable('search_terms')
        .addColumn('term', pg ? sql`text collate "C"` : 'text', (c) => c.primaryKey())
        .addColumn('doc_count', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('document_embeddings')
        .addColumn('document_id', 'integer', (c) => c.primaryKey().references('documents.id'))
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('vector', pg ? 'bytea' : 'blob', (c) => c.notNull())
        .execute();

      if (pg) {
        await db.schema
          .createTable('search_documents')
          .addColumn('document_id', 'integer', (c) => c.primaryKey().references('documents.id'))
          // Every field, for matching; `head` (designation, title, keywords) is small and stays in the
          // heap row, so ranking thousands of matches never de-TOASTs the body.
          .addColumn('vector', sql`tsvector`, (c) => c.notNull())
          .addColumn('head', sql`tsvector`, (c) => c.notNull())
          .execute();
        await sql`create index search_documents_vector on search_documents using gin (vector)`.execute(db);
        await sql`create index search_documents_head on search_documents using gin (head)`.execute(db);
        // Push the body vector out of line so a heap row is small: matching 80k documents then
        // reads a few MB of heap. `head` stays inline (MAIN) because ranking reads it.
        await sql`alter table search_documents alter column head set storage main`.execute(db);
        await sql`alter table search_documents set (toast_tuple_target = 128)`.execute(db);
      } else {
        // Contentless: the text lives in documents/document_sections; the index keeps only postings.
        await sql`create virtual table search_fts using fts5(designation, title, keywords, body,
          tokenize = 'porter unicode61 remove_diacritics 2', content = '', contentless_delete = 1)`.execute(db);
        // The short fields again, alone: ranking, stype K and type-ahead read small doclists and
        // position lists here instead of the body-sized ones of search_fts.
        await sql`create virtual table search_head using fts5(designation, title, keywords,
          tokenize = 'porter unicode61 remove_diacritics 2', content = '', contentless_delete = 1)`.execute(db);
      }
    },
  };
}
