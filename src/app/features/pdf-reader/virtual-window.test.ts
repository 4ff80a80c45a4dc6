import { describe, expect, it } from 'vitest';
import { anchorAt, anchorToOffset, currentPageAt, layoutPages, pageAtOffset, renderPlan } from './virtual-window';

describe('Placeholders give the whole document its scroll height', () => {
  it('stacks pages with gaps and padding', () => {
    const l = layoutPages([100, 200, 100], 10);
    expect(l.tops).toEqual([10, 120, 330]);
    expect(l.total).toBe(10 + 100 + 10 + 200 + 10 + 100 + 10);
  });
  it('an empty document is just padding', () => {
    expect(layoutPages([], 8).total).toBe(16);
  });
});

describe('The page indicator follows the scroll position', () => {
  const l = layoutPages(Array(100).fill(500), 8);
  it('finds the page holding an offset, and the next page inside a gap', () => {
    expect(pageAtOffset(l, 0)).toBe(1);
    expect(pageAtOffset(l, 8 + 499)).toBe(1);
    expect(pageAtOffset(l, 8 + 502)).toBe(2);
    expect(pageAtOffset(l, 8 + 508 * 4 + 10)).toBe(5);
    expect(pageAtOffset(l, 1e9)).toBe(100);
  });
  it('reads the page under a line 30% down the viewport', () => {
    expect(currentPageAt(l, 508 * 4, 844)).toBe(5);
    expect(currentPageAt(l, l.total - 844, 844)).toBe(99);
  });
});

describe('Zoom keeps the point being read in place', () => {
  it('maps an offset to page + fraction and back at another scale', () => {
    const a = layoutPages([500, 500, 500], 8);
    const b = layoutPages([1000, 1000, 1000], 8);
    const anchor = anchorAt(a, 8 + 508 + 250);
    expect(anchor).toEqual({ page: 2, frac: 0.5 });
    expect(anchorToOffset(b, anchor)).toBe(8 + 1008 + 500);
  });
});

describe('Only pages near the viewport are rendered; far pages are destroyed', () => {
  it('renders the near pages plus overscan, middle out', () => {
    const p = renderPlan([5, 6], 100, { overscan: 1, keep: 3, focus: 5 });
    expect(p.render).toEqual([5, 6, 4, 7]);
    expect([p.keepFirst, p.keepLast]).toEqual([2, 9]);
  });
  it('clamps at the ends of the document', () => {
    const p = renderPlan([1], 3, { overscan: 2, keep: 4 });
    expect(p.render).toEqual([1, 2, 3]);
    expect([p.keepFirst, p.keepLast]).toEqual([1, 3]);
  });
  it('falls back to the focus page before the observer has reported', () => {
    expect(renderPlan([], 100, { focus: 40, overscan: 1 }).render).toEqual([40, 41, 39]);
  });
  it('keeps the number of rendered pages bounded wherever the reader is', () => {
    for (const at of [1, 50, 100]) {
      const p = renderPlan(
        [at, at + 1].filter((x) => x <= 100),
        100,
        { overscan: 1, keep: 3 },
      );
      expect(p.keepLast - p.keepFirst + 1).toBeLessThanOrEqual(8);
    }
  });
  it('ignores pages outside the document', () => {
    expect(renderPlan([0, 101, 2], 100, { overscan: 0 }).render).toEqual([2]);
  });
});
