/*
 * Which pages exist as canvases. The reader keeps one placeholder box per page (so the scroll
 * height is right from the start) and renders only the pages an IntersectionObserver reports near
 * the viewport, plus a small overscan; anything beyond a wider "keep" band is destroyed so a
 * 100-page document holds a handful of canvases whatever the scroll position.
 */

/** Vertical layout of the page column, in CSS pixels. */
export interface PageLayout {
  tops: number[];
  heights: number[];
  total: number;
}

/** Stacks pages of the given heights with `gap` between them and `pad` above the first and below the last. */
export function layoutPages(heights: number[], gap: number, pad = gap): PageLayout {
  const tops: number[] = [];
  let y = pad;
  for (const h of heights) {
    tops.push(y);
    y += h + gap;
  }
  return { tops, heights: [...heights], total: heights.length ? y - gap + pad : 2 * pad };
}

/** 1-based page whose box holds offset y (a gap counts for the page below it; clamped to the document). */
export function pageAtOffset(layout: PageLayout, y: number): number {
  const { tops, heights } = layout;
  if (!tops.length) return 1;
  let lo = 0;
  let hi = tops.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (tops[mid] <= y) lo = mid;
    else hi = mid - 1;
  }
  // Inside the gap after page lo: the next page is the one being scrolled towards.
  if (y > tops[lo] + heights[lo] && lo < tops.length - 1) return lo + 2;
  return lo + 1;
}

/** The page the indicator shows: the one under a reading line 30% down the viewport. */
export function currentPageAt(layout: PageLayout, scrollTop: number, viewportHeight: number): number {
  return pageAtOffset(layout, scrollTop + viewportHeight * 0.3);
}

/** A point in the document that survives a re-layout (zoom, resize): a page and a fraction of its height. */
export interface Anchor {
  page: number;
  frac: number;
}

export function anchorAt(layout: PageLayout, y: number): Anchor {
  const page = pageAtOffset(layout, y);
  const i = page - 1;
  const h = layout.heights[i] || 1;
  return { page, frac: Math.min(1, Math.max(0, (y - layout.tops[i]) / h)) };
}

export function anchorToOffset(layout: PageLayout, a: Anchor): number {
  const i = Math.min(Math.max(a.page - 1, 0), layout.tops.length - 1);
  if (i < 0) return 0;
  return layout.tops[i] + a.frac * layout.heights[i];
}

export interface RenderPlan {
  /** Pages to have rendered, most urgent first (the near pages from the middle out, then overscan). */
  render: number[];
  /** Pages outside [keepFirst, keepLast] lose their canvas. */
  keepFirst: number;
  keepLast: number;
}

/**
 * From the pages the observer reports near the viewport, what to render and what to keep.
 * `keep` > `overscan` gives hysteresis so scrolling back and forth does not re-render the same page.
 */
export function renderPlan(
  near: Iterable<number>,
  numPages: number,
  opts: { overscan?: number; keep?: number; focus?: number } = {},
): RenderPlan {
  const overscan = opts.overscan ?? 1;
  const keep = Math.max(opts.keep ?? 3, overscan);
  const list = [...near].filter((p) => p >= 1 && p <= numPages);
  if (!list.length) {
    if (!numPages) return { render: [], keepFirst: 1, keepLast: 0 };
    const f = Math.min(Math.max(opts.focus ?? 1, 1), numPages);
    list.push(f);
  }
  const first = Math.min(...list);
  const last = Math.max(...list);
  const focus = Math.min(Math.max(opts.focus ?? Math.round((first + last) / 2), first), last);
  const render: number[] = [];
  const lo = Math.max(1, first - overscan);
  const hi = Math.min(numPages, last + overscan);
  // Middle out: the page being read paints first, its neighbours after.
  for (let d = 0; focus - d >= lo || focus + d <= hi; d++) {
    if (focus + d <= hi && focus + d >= lo) render.push(focus + d);
    if (d > 0 && focus - d >= lo && focus - d <= hi) render.push(focus - d);
  }
  return { render, keepFirst: Math.max(1, first - keep), keepLast: Math.min(numPages, last + keep) };
}

/** Pages whose box overlaps the viewport (a bottom edge in a gap counts the page below: one page too many at worst). */
export function pagesOnScreen(layout: PageLayout, scrollTop: number, viewportHeight: number): number[] {
  if (!layout.tops.length || viewportHeight <= 0) return [];
  const first = pageAtOffset(layout, scrollTop);
  const last = pageAtOffset(layout, scrollTop + viewportHeight - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * The part of the scroller the window shows, in the scroller's own offsets (top and height), or
 * null when none of it is in the window: on a phone the reader starts below the document's header,
 * so the scroller's box reaches past the bottom of the screen.
 */
export function shownPart(
  box: { top: number; bottom: number },
  windowHeight: number,
  scrollTop: number,
): { top: number; height: number } | null {
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, windowHeight);
  if (bottom <= top) return null;
  return { top: scrollTop + top - box.top, height: bottom - top };
}

/**
 * The plan before the reader has touched the document: the pages on screen and nothing ahead.
 * Drawing the pages around them as well (the observer's band and the overscan) doubled the main
 * thread's drawing at launch, for pages a reader who only looks at the opening one never sees.
 * The reader's first touch, wheel or key, or a scroll of the page around it, widens the plan to
 * renderPlan's, which starts the next page while a scroll is still a viewport away from it.
 */
export function openingPlan(
  near: Iterable<number>,
  onScreen: Iterable<number>,
  numPages: number,
  opts: { keep?: number; focus?: number } = {},
): RenderPlan {
  const shown = new Set(onScreen);
  return renderPlan(
    [...near].filter((p) => shown.has(p)),
    numPages,
    { ...opts, overscan: 0 },
  );
}
