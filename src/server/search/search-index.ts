import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { Catalogue, centre, loadCatalogue, readVersion } from './catalogue';
import { designationCandidates, designationPrefix, looksLikeDesignation, normaliseDesignation } from './designation';
import { designationScore, matchDesignations } from './designation-search';
import { createEmbedder, type Embedder, type WeightedWord } from './embedder';
import { Indexer } from './indexer';
import type { LexicalEngine, LexicalMatches } from './lexical';
import { PostgresLexicalEngine } from './postgres-engine';
import { facetCounts, pageOf, scopeTest, type Matched } from './results';
import type { RankedList } from './fusion';
import { coverageScores, type Concept } from './coverage';
import { fuseRows, nearestRows } from './semantic';
import { SqliteLexicalEngine } from './sqlite-engine';
import { loadPassageFields } from './documents-text';
import { passageTerms, pickPassage, type Passage } from './passage';
import { lexicalPassageConcepts, semanticPassageConcepts, semanticTerms } from './semantic-terms';
import { isMatchAll, parseQuery, type ParsedQuery } from './text';
import type {
  ExplainQuery,
  FacetCount,
  RebuildOptions,
  SearchConfig,
  SearchIndex,
  SearchPage,
  SearchQuery,
  SemanticQuery,
  Stype,
  TypeAheadHit,
  TypeAheadQuery,
} from './types';

/*
 * The search engine (src/README.md §6), composed of:
 *   - a LexicalEngine (SQLite FTS5 / PostgreSQL tsvector) that answers which documents match
 *     and ranks the best of them (BM25 / ts_rank);
 *   - designation keys (search_designations) for stype D and the exact-designation boost;
 *   - a per-node Catalogue snapshot (publisher, taxonomy, sort ranks, embeddings) where scope,
 *     refinements, facet counts, sorting, paging and semantic cosine run in memory;
 *   - an Embedder (local word vectors, or an OpenAI-compatible endpoint) for semantic search.
 * Index writes (rebuild, indexDocuments) bump `search.version`; every node reloads its snapshot
 * once it reads the new version (within a second), so several nodes behind a load balancer stay consistent. The writing node
 * also announces the change (SearchConfig.changed, topic `search` in cluster/invalidation.ts), so
 * the others start loading the new snapshot before their next search asks for it.
 */

/** An exact designation in an all-text search outranks every text match. */
const DESIGNATION_BOOST = 1e6;
const MATCH_CACHE = 64;
/** How long a node trusts the index version it read without hearing of a change. */
const VERSION_TRUST_MS = 1000;
/** Lexical candidates per ranked list of a semantic query: far more than anyone reads, few enough to rank fast. */
const SEMANTIC_LEXICAL = 200;
const SEMANTIC_LEXICAL_MAX = 5000;
/**
 * The all-text list counts half: a section names many phenomena and instruments its document is
 * not about, so a body match is weaker evidence of a document's subject than a title or keyword.
 */
const BODY_LIST_WEIGHT = 0.5;
/** Share of the catalogue above which a word is too common to rank all text by (see withoutCommonWords). */
const COMMON_SHARE = 0.2;
/** Results explained per call: the largest page a search returns. */
const EXPLAIN_MAX = 100;

/** What decides a query's matches; `unranked`: membership only (facet counts need no scores). */
type MatchKey = Pick<SearchQuery, 'keywords' | 'stype' | 'publisherIds'> & { strict?: boolean; unranked?: boolean };

const matchKey = (q: MatchKey) =>
  JSON.stringify([
    q.keywords.slice(0, 500).trim(),
    q.stype,
    !!q.strict,
    q.publisherIds ? [...q.publisherIds].sort((a, b) => a - b) : null,
    !!q.unranked,
  ]);

/**
 * The query without the words most documents hold, unless nothing would be left. Ranking every
 * document that holds a common word by BM25 over all text costs tens of milliseconds at 100k
 * documents, and such a word's inverse document frequency adds almost nothing to the order.
 */
function withoutCommonWords(cat: Catalogue, q: ParsedQuery): ParsedQuery {
  const limit = COMMON_SHARE * cat.size;
  const groups = q.groups.filter((g) => g.alternatives.some((a) => cat.vocabulary.count(a) <= limit));
  return groups.length || q.phrases.length ? { ...q, groups } : q;
}

class DbSearchIndex implements SearchIndex {
  private indexer: Indexer;
  private cat: Catalogue | null = null;
  private loading: { version: string; promise: Promise<Catalogue> } | null = null;
  private versionRead: { version: Promise<string>; at: number } | null = null;
  // Search, facets and the next page of one query reuse its matches (keyed by index version).
  private matches = new Map<string, Matched>();

  constructor(
    private db: Kysely<Database>,
    private pg: boolean,
    private engine: LexicalEngine,
    private embedder: Embedder,
    private cacheSize = MATCH_CACHE,
    private changed: () => void = () => {},
    private siteSynonyms = true,
  ) {
    this.indexer = new Indexer(db, engine, embedder);
  }

  invalidate(): void {
    this.versionRead = null;
    this.cat = null;
    this.loading = null;
    this.matches.clear();
    this.engine.forget?.();
  }

  refresh(): void {
    this.versionRead = null;
    // A failed load leaves the previous snapshot in place; the next call tries again.
    this.catalogue().catch(() => {});
  }

  /**
   * The index version in the database, read at most once per VERSION_TRUST_MS: an index write of
   * this node or a message from another (refresh) forgets it at once, so the window only bounds
   * a write nobody announced (a seed run from the command line, a lost message).
   */
  private currentVersion(): Promise<string> {
    const now = Date.now();
    if (this.versionRead && now - this.versionRead.at < VERSION_TRUST_MS) return this.versionRead.version;
    const version = readVersion(this.db);
    const read = { version, at: now };
    this.versionRead = read;
    version.catch(() => {
      if (this.versionRead === read) this.versionRead = null;
    });
    return version;
  }

  private async catalogue(): Promise<Catalogue> {
    const version = await this.currentVersion();
    if (this.cat?.version === version) return this.cat;
    if (this.loading?.version !== version) {
      const promise = loadCatalogue(this.db, this.pg, version, this.embedder.model, this.siteSynonyms).then((c) => {
        this.cat = c;
        this.matches.clear();
        this.engine.forget?.();
        return c;
      });
      this.loading = { version, promise };
      promise.catch(() => (this.loading = null));
    }
    // Another node re-indexed: answer from the previous snapshot while the new one loads
    // (seconds at 100k documents) rather than stall every request behind the load.
    if (this.cat) return this.cat;
    return this.loading.promise;
  }

  async rebuild(opts?: RebuildOptions): Promise<void> {
    await this.indexer.rebuild(opts);
    this.invalidate();
    this.changed();
  }

  async indexDocuments(ids: number[]): Promise<void> {
    await this.indexer.indexDocuments(ids);
    this.invalidate();
    this.changed();
  }

  /** Matches and scores of the lexical part (stype A or K), with typo and prefix fallbacks from the vocabulary. */
  private async lexical(cat: Catalogue, keywords: string, stype: Stype, strict: boolean, rank: boolean): Promise<LexicalMatches> {
    const parsed = cat.vocabulary.expand(parseQuery(keywords));
    const fields = stype === 'K' ? 'titles' : 'all';
    let lex = await this.engine.match(parsed, fields, { rank });
    // No document holds every word: rank the ones holding some (BM25 rewards holding more).
    if (!strict && lex.ids.length === 0 && parsed.groups.length + parsed.phrases.length > 1)
      lex = await this.engine.match({ ...parsed, any: true }, fields, { rank });
    return lex;
  }

  private async designationScores(keywords: string, prefix: boolean, exactOnly: boolean): Promise<Map<number, number>> {
    const found = await matchDesignations(this.db, designationCandidates(keywords), { prefix });
    const scores = new Map<number, number>();
    for (const m of found) if (!exactOnly || m.tier <= 1) scores.set(m.id, designationScore(m));
    return scores;
  }

  private async matched(cat: Catalogue, q: MatchKey): Promise<Matched> {
    const keywords = q.keywords.slice(0, 500).trim();
    const key = matchKey(q);
    const hit = this.matches.get(key);
    if (hit) return hit;
    const inScope = scopeTest(cat, q.publisherIds);
    if (isMatchAll(keywords)) {
      const rows: number[] = [];
      for (let r = 0; r < cat.size; r++) if (inScope(r)) rows.push(r);
      return this.remember(key, { rows: Int32Array.from(rows), scores: new Float64Array(rows.length) });
    }
    let ids: number[];
    let scores: Map<number, number>;
    if (q.stype === 'D') {
      scores = await this.designationScores(keywords, true, false);
      ids = [...scores.keys()];
    } else {
      ({ ids, scores } = await this.lexical(cat, keywords, q.stype, !!q.strict, !q.unranked));
      if (q.stype === 'A' && looksLikeDesignation(keywords)) {
        // Among editions of the designation the base rank decides (active, English, newest), not word counts.
        const designated = await this.designationScores(keywords, false, true);
        if (designated.size) {
          const known = new Set(ids);
          for (const [id, s] of designated) {
            const row = cat.rowById(id);
            if (!scores.has(id) && !known.has(id)) ids.push(id);
            scores.set(id, DESIGNATION_BOOST + s + (row < 0 ? 0 : 1 - cat.baseRank[row] / (cat.size + 1)));
          }
        }
      }
    }
    // Scores by row (at most rankLimit of them) so the loop over 80k matches makes no Map lookup.
    const rowScore = new Float64Array(cat.size);
    for (const [id, s] of scores) {
      const r = cat.rowById(id);
      if (r >= 0) rowScore[r] = s;
    }
    const rows = new Int32Array(ids.length);
    const vals = new Float64Array(ids.length);
    let n = 0;
    for (let i = 0; i < ids.length; i++) {
      const r = cat.rowById(ids[i]);
      if (r >= 0 && inScope(r)) {
        rows[n] = r;
        vals[n++] = rowScore[r];
      }
    }
    return this.remember(key, { rows: rows.subarray(0, n), scores: vals.subarray(0, n) });
  }

  private remember(key: string, m: Matched): Matched {
    if (this.cacheSize <= 0) return m;
    if (this.matches.size >= this.cacheSize) this.matches.delete(this.matches.keys().next().value!);
    this.matches.set(key, m);
    return m;
  }

  async search(q: SearchQuery): Promise<SearchPage> {
    const cat = await this.catalogue();
    const m = await this.matched(cat, q);
    return pageOf(cat, m, q.refinements, q.sort, q.page, q.size);
  }

  async facets(q: SearchQuery, trees: string[]): Promise<Record<string, FacetCount[]>> {
    const cat = await this.catalogue();
    // The search of the same query usually ran first: reuse its matches; otherwise read membership only.
    const m = this.matches.get(matchKey(q)) ?? (await this.matched(cat, { ...q, unranked: true }));
    return facetCounts(cat, m, q.refinements, trees);
  }

  async typeAhead(q: TypeAheadQuery): Promise<TypeAheadHit[]> {
    const keywords = q.keywords.slice(0, 500);
    if (keywords.trim().length < 3) return [];
    const limit = q.limit ?? 10;
    const cat = await this.catalogue();
    const inScope = scopeTest(cat, q.publisherIds ?? null);
    const out: TypeAheadHit[] = [];
    const seen = new Set<number>();
    const push = (row: number, byDesignation: boolean) => {
      const id = cat.ids[row];
      if (seen.has(id) || out.length >= limit || !inScope(row)) return;
      seen.add(id);
      out.push({ documentId: id, publisherId: cat.publisher[row], byDesignation });
    };
    const key = designationPrefix(keywords) ? normaliseDesignation(keywords) : null;
    if (key) {
      const found = await matchDesignations(this.db, [key], { prefix: true, limit: 200 });
      const rows = found.flatMap((m) => {
        const r = cat.rowById(m.id);
        return r < 0 ? [] : [{ r, s: designationScore(m) }];
      });
      rows.sort((a, b) => b.s - a.s || cat.baseRank[a.r] - cat.baseRank[b.r]);
      for (const { r } of rows) push(r, true);
    }
    if (out.length < limit) {
      const parsed = cat.vocabulary.expand(parseQuery(keywords, { lastIsPrefix: true }));
      const lex = await this.engine.match(parsed, 'head', { rankLimit: 100, membership: false });
      const rows = lex.ids.flatMap((id) => {
        const r = cat.rowById(id);
        return r < 0 ? [] : [{ r, s: lex.scores.get(id)! }];
      });
      rows.sort((a, b) => b.s - a.s || cat.baseRank[a.r] - cat.baseRank[b.r]);
      for (const { r } of rows) push(r, false);
    }
    return out;
  }

  /** The rows nearest the query by meaning; null without stored embeddings of this model. */
  private async nearest(
    cat: Catalogue,
    keywords: string,
    expansion: WeightedWord[],
    inScope: (row: number) => boolean,
  ): Promise<number[] | null> {
    if (!cat.embeddings) return null;
    const query = await this.embedder.embedQuery(keywords, expansion);
    if (query.length !== cat.embeddingDim) return null;
    centre(query, cat.embeddingMean!);
    return nearestRows(cat, query, inScope);
  }

  /** The best lexical matches of a query as catalogue rows in scope, best first. */
  private async lexicalRows(
    cat: Catalogue,
    parsed: ParsedQuery,
    fields: 'all' | 'titles',
    inScope: (row: number) => boolean,
    scopeShare: number,
  ): Promise<number[]> {
    // The engines rank the whole catalogue; a caller entitled to a tenth of it needs ten times as
    // many ranked matches to keep SEMANTIC_LEXICAL of its own.
    const rankLimit = Math.min(SEMANTIC_LEXICAL_MAX, Math.ceil(SEMANTIC_LEXICAL / Math.max(scopeShare, 1e-3)));
    const lex = await this.engine.match(parsed, fields, { membership: false, rankLimit });
    const rows: { r: number; s: number }[] = [];
    for (const [id, s] of lex.scores) {
      const r = cat.rowById(id);
      if (r >= 0 && inScope(r)) rows.push({ r, s });
    }
    return rows.sort((a, b) => b.s - a.s || cat.baseRank[a.r] - cat.baseRank[b.r]).map((x) => x.r);
  }

  /**
   * The best lexical candidates re-ordered by concept coverage of their titles and keywords
   * (coverage.ts), ties in their BM25 order; null for a one-concept query, where it is BM25's order.
   */
  private async byCoverage(cat: Catalogue, ranked: number[], concepts: Concept[]): Promise<number[] | null> {
    if (ranked.length < 2 || concepts.length < 2) return null;
    const rows = ranked.slice(0, SEMANTIC_LEXICAL);
    const ids = rows.map((r) => cat.ids[r]);
    const text = new Map(
      (await this.db.selectFrom('documents').select(['id', 'title', 'keywords']).where('id', 'in', ids).execute()).map((d) => [
        d.id,
        d,
      ]),
    );
    const docs = ids.map((id) => text.get(id) ?? { title: '', keywords: '' });
    const scores = coverageScores(concepts, docs, (w) => cat.vocabulary.count(w), cat.size);
    return rows
      .map((r, i) => ({ r, i, s: scores[i] }))
      .sort((a, b) => b.s - a.s || a.i - b.i)
      .map((x) => x.r);
  }

  /*
   * Hybrid retrieval (semantic.ts): the typed words with the thesaurus's terms for them, ranked
   * by BM25 / ts_rank over titles and keywords and over all text, and the nearest documents by
   * meaning, fused by rank. Any word may match (a question in someone's own words rarely has
   * every word in one document); ranking rewards the documents holding more.
   */
  async semantic(q: SemanticQuery): Promise<SearchPage> {
    const cat = await this.catalogue();
    const keywords = q.keywords.slice(0, 500).trim();
    if (isMatchAll(keywords)) {
      const all = await this.matched(cat, { keywords, stype: 'A', publisherIds: q.publisherIds });
      return pageOf(cat, all, q.refinements ?? [], 'BEST_MATCH', q.page, q.size);
    }
    const inScope = scopeTest(cat, q.publisherIds);
    let share = 1;
    if (q.publisherIds) {
      let n = 0;
      for (let r = 0; r < cat.size; r++) if (inScope(r)) n++;
      share = n / Math.max(1, cat.size);
    }
    const { expansion, expanded, concepts } = semanticTerms(cat, keywords, this.embedder.similarity?.bind(this.embedder));
    // The typed words are in the expanded query too: lists of the typed words alone would count them
    // twice. On PostgreSQL the two rankings run on their own pooled connections while the query is embedded.
    const [[titles, covered], all, nearest] = await Promise.all([
      this.lexicalRows(cat, expanded, 'titles', inScope, share).then(
        async (rows) => [rows, await this.byCoverage(cat, rows, concepts)] as const,
      ),
      // PostgreSQL ranks by ts_rank over `head` whatever the fields (the body vector is only
      // matched), so there an all-text list would repeat the titles list at twice the cost.
      this.pg ? Promise.resolve([]) : this.lexicalRows(cat, withoutCommonWords(cat, expanded), 'all', inScope, share),
      this.nearest(cat, keywords, expansion, inScope),
    ]);
    // The same candidates by concept coverage, a list of its own beside BM25's order: a document
    // naming the symptom asked about is not out-counted by one naming a word and its synonym.
    const lists: RankedList[] = [{ ids: titles }];
    if (covered) lists.push({ ids: covered });
    if (all.length) lists.push({ ids: all, weight: BODY_LIST_WEIGHT });
    if (nearest) lists.push({ ids: nearest });
    const designated = new Set<number>();
    if (looksLikeDesignation(keywords)) {
      for (const id of (await this.designationScores(keywords, false, true)).keys()) {
        const r = cat.rowById(id);
        if (r >= 0 && inScope(r)) designated.add(r);
      }
    }
    return pageOf(cat, fuseRows(cat, lists, designated), q.refinements ?? [], 'BEST_MATCH', q.page, q.size);
  }

  /*
   * Passages are picked after ranking and only for the page shown: reading the text of every
   * candidate would cost more than the ranking itself.
   */
  async explain(q: ExplainQuery): Promise<Map<number, Passage>> {
    const out = new Map<number, Passage>();
    const keywords = q.keywords.slice(0, 500).trim();
    if (isMatchAll(keywords) || q.documentIds.length === 0) return out;
    const cat = await this.catalogue();
    const concepts =
      q.kind === 'semantic'
        ? semanticPassageConcepts(semanticTerms(cat, keywords, this.embedder.similarity?.bind(this.embedder)))
        : lexicalPassageConcepts(cat, keywords);
    const terms = passageTerms(concepts, (w) => cat.vocabulary.count(w), cat.size);
    if (terms.byStem.size === 0) return out;
    // The query's rarest word as typed leads a printed document's passage to the page that holds it.
    const typed = concepts.flatMap((c) => c.words.filter((w) => w.weight === 1).map((w) => w.word)).filter((w) => w.length >= 3);
    const rarest = typed.sort(
      (a, b) => (cat.vocabulary.count(a) || Infinity) - (cat.vocabulary.count(b) || Infinity) || b.length - a.length,
    )[0];
    const fields = await loadPassageFields(this.db, q.documentIds.slice(0, EXPLAIN_MAX), q.mayReadText, rarest?.toLowerCase());
    for (const [id, f] of fields) {
      const p = pickPassage(terms, f);
      if (p) out.set(id, p);
    }
    return out;
  }
}

/** The search engine for this database: FTS5 on SQLite, tsvector/GIN on PostgreSQL; embeddings per config. */
export function createSearchIndex(db: Kysely<Database>, dialect: 'sqlite' | 'postgres', config: SearchConfig): SearchIndex {
  const engine = dialect === 'postgres' ? new PostgresLexicalEngine(db, config.termCacheIds) : new SqliteLexicalEngine(db);
  return new DbSearchIndex(
    db,
    dialect === 'postgres',
    engine,
    createEmbedder(config),
    config.matchCacheSize ?? MATCH_CACHE,
    config.changed,
    config.siteSynonyms ?? true,
  );
}
