import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { SITE_SYNONYMS } from './site-synonyms';
import { THESAURUS_KEY, Thesaurus, type ThesaurusData } from './thesaurus';
import { Vocabulary } from './vocabulary';

/*
 * A per-node, read-only snapshot of what filtering, facets, sorting and semantic ranking need
 * for every document: publisher, taxonomy nodes, sort ranks and the embedding matrix. Typed
 * arrays keep 100k documents in a few tens of MB; facet counts over 20k matches are a loop in
 * microseconds instead of a 200k-row join. The snapshot is keyed by `search.version` in
 * key_values, which every index write bumps, so each node reloads after any node re-indexes.
 */

export const VERSION_KEY = 'search.version';
/** Present while a rebuild runs: found at start, it names a rebuild that never finished. */
export const REBUILDING_KEY = 'search.rebuilding';

export class Catalogue {
  readonly size: number;
  readonly ids: Int32Array;
  readonly publisher: Int32Array;
  /** Position in designation order (natural: A2 before A10). */
  readonly alphaRank: Int32Array;
  /** Position in the "no relevance" order: active before historical, English, newest edition. */
  readonly baseRank: Int32Array;
  /** Row of each document id (-1: none); ids are dense integers, so an array beats a Map. */
  private rowIndex: Int32Array;
  /** Taxonomy nodes of row r are nodeIds[nodeStart[r] .. nodeStart[r+1]). */
  readonly nodeStart: Int32Array;
  readonly nodeIds: Int32Array;
  readonly nodes = new Map<number, { tree: string; key: string }>();
  readonly nodeByTreeKey = new Map<string, number>();
  /** Node ids of each tree, for reading facet counts out of a per-node count array. */
  readonly nodesByTree = new Map<string, number[]>();
  maxNodeId = 0;
  maxPublisherId = 0;
  readonly publisherByCode = new Map<string, number>();
  readonly publisherCode = new Map<number, string>();
  /** Centred, unit-length document embeddings (row-major), or null when none are stored. */
  embeddings: Float32Array | null = null;
  embeddingDim = 0;
  /** Mean document embedding, subtracted from queries as from documents. */
  embeddingMean: Float32Array | null = null;
  /** Whether row r has an embedding. */
  hasEmbedding: Uint8Array;
  /** 1 when row r is an active edition (not historical, withdrawn or replaced). */
  readonly active: Uint8Array;
  /** Query expansion for semantic search (built at index time from the catalogue's terminology). */
  thesaurus: Thesaurus;

  constructor(
    readonly version: string,
    docs: {
      id: number;
      publisher_id: number;
      designation_no: string;
      status: string;
      language_code: string;
      edition_order: number;
      nodes: string | null;
    }[],
    nodes: { id: number; tree: string; key: string }[],
    publishers: { id: number; code: string }[],
    readonly vocabulary: Vocabulary,
    thesaurus: ThesaurusData | null = null,
    synonyms: Record<string, string[]> | null = SITE_SYNONYMS,
  ) {
    const n = docs.length;
    this.thesaurus = new Thesaurus(thesaurus, vocabulary, synonyms, n);
    this.size = n;
    this.ids = new Int32Array(n);
    this.publisher = new Int32Array(n);
    this.alphaRank = new Int32Array(n);
    this.baseRank = new Int32Array(n);
    this.nodeStart = new Int32Array(n + 1);
    this.hasEmbedding = new Uint8Array(n);
    this.active = Uint8Array.from(docs, (d) => (d.status === 'Active' ? 1 : 0));
    const allNodes: number[] = [];
    this.rowIndex = new Int32Array((docs.length ? docs[docs.length - 1].id : 0) + 1).fill(-1);
    docs.forEach((d, r) => (this.rowIndex[d.id] = r));
    docs.forEach((d, r) => {
      this.ids[r] = d.id;
      this.publisher[r] = d.publisher_id;
      this.nodeStart[r] = allNodes.length;
      if (d.nodes) for (const s of d.nodes.split(',')) allNodes.push(Number(s));
    });
    this.nodeStart[n] = allNodes.length;
    this.nodeIds = Int32Array.from(allNodes);
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    const order = docs.map((_, r) => r);
    order.sort((a, b) => collator.compare(docs[a].designation_no, docs[b].designation_no) || docs[a].id - docs[b].id);
    order.forEach((r, i) => (this.alphaRank[r] = i));
    const active = (s: string) => (s === 'Active' ? 0 : 1);
    const english = (l: string) => (l.toLowerCase().startsWith('en') ? 0 : 1);
    order.sort(
      (a, b) =>
        active(docs[a].status) - active(docs[b].status) ||
        english(docs[a].language_code) - english(docs[b].language_code) ||
        docs[b].edition_order - docs[a].edition_order ||
        this.alphaRank[a] - this.alphaRank[b],
    );
    order.forEach((r, i) => (this.baseRank[r] = i));
    for (const nd of nodes) {
      this.nodes.set(nd.id, { tree: nd.tree, key: nd.key });
      this.nodeByTreeKey.set(`${nd.tree}\u0000${nd.key}`, nd.id);
      let list = this.nodesByTree.get(nd.tree);
      if (!list) this.nodesByTree.set(nd.tree, (list = []));
      list.push(nd.id);
      this.maxNodeId = Math.max(this.maxNodeId, nd.id);
    }
    for (const p of publishers) {
      this.publisherByCode.set(p.code, p.id);
      this.publisherCode.set(p.id, p.code);
      this.maxPublisherId = Math.max(this.maxPublisherId, p.id);
    }
    for (let r = 0; r < n; r++) this.maxPublisherId = Math.max(this.maxPublisherId, this.publisher[r]);
  }

  rowById(id: number): number {
    return id >= 0 && id < this.rowIndex.length ? this.rowIndex[id] : -1;
  }

  /** Stores embeddings (model must match), centres them on their mean and re-normalises. */
  setEmbeddings(dim: number, rows: { document_id: number; vector: Uint8Array }[]): void {
    if (rows.length === 0) return;
    const m = new Float32Array(this.size * dim);
    const mean = new Float64Array(dim);
    for (const row of rows) {
      const r = this.rowById(row.document_id);
      if (r < 0 || row.vector.byteLength !== dim * 4) continue;
      const buf = Buffer.from(row.vector.buffer, row.vector.byteOffset, row.vector.byteLength);
      for (let d = 0; d < dim; d++) {
        const v = buf.readFloatLE(d * 4);
        m[r * dim + d] = v;
        mean[d] += v;
      }
      this.hasEmbedding[r] = 1;
    }
    const count = this.hasEmbedding.reduce((a, b) => a + b, 0) || 1;
    const mean32 = Float32Array.from(mean, (v) => v / count);
    for (let r = 0; r < this.size; r++) {
      if (!this.hasEmbedding[r]) continue;
      centre(m.subarray(r * dim, (r + 1) * dim), mean32);
    }
    this.embeddings = m;
    this.embeddingDim = dim;
    this.embeddingMean = mean32;
  }
}

/*
 * Subtracting the common component (all documents are "about standards") and re-normalising
 * spreads the cosines, so topic differences dominate (the "all-but-the-top" trick).
 */
export function centre(v: Float32Array, mean: Float32Array): void {
  let norm = 0;
  for (let d = 0; d < v.length; d++) {
    v[d] -= mean[d];
    norm += v[d] * v[d];
  }
  norm = Math.sqrt(norm) || 1;
  for (let d = 0; d < v.length; d++) v[d] /= norm;
}

/** The current index version (changes after every index write). */
export async function readVersion(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('key_values').select('value').where('key', '=', VERSION_KEY).executeTakeFirst();
  return row?.value ?? '0';
}

/**
 * Why the index must be rebuilt before serving, or null when it is current: never built, or built
 * before the thesaurus existed or with another embedding model (whose vectors semantic search
 * cannot compare with its queries, so it would rank by words alone).
 */
export async function staleIndexReason(db: Kysely<Database>, model: string): Promise<string | null> {
  if ((await readVersion(db)) === '0') return 'never indexed';
  const interrupted = await db.selectFrom('key_values').select('value').where('key', '=', REBUILDING_KEY).executeTakeFirst();
  if (interrupted) return `a rebuild begun ${interrupted.value} did not finish`;
  const stored = (await sql<{ model: string }>`select model from document_embeddings limit 1`.execute(db)).rows[0];
  if (stored && stored.model !== model) return `vectors of ${stored.model}, not ${model}`;
  if (!(await readThesaurus(db))) return 'no thesaurus';
  return null;
}

/** The thesaurus the last index write stored (null before the first rebuild that writes one). */
export async function readThesaurus(db: Kysely<Database>): Promise<ThesaurusData | null> {
  const row = await db.selectFrom('key_values').select('value').where('key', '=', THESAURUS_KEY).executeTakeFirst();
  return row ? (JSON.parse(row.value) as ThesaurusData) : null;
}

/** Loads the snapshot; the embedding matrix only for `model`; `siteSynonyms: false` leaves the curated map out. */
export async function loadCatalogue(
  db: Kysely<Database>,
  pg: boolean,
  version: string,
  model: string,
  siteSynonyms = true,
): Promise<Catalogue> {
  const agg = pg ? sql<string>`string_agg(node_id::text, ',')` : sql<string>`group_concat(node_id, ',')`;
  const docs = await db
    .selectFrom('documents as d')
    .leftJoin(
      db
        .selectFrom('document_taxonomy')
        .select(['document_id', agg.as('nodes')])
        .groupBy('document_id')
        .as('t'),
      't.document_id',
      'd.id',
    )
    .select(['d.id', 'd.publisher_id', 'd.designation_no', 'd.status', 'd.language_code', 'd.edition_order', 't.nodes'])
    .orderBy('d.id')
    .execute();
  const nodes = await db.selectFrom('taxonomy_nodes').select(['id', 'tree', 'key']).execute();
  const publishers = await db.selectFrom('publishers').select(['id', 'code']).execute();
  const terms = await sql<{ term: string; doc_count: number }>`select term, doc_count from search_terms`.execute(db);
  const cat = new Catalogue(
    version,
    docs,
    nodes,
    publishers,
    new Vocabulary(terms.rows),
    await readThesaurus(db),
    siteSynonyms ? SITE_SYNONYMS : null,
  );
  const emb = await sql<{
    document_id: number;
    vector: Uint8Array;
  }>`select document_id, vector from document_embeddings where model = ${model}`.execute(db);
  const first = emb.rows[0];
  if (first) cat.setEmbeddings(first.vector.byteLength / 4, emb.rows);
  return cat;
}
