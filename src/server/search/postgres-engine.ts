import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { IndexedDocument } from './documents-text';
import type { LexicalEngine, LexicalFields, LexicalMatches, MatchOptions } from './lexical';
import type { ParsedQuery } from './text';

/*
 * PostgreSQL full-text search: one tsvector per document with weights A designation, B title,
 * C keywords, D body, indexed with GIN. Stype K and type-ahead restrict lexemes by weight label
 * (`steel:BC`), so one vector serves every stype. ts_rank with length normalisation (flag 1)
 * stands in for BM25, which PostgreSQL does not have.
 */

const WEIGHT_LABEL: Record<LexicalFields, string> = { all: '', titles: 'BC', head: 'AB' };

// Terms come from the tokeniser (letters and digits only); quoting keeps tsquery syntax out anyway.
const lexeme = (t: string) => `'${t.replace(/'/g, "''")}'`;

/** The to_tsquery text of a parsed query; null when nothing is left to match. */
export function tsqueryText(q: ParsedQuery, fields: LexicalFields): string | null {
  const label = WEIGHT_LABEL[fields];
  const parts: string[] = [];
  for (const g of q.groups) {
    const alts = [...new Set(g.alternatives)].map((a) => `${lexeme(a)}:${g.prefix && a === g.term ? '*' : ''}${label}`.replace(/:$/, ''));
    parts.push(alts.length === 1 ? alts[0] : `(${alts.join(' | ')})`);
  }
  for (const p of q.phrases) parts.push(`(${p.map((w) => `${lexeme(w)}${label ? `:${label}` : ''}`).join(' <-> ')})`);
  return parts.length ? parts.join(q.any ? ' | ' : ' & ') : null;
}

export class PostgresLexicalEngine implements LexicalEngine {
  constructor(private db: Kysely<Database>) {}

  async clear(): Promise<void> {
    await sql`delete from search_documents`.execute(this.db);
  }

  async optimize(): Promise<void> {
    await sql`analyze search_documents`.execute(this.db);
  }

  async remove(ids: number[]): Promise<void> {
    if (ids.length) await sql`delete from search_documents where document_id in (${sql.join(ids)})`.execute(this.db);
  }

  async write(docs: IndexedDocument[]): Promise<void> {
    if (docs.length === 0) return;
    const rows = docs.map((d) => sql`(${d.id}, ${d.designation}, ${d.title}, ${d.keywords}, ${d.body})`);
    await this.db.transaction().execute(async (trx) => {
      await sql`delete from search_documents where document_id in (${sql.join(docs.map((d) => d.id))})`.execute(trx);
      await sql`insert into search_documents (document_id, head, vector)
        select id, h, h || setweight(to_tsvector('english', body), 'D') from (
          select id::integer as id, body, setweight(to_tsvector('english', des), 'A') || setweight(to_tsvector('english', title), 'B') ||
            setweight(to_tsvector('english', kw), 'C') as h
          from (values ${sql.join(rows)}) as v(id, des, title, kw, body)) x`.execute(trx);
    });
  }

  /*
   * Matching reads the GIN index of `vector` (stype A) or `head`; ranking is ts_rank over the
   * small inline `head` only, for the best `rankLimit` documents. Ids come back as one string: 80k ids
   * parse far faster that way than as 80k row objects.
   */
  async match(q: ParsedQuery, fields: LexicalFields, opts: MatchOptions = {}): Promise<LexicalMatches> {
    const text = tsqueryText(q, fields);
    if (!text) return { ids: [], scores: new Map() };
    // Ranked: documents holding every word in designation, title or keywords. A document holding
    // some only in its body still matches and follows them in the base order.
    const rankText = fields === 'all' ? tsqueryText(q, 'all')! : text;
    // The planner prices `@@` as cheap and picks a sequential scan for a broad query, which then
    // de-TOASTs every body vector (seconds); the GIN index is always the faster road here.
    // Ranking and membership are independent: each runs in its own transaction (so on its own
    // pooled connection), in parallel, and the answer costs the slower of the two, not the sum.
    const indexOnly = <T>(run: (trx: Kysely<Database>) => Promise<T>) =>
      this.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        return run(trx);
      });
    const column = fields === 'all' ? sql.ref('vector') : sql.ref('head');
    const [rank, all] = await Promise.all([
      indexOnly((trx) => sql<{ id: number; score: number }>`
        with q as (select to_tsquery('english', ${rankText}) as q)
        select document_id as id, ts_rank('{0.1, 0.4, 0.6, 1.0}', head, q.q, 1) as score from search_documents, q
        where head @@ q.q order by score desc limit ${opts.rankLimit ?? 1000}`.execute(trx)),
      opts.membership === false
        ? null
        : indexOnly((trx) => sql<{ ids: string | null }>`
            select string_agg(document_id::text, ',') as ids from search_documents where ${column} @@ to_tsquery('english', ${text})`.execute(trx)),
    ]);
    const scores = new Map(rank.rows.map((r) => [r.id, Number(r.score)]));
    if (!all) return { ids: [...scores.keys()], scores };
    const ids = all.rows[0]?.ids ? all.rows[0].ids.split(',').map(Number) : [];
    return { ids, scores };
  }
}
