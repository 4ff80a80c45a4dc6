import { describe, expect, it } from 'vitest';
import {
  anchorAt,
  anchorToOffset,
  currentPageAt,
  layoutPages,
  openingPlan,
  pageAtOffset,
  pagesOnScreen,
  renderPlan,
  shownPart,
} from './virtual-window';

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

describe('A launch draws the pages on screen; the pages ahead wait for the reader to touch the document', () => {
  // Pages 583 px tall with 8 px gaps, as the handbook on a 412 px wide phone; the viewport is 823 px.
  const layout = layoutPages(Array(420).fill(583), 8);

  it('lists the pages the viewport overlaps', () => {
    expect(pagesOnScreen(layout, 0, 823)).toEqual([1, 2]);
    expect(pagesOnScreen(layout, layout.tops[9], 583)).toEqual([10]);
    expect(pagesOnScreen(layout, layout.tops[9] + 500, 823)).toEqual([10, 11, 12]);
    expect(pagesOnScreen(layout, 0, 0)).toEqual([]);
    expect(pagesOnScreen(layoutPages([], 8), 0, 823)).toEqual([]);
  });

  it('draws only the near pages that are on screen, without overscan', () => {
    // The observer's band reaches page 3; the screen shows pages 1 and 2.
    const p = openingPlan([1, 2, 3], pagesOnScreen(layout, 0, 823), 420, { keep: 3, focus: 1 });
    expect(p.render).toEqual([1, 2]);
    expect(renderPlan([1, 2, 3], 420, { overscan: 1, keep: 3, focus: 1 }).render).toEqual([1, 2, 3, 4]);
  });

  it('still draws the page being read before the observer has reported', () => {
    expect(openingPlan([], [40], 420, { focus: 40 }).render).toEqual([40]);
  });

  it('keeps the pages the reader had, so nothing drawn is dropped by the narrower plan', () => {
    const p = openingPlan([10, 11], [10], 420, { keep: 3, focus: 10 });
    expect([p.keepFirst, p.keepLast]).toEqual([7, 13]);
  });
});

describe('On a phone the pages on screen are those the window shows of the reader', () => {
  it('clips the scroller to the window: the reader below the header shows only its top', () => {
    // The scroller starts 495 px down an 823 px screen and is 642 px tall.
    expect(shownPart({ top: 495, bottom: 1137 }, 823, 0)).toEqual({ top: 0, height: 328 });
    const layout = layoutPages(Array(420).fill(583), 8);
    expect(pagesOnScreen(layout, 0, 328)).toEqual([1]);
  });
  it('follows the reader scrolled within and the page scrolled above it', () => {
    expect(shownPart({ top: -100, bottom: 542 }, 823, 1000)).toEqual({ top: 1100, height: 542 });
    expect(shownPart({ top: 0, bottom: 642 }, 823, 250)).toEqual({ top: 250, height: 642 });
  });
  it('is nothing when the reader is out of the window, so the plan falls back to the page being read', () => {
    expect(shownPart({ top: 900, bottom: 1500 }, 823, 0)).toBeNull();
    expect(openingPlan([1, 2, 3], [], 420, { focus: 1 }).render).toEqual([1]);
  });
});
