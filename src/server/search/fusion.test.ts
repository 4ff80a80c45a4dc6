import { describe, expect, it } from 'vitest';
import { RRF_K, rankByScore, reciprocalRankFusion } from './fusion';

describe("reciprocal rank fusion scores a document by its ranks, not by the lists' raw scores", () => {
  it('gives each list weight / (k + rank), summed over the lists', () => {
    const fused = reciprocalRankFusion([{ ids: [7, 3] }, { ids: [3] }]);
    expect(fused.get(7)).toBeCloseTo(1 / (RRF_K + 1));
    expect(fused.get(3)).toBeCloseTo(1 / (RRF_K + 2) + 1 / (RRF_K + 1));
  });
  it('ranks a document near the top of two lists above one that tops a single list', () => {
    // 5 leads the lexical list only; 9 is second in both: agreement wins.
    expect(rankByScore(reciprocalRankFusion([{ ids: [5, 9, 1] }, { ids: [2, 9, 4] }]))[0]).toBe(9);
  });
  it('lets a document found by one list alone still come through', () => {
    const order = rankByScore(reciprocalRankFusion([{ ids: [1, 2] }, { ids: [3] }]));
    expect(order).toEqual(expect.arrayContaining([1, 2, 3]));
  });
  it('counts a list by its weight, and a weight of 0 not at all', () => {
    const lists = [{ ids: [1, 2] }, { ids: [2, 1], weight: 0.5 }];
    expect(rankByScore(reciprocalRankFusion(lists))).toEqual([1, 2]);
    expect(rankByScore(reciprocalRankFusion([{ ids: [1], weight: 0 }, { ids: [2] }]))).toEqual([2]);
  });
  it('counts a repeated id once, at its first position', () => {
    const fused = reciprocalRankFusion([{ ids: [4, 4, 6] }]);
    expect(fused.get(4)).toBeCloseTo(1 / (RRF_K + 1));
    expect(fused.get(6)).toBeCloseTo(1 / (RRF_K + 2));
  });
  it('breaks ties by the smaller id, so the order is stable', () => {
    expect(
      rankByScore(
        new Map([
          [9, 0.5],
          [2, 0.5],
          [4, 0.7],
        ]),
      ),
    ).toEqual([4, 2, 9]);
  });
});
