import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogue';
import { pageOf } from './results';
import type { SearchSort } from './types';

/** A catalogue of `n` documents with shuffled, unique ranks (all pageOf reads without refinements). */
function catalogue(n: number, seed: number): Catalogue {
  let x = seed;
  const rnd = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  const shuffled = () => {
    const a = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return Int32Array.from(a);
  };
  return {
    ids: Int32Array.from({ length: n }, (_, i) => 1000 + i),
    baseRank: shuffled(),
    alphaRank: shuffled(),
  } as unknown as Catalogue;
}

/** The page by a full sort: score (higher first) then base rank for best match; designation order otherwise. */
function naive(cat: Catalogue, rows: Int32Array, scores: Float64Array, sort: SearchSort, page: number, size: number) {
  const idx = Array.from(rows, (_, i) => i);
  idx.sort(
    sort === 'BEST_MATCH'
      ? (a, b) => scores[b] - scores[a] || cat.baseRank[rows[a]] - cat.baseRank[rows[b]]
      : (a, b) => (sort === 'ALPHA_DESC' ? -1 : 1) * (cat.alphaRank[rows[a]] - cat.alphaRank[rows[b]]),
  );
  return idx.slice(page * size, page * size + size).map((i) => cat.ids[rows[i]]);
}

describe('a page of results is the slice of the full order (000 §5 sort and paging)', () => {
  const cat = catalogue(5000, 7);
  const rows = Int32Array.from({ length: 3000 }, (_, i) => (i * 7) % 5000);
  // Most matches unscored (beyond the ranked few), some ranked above 0, a few below (BM25 sign).
  const scores = Float64Array.from(rows, (_, i) => (i % 10 === 0 ? (i % 7) / 3 : i % 97 === 0 ? -1 - (i % 5) : 0));
  for (const sort of ['BEST_MATCH', 'ALPHA_ASC', 'ALPHA_DESC'] as SearchSort[]) {
    it(`${sort}: pages 0 to 12 match a full sort`, () => {
      for (const page of [0, 1, 2, 11, 12]) {
        const got = pageOf(cat, { rows, scores }, [], sort, page, 25);
        expect(got.hits.map((h) => h.documentId)).toEqual(naive(cat, rows, scores, sort, page, 25));
        expect(got.total).toBe(3000);
      }
    });
  }
  it('the last page is short and says there is no next page', () => {
    const got = pageOf(cat, { rows, scores }, [], 'BEST_MATCH', 119, 25);
    expect(got.hits).toHaveLength(25);
    expect(got.nextPageFlag).toBe(false);
    expect(pageOf(cat, { rows, scores }, [], 'BEST_MATCH', 120, 25).hits).toEqual([]);
  });
});
