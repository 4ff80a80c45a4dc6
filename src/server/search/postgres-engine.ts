import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { postgresReader } from '../db/postgres-readers';
import type { IndexedDocument } from './documents-text';
import { parseIdList, type LexicalEngine, type LexicalFields, type LexicalMatches, type MatchOptions } from './lexical';
import type { ParsedQuery } from './text';
import { combineTermSets, TermSetCache, type TermSet } from './term-sets';

/*
 * PostgreSQL full-text search: one tsvector per document with weights A designation, B title,
 * C keywords, D body, indexed with GIN. Stype K and type-ahead restrict lexemes by weight label
 * (`steel:BC`), so one vector serves every stype. ts_rank with length normalisation (flag 1)
 * stands in for BM25, which PostgreSQL does not have.
 */

const WEIGHT_LABEL: Record<LexicalFields, string> = { all: '', titles: 'BC', head: 'AB' };

// Terms come from the tokeniser (letters and digits only); quoting keeps tsquery syntax out anyway.
const lexeme = (t: string) => `'${t.replace(/'/g, "''")}'`;

/** The to_tsquery text of each alternative of each group. */
function groupTerms(q: ParsedQuery, fields: LexicalFields): string[][] {
  const label = WEIGHT_LABEL[fields];
  return q.groups.map((g) =>
    [...new Set(g.alternatives)].map((a) => `${lexeme(a)}:${g.prefix && a === g.term ? '*' : ''}${label}`.replace(/:$/, '')),
  );
}

/** The to_tsquery text of a parsed query; null when nothing is left to match. */
export function tsqueryText(q: ParsedQuery, fields: LexicalFields): string | null {
  const label = WEIGHT_LABEL[fields];
  const parts: string[] = [];
  for (const alts of groupTerms(q, fields)) parts.push(alts.length === 1 ? alts[0] : `(${alts.join(' | ')})`);
  for (const p of q.phrases) parts.push(`(${p.map((w) => `${lexeme(w)}${label ? `:${label}` : ''}`).join(' <-> ')})`);
  return parts.length ? parts.join(q.any ? ' | ' : ' & ') : null;
}

const termKey = (fields: LexicalFields, term: string) => `${fields}\u0000${term}`;

/** Ids held by the term-set cache per node: 8M ids are 32 MB, a few hundred common words at 100k documents. */
const TERM_CACHE_IDS = 8_000_000;

/** Session settings of every read of the index (see indexOnly). */
const INDEX_ONLY = { enable_seqscan: 'off', max_parallel_workers_per_gather: 0 };

/** The matching indexes a rebuild drops and builds again (migration 0002 made them first). */
const GIN_INDEXES = ['search_documents_vector', 'search_documents_head'];

export class PostgresLexicalEngine implements LexicalEngine {
  private terms: TermSetCache;
  private warming = new Set<string>();
  private reads = new Set<Promise<void>>();
  // Bumped by forget(): a set read before the index changed must not be cached after it.
  private generation = 0;
  private reader: Kysely<Database> | null;

  constructor(
    private db: Kysely<Database>,
    private termCacheIds: number = TERM_CACHE_IDS,
  ) {
    this.terms = new TermSetCache(termCacheIds);
    this.reader = postgresReader(db, INDEX_ONLY);
  }

  forget(): void {
    this.terms.clear();
    this.generation++;
  }

  /** Reads the given terms' documents in one statement; null for a stop word (an empty tsquery). */
  private async readTermSets(terms: string[], fields: LexicalFields): Promise<Map<string, TermSet>> {
    const column = fields === 'all' ? sql.ref('vector') : sql.ref('head');
    const rows = await this.indexOnly((reader) =>
      sql<{ k: string; ids: string | null }>`
      select k, case when numnode(to_tsquery('english', k)) = 0 then null
        else coalesce((select string_agg(document_id::text, ',') from search_documents where ${column} @@ to_tsquery('english', k)), '') end as ids
      from unnest(${terms}::text[]) as k`.execute(reader),
    );
    return new Map(rows.rows.map((r) => [r.k, r.ids === null ? null : Int32Array.from(parseIdList(r.ids))]));
  }

  /** The best matches by ts_rank over `head` (designation, title, keywords). */
  private async rank(rankText: string, limit = 1000): Promise<{ id: number; score: number }[]> {
    const r = await this.indexOnly((reader) =>
      sql<{ id: number; score: number }>`
      with q as (select to_tsquery('english', ${rankText}) as q)
      select document_id as id, ts_rank('{0.1, 0.4, 0.6, 1.0}', head, q.q, 1) as score from search_documents, q
      where head @@ q.q order by score desc limit ${limit}`.execute(reader),
    );
    return r.rows;
  }

  private allCached(q: ParsedQuery, fields: LexicalFields): boolean {
    return groupTerms(q, fields).every((g) => g.every((t) => this.terms.get(termKey(fields, t)) !== undefined));
  }

  /** Every match of a query without phrases, from the cached per-term sets (all present). */
  private membershipFromTerms(q: ParsedQuery, fields: LexicalFields): number[] {
    return combineTermSets(
      groupTerms(q, fields).map((g) => g.map((t) => this.terms.get(termKey(fields, t)) ?? null)),
      !!q.any,
    );
  }

  /**
   * Reads the sets of a query's uncached terms after the query has been answered: the first
   * search with a word costs what it did before the cache, the next ones a millisecond.
   */
  private warm(q: ParsedQuery, fields: LexicalFields): void {
    const missing = [...new Set(groupTerms(q, fields).flat())].filter(
      (t) => this.terms.get(termKey(fields, t)) === undefined && !this.warming.has(termKey(fields, t)),
    );
    if (missing.length === 0 || this.termCacheIds === 0) return;
    const generation = this.generation;
    for (const t of missing) this.warming.add(termKey(fields, t));
    const read: Promise<void> = this.readTermSets(missing, fields)
      .then((sets) => {
        if (generation === this.generation) for (const [t, s] of sets) this.terms.set(termKey(fields, t), s);
      })
      // A failed read only leaves the cache cold; the query it came from has its answer already.
      .catch(() => {})
      .finally(() => {
        for (const t of missing) this.warming.delete(termKey(fields, t));
        this.reads.delete(read);
      });
    this.reads.add(read);
  }

  /** Resolves once the background reads of term sets have finished (tests, orderly shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.reads]);
  }

  /** Document ids held in cached term sets. */
  get cachedIds(): number {
    return this.terms.size;
  }

  // The planner prices `@@` as cheap and picks a sequential scan for a broad query, which then
  // de-TOASTs every body vector (seconds); the GIN index is always the faster road here. Parallel
  // workers cost more to start than they save on these small scans. Connections made with those
  // settings answer in one round trip; a database opened some other way gets them per query.
  private indexOnly<T>(run: (db: Kysely<Database>) => Promise<T>): Promise<T> {
    if (this.reader) return run(this.reader);
    return this.db.transaction().execute(async (trx) => {
      for (const [name, value] of Object.entries(INDEX_ONLY))
        await sql`select set_config(${name}, ${String(value)}, true)`.execute(trx);
      return run(trx);
    });
  }

  /*
   * A rebuild fills the table without its GIN indexes and builds them once at the end. Inserted
   * one batch at a time, every row's words update posting trees spread over an index far larger
   * than shared buffers once the catalogue nears a million documents (tens of GB of random
   * writes); one sorted build of the finished table reads it once.
   */
  async clear(): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const name of GIN_INDEXES) await sql`drop index if exists ${sql.ref(name)}`.execute(trx);
      await sql`truncate search_documents`.execute(trx);
    });
  }

  async optimize(): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
      await sql`create index if not exists search_documents_vector on search_documents using gin (vector)`.execute(trx);
      await sql`create index if not exists search_documents_head on search_documents using gin (head)`.execute(trx);
    });
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
   * small inline `head` only, for the best `rankLimit` documents. Membership of a query without
   * phrases comes from the term-set cache (term-sets.ts). Ids come back as one string: 80k ids
   * parse far faster that way than as 80k row objects.
   */
  async match(q: ParsedQuery, fields: LexicalFields, opts: MatchOptions = {}): Promise<LexicalMatches> {
    const text = tsqueryText(q, fields);
    if (!text) return { ids: [], scores: new Map() };
    // Ranked: documents holding every word in designation, title or keywords. A document holding
    // some only in its body still matches and follows them in the base order.
    const rankText = fields === 'all' ? tsqueryText(q, 'all')! : text;
    const fromTerms = opts.membership !== false && q.phrases.length === 0;
    // Every term set at hand: membership costs about a millisecond, and ranking a query nothing
    // matches (often the all-words pass before the any-word fallback) would be wasted.
    if (fromTerms && this.allCached(q, fields)) {
      const ids = this.membershipFromTerms(q, fields);
      if (ids.length === 0 || opts.rank === false) return { ids, scores: new Map() };
      const rank = await this.rank(rankText, opts.rankLimit);
      return { ids, scores: new Map(rank.map((r) => [r.id, Number(r.score)])) };
    }
    // Ranking and membership are independent: each runs in its own transaction (so on its own
    // pooled connection), in parallel, and the answer costs the slower of the two, not the sum.
    const column = fields === 'all' ? sql.ref('vector') : sql.ref('head');
    const [rank, all] = await Promise.all([
      opts.rank === false && opts.membership !== false ? [] : this.rank(rankText, opts.rankLimit),
      opts.membership === false
        ? null
        : this.indexOnly((reader) =>
            sql<{ ids: string | null }>`
            select string_agg(document_id::text, ',') as ids from search_documents where ${column} @@ to_tsquery('english', ${text})`.execute(
              reader,
            ),
          ).then((r) => parseIdList(r.rows[0]?.ids)),
    ]);
    // Phrases need word positions, which a set of documents per term does not keep.
    if (fromTerms) this.warm(q, fields);
    const scores = new Map(rank.map((r) => [r.id, Number(r.score)]));
    if (!all) return { ids: [...scores.keys()], scores };
    return { ids: all, scores };
  }
}
