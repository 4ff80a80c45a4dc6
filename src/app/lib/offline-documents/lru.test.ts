import { describe, expect, it } from 'vitest';
import { capFor, DEFAULT_CAP_BYTES, planEviction, type EvictionEntry } from './lru';

/* Offline storage is bounded: a cap and LRU eviction (src/README.md §5). */

const doc = (n: number, size = 10, pinned = false): EvictionEntry => ({ contentCode: `C${n}`, size, pinned, lastOpenedAt: n });

describe('the last 20 opened documents are kept', () => {
  it('drops unpinned documents past the 20 most recently opened, oldest first', () => {
    const entries = Array.from({ length: 23 }, (_, i) => doc(i + 1));
    expect(planEviction(entries, 1e9)).toEqual(['C1', 'C2', 'C3']);
  });
  it('pinned documents do not count toward the 20 and are never dropped', () => {
    const entries = [doc(1, 10, true), ...Array.from({ length: 21 }, (_, i) => doc(i + 2))];
    expect(planEviction(entries, 1e9)).toEqual(['C2']);
  });
});

describe('the total stays under the cap, least recently opened first', () => {
  it('drops the least recently opened until it fits', () => {
    expect(planEviction([doc(1, 50), doc(2, 50), doc(3, 50)], 100)).toEqual(['C1']);
    expect(planEviction([doc(1, 50), doc(2, 50), doc(3, 50)], 60)).toEqual(['C1', 'C2']);
  });
  it('skips pinned documents, even when the pins alone exceed the cap', () => {
    expect(planEviction([doc(1, 80, true), doc(2, 30), doc(3, 30)], 100)).toEqual(['C2', 'C3']);
    expect(planEviction([doc(1, 200, true)], 100)).toEqual([]);
  });
  it('drops nothing when everything fits', () => {
    expect(planEviction([doc(1), doc(2)], 100)).toEqual([]);
  });
});

describe('the cap follows the browser quota', () => {
  it('is half the quota when that is smaller than the default', () => {
    expect(capFor(100)).toBe(50);
    expect(capFor(10 * DEFAULT_CAP_BYTES)).toBe(DEFAULT_CAP_BYTES);
    expect(capFor(undefined)).toBe(DEFAULT_CAP_BYTES);
  });
});
