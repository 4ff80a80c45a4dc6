/*
 * Selections and highlights are stored page-relative and normalised to 0..1, so one set of
 * numbers draws correctly at every zoom, on every screen, and in the server's flattened PDF.
 */

/** A rectangle as fractions of the page box: x, y from the top-left corner, w, h of its size. */
export interface NormRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The subset of DOMRect the maths needs (client coordinates). */
export interface ClientRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * Turns client rects (from Range.getClientRects) into page-relative 0..1 rects: clipped to the
 * page, empty ones dropped, and pieces of one line that touch or overlap merged into one.
 */
export function normaliseRects(rects: Iterable<ClientRect>, page: ClientRect): NormRect[] {
  if (page.width <= 0 || page.height <= 0) return [];
  const out: NormRect[] = [];
  for (const r of rects) {
    const x0 = Math.max(0, (r.left - page.left) / page.width);
    const y0 = Math.max(0, (r.top - page.top) / page.height);
    const x1 = Math.min(1, (r.left + r.width - page.left) / page.width);
    const y1 = Math.min(1, (r.top + r.height - page.top) / page.height);
    if (x1 - x0 <= 1e-4 || y1 - y0 <= 1e-4) continue;
    out.push({ x: x0, y: y0, w: x1 - x0, h: y1 - y0 });
  }
  return mergeLineRects(out).map((r) => ({ x: round(r.x), y: round(r.y), w: round(r.w), h: round(r.h) }));
}

/** Same line = vertical overlap of more than half the smaller height. */
function sameLine(a: NormRect, b: NormRect): boolean {
  const overlap = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return overlap > 0.5 * Math.min(a.h, b.h);
}

/** Merges rects on the same line whose horizontal extents touch (within `slack` of the page width). */
export function mergeLineRects(rects: NormRect[], slack = 0.004): NormRect[] {
  const sorted = [...rects].sort((a, b) => a.y - b.y || a.x - b.x);
  const out: NormRect[] = [];
  for (const r of sorted) {
    const prev = out.find((o) => sameLine(o, r) && r.x <= o.x + o.w + slack && o.x <= r.x + r.w + slack);
    if (!prev) {
      out.push({ ...r });
      continue;
    }
    const x = Math.min(prev.x, r.x);
    const y = Math.min(prev.y, r.y);
    prev.w = Math.max(prev.x + prev.w, r.x + r.w) - x;
    prev.h = Math.max(prev.y + prev.h, r.y + r.h) - y;
    prev.x = x;
    prev.y = y;
  }
  return out;
}

/** CSS box for a normalised rect inside its page box: percentages, so it follows every zoom. */
export function rectStyle(r: NormRect): { left: string; top: string; width: string; height: string } {
  const pct = (n: number) => `${round(n * 100)}%`;
  return { left: pct(r.x), top: pct(r.y), width: pct(r.w), height: pct(r.h) };
}

/** True when the client rect's centre lies inside the page box (to attribute selection pieces to pages). */
export function centreInside(r: ClientRect, page: ClientRect): boolean {
  const cx = r.left + r.width / 2;
  const cy = r.top + r.height / 2;
  return cx >= page.left && cx <= page.left + page.width && cy >= page.top && cy <= page.top + page.height;
}
