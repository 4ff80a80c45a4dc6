import type { Passage } from './passage';

/*
 * The search engine's boundary (src/README.md §6). Routes and services speak only these types;
 * the SQLite FTS5 and PostgreSQL implementations sit behind `SearchIndex`.
 */

/** Stype codes of 000 §2.3: A all text, K keywords and titles, D designation. */
export type Stype = 'A' | 'K' | 'D';
export type SearchSort = 'BEST_MATCH' | 'ALPHA_ASC' | 'ALPHA_DESC';

/** One refinement: documents on ANY of `keys` in `tree`; several refinements are ANDed. */
export interface Refinement {
  /** ics | publisher | category | topic | industry | documentType | committee */
  tree: string;
  keys: string[];
}

export interface SearchQuery {
  /** The user's text; `*` or empty = every document in scope (my-subscription search). */
  keywords: string;
  stype: Stype;
  /** Entitlement / tenant scope: only these publishers; null = all. */
  publisherIds: number[] | null;
  refinements: Refinement[];
  sort: SearchSort;
  /** 0-based page index. */
  page: number;
  size: number;
}

export interface SearchHit {
  documentId: number;
  /** Higher is better; comparable only within one reply. */
  score: number;
}

export interface SearchPage {
  total: number;
  hits: SearchHit[];
  nextPageFlag: boolean;
}

export interface FacetCount {
  key: string;
  count: number;
}

export interface TypeAheadQuery {
  keywords: string;
  publisherIds?: number[] | null;
  limit?: number;
}

export interface TypeAheadHit {
  documentId: number;
  publisherId: number;
  /** Whether the hit came from the designation (shown first) rather than the title. */
  byDesignation: boolean;
}

/** Semantic (AI) search: meaning first, blended with the lexical rank. */
export interface SemanticQuery {
  keywords: string;
  publisherIds: number[] | null;
  refinements?: Refinement[];
  page: number;
  size: number;
}

/** Why results came up: the passage of each document that best names the query's words. */
export interface ExplainQuery {
  keywords: string;
  /** 'semantic': the words semantic ranking used (thesaurus terms included); 'lexical': the typed words and their spelling fallbacks. */
  kind: 'semantic' | 'lexical';
  /** The page of results shown; passages cost a read of each document's text. */
  documentIds: number[];
  /** Whether the caller may read the text of this publisher's documents; otherwise only their description and keywords are quoted. */
  mayReadText: (publisherId: number) => boolean;
}

export interface RebuildOptions {
  /** Documents per batch: bounds memory while indexing 100k documents. */
  batchSize?: number;
  /** Progress callback (documents indexed so far, total). */
  onProgress?: (done: number, total: number) => void;
}

/** The search engine of src/README.md §6. */
export interface SearchIndex {
  /** Re-indexes every document (after seeding or import). */
  rebuild(opts?: RebuildOptions): Promise<void>;
  /** Indexes (or re-indexes) these documents; ids that no longer exist are removed. */
  indexDocuments(ids: number[]): Promise<void>;
  search(q: SearchQuery): Promise<SearchPage>;
  /** Refinement counts over the same matches `search(q)` finds (paging and sort ignored). */
  facets(q: SearchQuery, trees: string[]): Promise<Record<string, FacetCount[]>>;
  typeAhead(q: TypeAheadQuery): Promise<TypeAheadHit[]>;
  semantic(q: SemanticQuery): Promise<SearchPage>;
  /** The passage explaining each document of a page of results (documents with none are absent). */
  explain(q: ExplainQuery): Promise<Map<number, Passage>>;
  /** Drops per-node caches (tests; a node that must re-read the catalogue now). */
  invalidate(): void;
  /**
   * Another node changed the index: starts loading the current snapshot now (searches answer
   * from the previous one meanwhile, as after any version change), which drops the match cache
   * and term sets when it is in.
   */
  refresh(): void;
}

export interface SearchConfig {
  /** OpenAI-compatible embedding endpoint (`…/v1/embeddings`); null = the local word-vector model. */
  embeddingUrl: string | null;
  embeddingModel?: string;
  embeddingApiKey?: string | null;
  /** Recent queries whose matches are kept for paging and facets (default 64; 0 = off, for benchmarks). */
  matchCacheSize?: number;
  /** PostgreSQL: document ids kept in per-term sets (default 8M, 32 MB; 0 = off, for benchmarks). */
  termCacheIds?: number;
  /** Whether semantic search expands everyday words with the curated site synonyms (default true). */
  siteSynonyms?: boolean;
  /** Called after every index write of this node (rebuild, indexDocuments): tells the other nodes. */
  changed?: () => void;
}
