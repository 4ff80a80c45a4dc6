import type { Catalogue } from './catalogue';
import { reciprocalRankFusion, type RankedList } from './fusion';
import type { Matched } from './results';

/*
 * Semantic ranking: hybrid retrieval. The candidates come from ranked lists, each good at
 * something the others miss: the best lexical matches (BM25 / ts_rank) of the typed words plus
 * the catalogue's own terms the thesaurus found for them, which reward the exact technical word,
 * the same best lexical matches re-ordered by how many of the question's concepts their titles
 * name (coverage.ts: a typed word and its thesaurus terms count once), and the nearest documents
 * by meaning (brute-force cosine over the in-memory embedding matrix:
 * 100k x 100 floats is ~10M multiply-adds), which find a document sharing no word with the
 * question. Reciprocal rank fusion (fusion.ts) merges the lists by rank, since their scores share
 * no scale. The lists themselves are made in search-index.ts (semantic()).
 */

const NEAREST = 200;
/**
 * Editions of one standard read alike, so they sit next to each other in every list and their
 * fused scores differ by noise; this lift, about two ranks' worth near the top, puts the active
 * edition above its historical ones, as the base order of every other list does, so nobody on
 * site opens an old edition by accident. Too small to reorder documents that differ in meaning.
 */
const ACTIVE_LIFT = 5e-4;
/** Below this cosine a document is not "about" the query at all. */
const MIN_COSINE = 0.15;
/** A typed designation the index knows outranks everything meaning or words suggest. */
const DESIGNATED = 1;

/** Indices of the `k` largest values (a bounded min-heap). */
function topK(values: Float32Array, valid: (i: number) => boolean, k: number): number[] {
  const heap: number[] = [];
  const less = (a: number, b: number) => values[a] < values[b];
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && less(heap[l], heap[m])) m = l;
      if (r < heap.length && less(heap[r], heap[m])) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m], heap[i]];
      i = m;
    }
  };
  for (let i = 0; i < values.length; i++) {
    if (!valid(i)) continue;
    if (heap.length < k) {
      heap.push(i);
      for (let j = heap.length - 1; j > 0;) {
        const p = (j - 1) >> 1;
        if (!less(heap[j], heap[p])) break;
        [heap[j], heap[p]] = [heap[p], heap[j]];
        j = p;
      }
    } else if (values[i] > values[heap[0]]) {
      heap[0] = i;
      down(0);
    }
  }
  return heap;
}

/** Rows nearest the (centred, unit) query vector, best first, at most NEAREST of them. */
export function nearestRows(cat: Catalogue, query: Float32Array, inScope: (row: number) => boolean, k = NEAREST): number[] {
  const m = cat.embeddings!;
  const dim = cat.embeddingDim;
  const cos = new Float32Array(cat.size);
  for (let r = 0; r < cat.size; r++) {
    if (!cat.hasEmbedding[r]) continue;
    let s = 0;
    const base = r * dim;
    for (let d = 0; d < dim; d++) s += m[base + d] * query[d];
    cos[r] = s;
  }
  return topK(cos, (r) => cat.hasEmbedding[r] === 1 && inScope(r) && cos[r] >= MIN_COSINE, k).sort(
    (a, b) => cos[b] - cos[a] || a - b,
  );
}

/** Fuses ranked lists of catalogue rows (RRF) into scored matches; `designated` rows come first. */
export function fuseRows(cat: Catalogue, lists: RankedList[], designated: ReadonlySet<number>): Matched {
  const fused = reciprocalRankFusion(lists);
  for (const r of designated) fused.set(r, (fused.get(r) ?? 0) + DESIGNATED);
  const rows = Int32Array.from(fused.keys());
  const scores = Float64Array.from(rows, (r) => fused.get(r)! + ACTIVE_LIFT * cat.active[r]);
  return { rows, scores };
}
