import type { Catalogue } from './catalogue';
import type { Matched } from './results';

/*
 * Semantic ranking: brute-force cosine over the in-memory embedding matrix (100k x 100 floats
 * is ~10M multiply-adds, a few milliseconds), blended with the lexical rank. The candidates are
 * the nearest documents by meaning plus the best lexical matches, so a document that shares
 * meaning but no word with the query is found, and one that shares both ranks highest.
 */

const NEAREST = 200;
const LEXICAL = 200;
const MEANING_WEIGHT = 0.6;
/**
 * Editions of one standard read alike, so their cosines differ by noise; this small lift puts
 * the active edition above its historical ones, as the base order of every other list does, so
 * nobody on site opens an old edition by accident. Too small to reorder documents that differ
 * in meaning.
 */
const ACTIVE_LIFT = 0.02;
/** Below this cosine a document is not "about" the query at all. */
const MIN_COSINE = 0.15;

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

export function topSemantic(cat: Catalogue, query: Float32Array, lexical: Matched, inScope: (row: number) => boolean): Matched {
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
  const candidates = new Map<number, number>();
  for (const r of topK(cos, (r) => cat.hasEmbedding[r] === 1 && inScope(r) && cos[r] >= MIN_COSINE, NEAREST)) candidates.set(r, 0);
  const lexScores = Float32Array.from(lexical.scores);
  const bestLexical = topK(lexScores, () => true, LEXICAL);
  let max = 0;
  for (const i of bestLexical) max = Math.max(max, lexical.scores[i]);
  // Lexical scores are normalised to [0, 1] by the best one; a designation boost caps at 1.
  for (const i of bestLexical) candidates.set(lexical.rows[i], max > 0 ? Math.min(1, lexical.scores[i] / max) : 0);
  const rows = Int32Array.from(candidates.keys());
  const scores = Float64Array.from(rows, (r) => MEANING_WEIGHT * Math.max(0, cos[r]) + (1 - MEANING_WEIGHT) * candidates.get(r)! + ACTIVE_LIFT * cat.active[r]);
  return { rows, scores };
}
