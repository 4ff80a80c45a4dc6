import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { REBUILDING_KEY, VERSION_KEY, readThesaurus } from './catalogue';
import { loadIndexedDocuments, type IndexedDocument } from './documents-text';
import type { Embedder } from './embedder';
import type { LexicalEngine } from './lexical';
import { STOPWORDS, tokenize } from './text';
import { THESAURUS_KEY, ThesaurusBuilder } from './thesaurus';
import type { RebuildOptions } from './types';

/*
 * Writes every part of the index for batches of documents: full text (dialect engine),
 * designation keys, embeddings and the spelling vocabulary. Work is done in batches of ids so
 * 100k documents index in bounded memory; the vocabulary is the only thing accumulated and it
 * holds one entry per distinct word.
 */

/** Words worth a place in the spelling vocabulary: letters only, not stop words. */
function vocabularyWords(d: IndexedDocument): Set<string> {
  const out = new Set<string>();
  for (const field of [d.title, d.keywords, d.body]) {
    for (const t of tokenize(field)) if (t.length >= 3 && !STOPWORDS.has(t) && !/\d/.test(t)) out.add(t);
  }
  return out;
}

function float32Bytes(v: Float32Array): Buffer {
  const b = Buffer.alloc(v.length * 4);
  for (let i = 0; i < v.length; i++) b.writeFloatLE(v[i], i * 4);
  return b;
}

interface PreparedBatch {
  docs: IndexedDocument[];
  keyRows: { document_id: number; part_key: string; part_number: string | null; year: string | null }[];
  vectors: Float32Array[];
}

export class Indexer {
  constructor(
    private db: Kysely<Database>,
    private engine: LexicalEngine,
    private embedder: Embedder,
  ) {}

  /** Everything a batch's index rows need, worked out before any of it is written. */
  private async prepareBatch(docs: IndexedDocument[]): Promise<PreparedBatch> {
    const keyRows = docs.flatMap((d) => {
      const byPart = new Map<string, { part_number: string | null; year: string | null }>();
      for (const k of d.designationKeys) {
        for (const part of k.parts) {
          const prev = byPart.get(part);
          if (!prev || (!prev.year && k.year))
            byPart.set(part, { part_number: /\d+/.exec(part)?.[0].replace(/^0+(?=\d)/, '') ?? null, year: k.year });
        }
      }
      return [...byPart].map(([part_key, v]) => ({ document_id: d.id, part_key, ...v }));
    });
    const vectors = await this.embedder.embedDocuments(docs.map((d) => ({ title: d.title, keywords: d.keywords, body: d.body })));
    return { docs, keyRows, vectors };
  }

  private async writeBatch({ docs, keyRows, vectors }: PreparedBatch): Promise<void> {
    await this.engine.write(docs);
    const ids = docs.map((d) => d.id);
    await this.db.transaction().execute(async (trx) => {
      await sql`delete from search_designations where document_id in (${sql.join(ids)})`.execute(trx);
      if (keyRows.length) {
        await sql`insert into search_designations (document_id, part_key, part_number, year)
          values ${sql.join(keyRows.map((r) => sql`(${r.document_id}, ${r.part_key}, ${r.part_number}, ${r.year})`))}`.execute(
          trx,
        );
      }
      await sql`delete from document_embeddings where document_id in (${sql.join(ids)})`.execute(trx);
      await sql`insert into document_embeddings (document_id, model, vector)
        values ${sql.join(docs.map((d, i) => sql`(${d.id}, ${this.embedder.model}, ${float32Bytes(vectors[i])})`))}`.execute(trx);
    });
  }

  private async writeTerms(counts: Map<string, number>, replace: boolean): Promise<void> {
    const entries = [...counts];
    await this.db.transaction().execute(async (trx) => {
      if (replace) await sql`delete from search_terms`.execute(trx);
      for (let i = 0; i < entries.length; i += 500) {
        const rows = entries.slice(i, i + 500).map(([t, c]) => sql`(${t}, ${c})`);
        await sql`insert into search_terms (term, doc_count) values ${sql.join(rows)}
          on conflict (term) do update set doc_count = search_terms.doc_count + excluded.doc_count`.execute(trx);
      }
    });
  }

  private async writeThesaurus(t: ThesaurusBuilder): Promise<void> {
    const value = JSON.stringify(t.toData());
    await sql`insert into key_values (key, value) values (${THESAURUS_KEY}, ${value})
      on conflict (key) do update set value = excluded.value`.execute(this.db);
  }

  private async bumpVersion(): Promise<void> {
    const value = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await sql`insert into key_values (key, value) values (${VERSION_KEY}, ${value})
      on conflict (key) do update set value = excluded.value`.execute(this.db);
  }

  /** Re-indexes every document in id order, `batchSize` at a time. */
  async rebuild(opts: RebuildOptions = {}): Promise<void> {
    const batchSize = opts.batchSize ?? 500;
    const total = Number(
      (
        await this.db
          .selectFrom('documents')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    // Until the end, a stopped rebuild (crash, deploy) leaves this mark: the next start rebuilds.
    await sql`insert into key_values (key, value) values (${REBUILDING_KEY}, ${new Date().toISOString()})
      on conflict (key) do update set value = excluded.value`.execute(this.db);
    await this.engine.clear();
    await sql`delete from search_designations`.execute(this.db);
    await sql`delete from document_embeddings`.execute(this.db);
    const counts = new Map<string, number>();
    const thesaurus = new ThesaurusBuilder();
    let after = 0;
    let done = 0;
    // One batch is written by the database while the next is read and worked out here: on
    // PostgreSQL the two run on different cores.
    let writing: Promise<void> = Promise.resolve();
    for (;;) {
      const ids = (
        await this.db.selectFrom('documents').select('id').where('id', '>', after).orderBy('id').limit(batchSize).execute()
      ).map((r) => r.id);
      if (ids.length === 0) break;
      const docs = await loadIndexedDocuments(this.db, ids);
      for (const d of docs) for (const w of vocabularyWords(d)) counts.set(w, (counts.get(w) ?? 0) + 1);
      for (const d of docs) thesaurus.add(d);
      const batch = await this.prepareBatch(docs);
      await writing;
      done += ids.length;
      const written = done;
      writing = this.writeBatch(batch).then(() => opts.onProgress?.(written, total));
      // A failed write is thrown where it is awaited, not reported as unhandled meanwhile.
      writing.catch(() => {});
      after = ids[ids.length - 1];
    }
    await writing;
    await this.writeTerms(counts, true);
    await this.writeThesaurus(thesaurus);
    await this.engine.optimize();
    await this.bumpVersion();
    await sql`delete from key_values where key = ${REBUILDING_KEY}`.execute(this.db);
  }

  /** Re-indexes these documents; ids that are gone are removed from the index. */
  async indexDocuments(ids: number[], batchSize = 500): Promise<void> {
    const counts = new Map<string, number>();
    // Like the vocabulary's counts, the thesaurus only grows here; a rebuild starts it afresh.
    const thesaurus = new ThesaurusBuilder(await readThesaurus(this.db));
    for (let i = 0; i < ids.length; i += batchSize) {
      const chunk = ids.slice(i, i + batchSize);
      const docs = await loadIndexedDocuments(this.db, chunk);
      const present = new Set(docs.map((d) => d.id));
      const gone = chunk.filter((id) => !present.has(id));
      if (gone.length) {
        await this.engine.remove(gone);
        await sql`delete from search_designations where document_id in (${sql.join(gone)})`.execute(this.db);
        await sql`delete from document_embeddings where document_id in (${sql.join(gone)})`.execute(this.db);
      }
      // Counts only grow here: a re-indexed document counts again, which only nudges suggestions.
      for (const d of docs) for (const w of vocabularyWords(d)) counts.set(w, (counts.get(w) ?? 0) + 1);
      for (const d of docs) thesaurus.add(d);
      await this.writeBatch(await this.prepareBatch(docs));
    }
    if (counts.size) await this.writeTerms(counts, false);
    await this.writeThesaurus(thesaurus);
    await this.bumpVersion();
  }
}
