/*
 * Reciprocal rank fusion (Cormack, Clarke and Büttcher 2009): each ranked list gives a document
 * weight / (k + rank), and the sums decide. BM25, ts_rank and cosine live on scales that cannot
 * be compared (BM25 is unbounded and depends on the query's length, ts_rank is tiny, cosines
 * crowd between 0.2 and 0.6), so a weighted sum of them lets whichever scale is widest win; ranks
 * are comparable across every list. k = 60 is the value of the paper: a document high in one
 * list and absent from another still beats one that is middling in both only when its lead is
 * real.
 */

export const RRF_K = 60;

/** One ranked list: best first. */
export interface RankedList {
  /** Ids (or catalogue rows), best first; a repeated id counts at its first position. */
  ids: ArrayLike<number>;
  /** How much this list counts (1 = as much as any other). */
  weight?: number;
}

/** The fused score of every id in any list: Σ weight / (k + rank), rank counted from 1. */
export function reciprocalRankFusion(lists: RankedList[], k = RRF_K): Map<number, number> {
  const fused = new Map<number, number>();
  for (const list of lists) {
    const w = list.weight ?? 1;
    if (w <= 0) continue;
    const seen = new Set<number>();
    let rank = 0;
    for (let i = 0; i < list.ids.length; i++) {
      const id = list.ids[i];
      if (seen.has(id)) continue;
      seen.add(id);
      rank++;
      fused.set(id, (fused.get(id) ?? 0) + w / (k + rank));
    }
  }
  return fused;
}

/** Ids of a score map, best first (ties: smaller id first, so the order is stable). */
export function rankByScore(scores: Map<number, number>): number[] {
  return [...scores.keys()].sort((a, b) => scores.get(b)! - scores.get(a)! || a - b);
}
