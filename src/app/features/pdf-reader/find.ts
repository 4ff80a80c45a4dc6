/*
 * Find in document: matching runs on each page's text content (pdf.js text items), not on the
 * DOM, so every page can be searched without rendering it. A match is kept as item/offset
 * segments, which map 1:1 onto the text layer's spans once the page is drawn.
 */

/** One page's text items as pdf.js reports them (str, and whether a line ends after it). */
export interface PageTextItem {
  str: string;
  hasEOL?: boolean;
}

/** A piece of a match inside one text item: characters [from, to) of item `item`. */
export interface MatchSegment {
  item: number;
  from: number;
  to: number;
}

export interface FindMatch {
  page: number;
  segments: MatchSegment[];
}

interface Folded {
  text: string;
  /** index in `text` -> [item, offset] of the source character */ src: Array<[number, number]>;
}

/** Case-, accent- and whitespace-insensitive form of one character (may be empty or longer than one). */
function foldChar(ch: string): string {
  return ch
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Folds a page's items into one searchable string, remembering where each character came from. */
export function foldPage(items: PageTextItem[]): Folded {
  let text = '';
  const src: Array<[number, number]> = [];
  let lastSpace = true; // leading whitespace is dropped
  const pushSpace = (item: number, off: number) => {
    if (lastSpace) return;
    text += ' ';
    src.push([item, off]);
    lastSpace = true;
  };
  items.forEach((it, i) => {
    let off = 0;
    for (const ch of it.str) {
      if (/\s/.test(ch)) pushSpace(i, off);
      else {
        for (const f of foldChar(ch)) {
          text += f;
          src.push([i, off]);
        }
        lastSpace = false;
      }
      off += ch.length;
    }
    // A line end is a word break even when the PDF has no space character there.
    if (it.hasEOL) pushSpace(i, off);
  });
  return { text, src };
}

/** The query in the same folded form; '' means "nothing to find". */
export function foldQuery(q: string): string {
  return [...q.trim()]
    .map((ch) => (/\s/.test(ch) ? ' ' : foldChar(ch)))
    .join('')
    .replace(/ +/g, ' ');
}

/** Turns a folded range back into per-item segments (separators between items are skipped). */
function toSegments(f: Folded, start: number, end: number, items: PageTextItem[]): MatchSegment[] {
  const segs: MatchSegment[] = [];
  for (let k = start; k < end; k++) {
    const [item, off] = f.src[k];
    if (off >= items[item].str.length) continue; // a synthetic line-end space
    const len = items[item].str.codePointAt(off)! > 0xffff ? 2 : 1;
    const last = segs[segs.length - 1];
    if (last && last.item === item && /^\s*$/.test(items[item].str.slice(last.to, off))) last.to = Math.max(last.to, off + len);
    else segs.push({ item, from: off, to: off + len });
  }
  return segs;
}

/** Every non-overlapping occurrence of `query` on one page, in reading order. */
export function findInPage(items: PageTextItem[], query: string, page: number): FindMatch[] {
  const q = foldQuery(query);
  if (!q) return [];
  const f = foldPage(items);
  const out: FindMatch[] = [];
  for (let at = f.text.indexOf(q); at >= 0; at = f.text.indexOf(q, at + q.length)) {
    const segments = toSegments(f, at, at + q.length, items);
    if (segments.length) out.push({ page, segments });
  }
  return out;
}

/** Every occurrence in the document; `pages[i]` holds page i+1's items. */
export function findInDocument(pages: PageTextItem[][], query: string): FindMatch[] {
  return pages.flatMap((items, i) => findInPage(items, query, i + 1));
}

/** Index of the match to show first: the first one on or after the page being read. */
export function firstMatchFrom(matches: FindMatch[], page: number): number {
  if (!matches.length) return -1;
  const i = matches.findIndex((m) => m.page >= page);
  return i < 0 ? 0 : i;
}

/** Next (1) or previous (-1) match index, wrapping around the document. */
export function stepMatch(index: number, count: number, dir: 1 | -1): number {
  if (count <= 0) return -1;
  if (index < 0) return dir > 0 ? 0 : count - 1;
  return (index + dir + count) % count;
}
