import type { HighlightRect } from '../../../api/compass-points';

/*
 * Re-anchoring a compass point on a new edition (001 §4, carry-forward): find the point's
 * selected text in the new edition's text and compute its rects there. Text that moved is placed
 * at its new position; text that changed or vanished is reported instead of being placed
 * wrongly. Pure: the page text comes from the PDF (see pdf-text.ts).
 */

/** One run of text on a page, positioned in PDF user space (x, y = baseline start; height ≈ font size). */
export interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface PageText {
  pageNumber: number;
  items: TextItem[];
}

export interface SelectionToPlace {
  text: string;
  prefix?: string;
  suffix?: string;
  pageNumber: number;
}
export type PlaceResult =
  | { kind: 'placed'; pageNumber: number; rects: HighlightRect[]; moved: boolean }
  | { kind: 'TEXT_CHANGED' }
  | { kind: 'TEXT_NOT_FOUND' };

/** Width of a string in any unit; only ratios are used. Default: by character count. */
export type WidthOf = (s: string) => number;

/**
 * Whitespace collapsed to single spaces, trimmed (layout breaks lines differently per edition),
 * and NFKC-folded: pdf.js hands the reader compatibility forms (µ as μ, ligatures as letters).
 */
export const normalize = (s: string) => s.normalize('NFKC').replace(/\s+/g, ' ').trim();

interface Stream {
  text: string;
  at: ({ page: number; item: number; index: number } | null)[];
}

/** The edition's text as one string, each character pointing back at its item. */
export function buildStream(pages: PageText[]): Stream {
  let text = '';
  const at: Stream['at'] = [];
  const push = (ch: string, ref: Stream['at'][number]) => {
    if (/\s/.test(ch)) {
      if (text === '' || text.endsWith(' ')) return;
      text += ' ';
      at.push(ref);
      return;
    }
    text += ch;
    at.push(ref);
  };
  pages.forEach((p, pi) =>
    p.items.forEach((it, ii) => {
      for (let k = 0; k < it.str.length; k++)
        for (const ch of it.str[k].normalize('NFKC')) push(ch, { page: pi, item: ii, index: k });
      push(' ', null);
    }),
  );
  return { text, at };
}

const tailMatch = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
};
const headMatch = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
};

/** Rects covering stream characters [from, to), one per item run, in user space. */
export function rectsFor(
  pages: PageText[],
  s: Stream,
  from: number,
  to: number,
  widthOf: WidthOf = (x) => x.length,
): HighlightRect[] {
  const runs = new Map<string, { page: number; item: number; lo: number; hi: number }>();
  for (let i = from; i < to; i++) {
    const ref = s.at[i];
    if (!ref) continue;
    const key = `${ref.page}:${ref.item}`;
    const r = runs.get(key);
    if (r) {
      r.lo = Math.min(r.lo, ref.index);
      r.hi = Math.max(r.hi, ref.index + 1);
    } else runs.set(key, { page: ref.page, item: ref.item, lo: ref.index, hi: ref.index + 1 });
  }
  return [...runs.values()].map((r) => {
    const it = pages[r.page].items[r.item];
    const total = widthOf(it.str) || 1;
    const x0 = it.x + (it.width * widthOf(it.str.slice(0, r.lo))) / total;
    const x1 = it.x + (it.width * widthOf(it.str.slice(0, r.hi))) / total;
    // Descenders below the baseline, ascenders above: the box a reader's selection would draw.
    return {
      pageNumber: pages[r.page].pageNumber,
      x: round(x0),
      y: round(it.y - it.height * 0.22),
      width: round(x1 - x0),
      height: round(it.height * 1.2),
    };
  });
}
const round = (n: number) => Math.round(n * 100) / 100;

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];

/** The best share of the selection's words found together in a window of the same length. */
export function bestWordOverlap(needle: string, haystack: string): number {
  const want = words(needle);
  const hay = words(haystack);
  if (want.length === 0 || hay.length === 0) return 0;
  const need = new Map<string, number>();
  for (const w of want) need.set(w, (need.get(w) ?? 0) + 1);
  const have = new Map<string, number>();
  let hit = 0;
  let best = 0;
  const size = want.length;
  for (let i = 0; i < hay.length; i++) {
    const w = hay[i];
    have.set(w, (have.get(w) ?? 0) + 1);
    if ((have.get(w) ?? 0) <= (need.get(w) ?? 0)) hit++;
    if (i >= size) {
      const out = hay[i - size];
      if ((have.get(out) ?? 0) <= (need.get(out) ?? 0)) hit--;
      have.set(out, have.get(out)! - 1);
    }
    best = Math.max(best, hit);
  }
  return best / size;
}

/** Where the selection's text is in the new edition, or why it cannot be placed. */
export function locateSelection(pages: PageText[], sel: SelectionToPlace, widthOf?: WidthOf): PlaceResult {
  const needle = normalize(sel.text);
  if (!needle) return { kind: 'TEXT_NOT_FOUND' };
  const s = buildStream(pages);
  const prefix = normalize(sel.prefix ?? '');
  const suffix = normalize(sel.suffix ?? '');
  let best: { at: number; score: number } | null = null;
  for (let i = s.text.indexOf(needle); i >= 0; i = s.text.indexOf(needle, i + 1)) {
    const before = s.text.slice(Math.max(0, i - prefix.length - 1), i).trimEnd();
    const after = s.text.slice(i + needle.length, i + needle.length + suffix.length + 1).trimStart();
    const page = s.at[i]?.page ?? 0;
    // Context first (the same sentence around it), then nearness to where it was.
    const score =
      (tailMatch(before, prefix) + headMatch(after, suffix)) * 10_000 - Math.abs(pages[page].pageNumber - sel.pageNumber);
    if (!best || score > best.score) best = { at: i, score };
  }
  if (best) {
    const rects = rectsFor(pages, s, best.at, best.at + needle.length, widthOf);
    const pageNumber = rects[0]?.pageNumber ?? sel.pageNumber;
    return { kind: 'placed', pageNumber, rects, moved: pageNumber !== sel.pageNumber };
  }
  const count = words(needle).length;
  const overlap = bestWordOverlap(needle, s.text);
  const anchored =
    prefix.length >= 12 && suffix.length >= 12 && s.text.includes(prefix.slice(-24)) && s.text.includes(suffix.slice(0, 24));
  if (anchored || overlap >= (count < 4 ? 0.67 : 0.5)) return { kind: 'TEXT_CHANGED' };
  return { kind: 'TEXT_NOT_FOUND' };
}
