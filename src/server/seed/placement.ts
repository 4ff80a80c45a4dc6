import { PAGE, SLOTS, type LayoutLine, type LineStyle, type RenderableDocument } from './layout';

/*
 * Where each piece of text goes on a page of a seeded edition. The PDF renderer draws from it and
 * layout-text.ts reads positions from it, so the demo compass points land on the text the PDF
 * really shows.
 */

export type FontKey = 'F1' | 'F2';

/** One run of text as the page places it; a muted run is the grey of the running head and foot. */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  size: number;
  font: FontKey;
  maxWidth: number;
  muted: boolean;
}

/** The running head (page top, above its rule) and foot (page number, content code) of a page. */
export function chromeTexts(doc: RenderableDocument, n: number, total: number): { head: PlacedText; foot: PlacedText[] } {
  const head = `${doc.display_designation} - ${doc.title}`;
  const muted = (text: string, x: number, y: number, maxWidth: number): PlacedText => ({
    text,
    x,
    y,
    size: 8,
    font: 'F1',
    maxWidth,
    muted: true,
  });
  return {
    head: muted(head.length > 100 ? `${head.slice(0, 97)}...` : head, PAGE.left, PAGE.height - 36, PAGE.right - PAGE.left),
    foot: [
      muted(`Page ${n} of ${total}`, PAGE.right - 60, 36, 60),
      muted(`${doc.content_code} - fictional demonstration content`, PAGE.left, 36, 300),
    ],
  };
}

/** How each printed line style sits in its slots: its rise above the baseline, size and font. */
const STYLES: Record<Exclude<LineStyle, 'blank'>, { rise: number; size: number; font: FontKey; muted: boolean }> = {
  designation: { rise: 8, size: 14, font: 'F2', muted: false },
  title: { rise: 6, size: 16, font: 'F2', muted: false },
  meta: { rise: 0, size: 9, font: 'F1', muted: true },
  heading: { rise: 3, size: 12, font: 'F2', muted: false },
  body: { rise: 0, size: 10, font: 'F1', muted: false },
};

/** The lines of one text page, top down; blank lines take their slot and print nothing. */
export function placeLines(lines: LayoutLine[]): PlacedText[] {
  const out: PlacedText[] = [];
  let y = PAGE.top;
  const maxWidth = PAGE.right - PAGE.left;
  for (const l of lines) {
    y -= PAGE.line * SLOTS[l.style];
    if (l.style === 'blank') continue;
    const s = STYLES[l.style];
    out.push({ text: l.text, x: PAGE.left, y: y + s.rise, size: s.size, font: s.font, maxWidth, muted: s.muted });
  }
  return out;
}

/**
 * The size a line is drawn at: its own, or smaller when it would be wider than maxWidth. Shrinking
 * rather than re-wrapping keeps the layout's line count (and page_count). Measuring is the
 * expensive part, so only lines that could be too wide are measured.
 */
export function fittedSize(
  text: string,
  size: number,
  maxWidth: number,
  measure: (text: string, size: number) => number,
): number {
  if (text.length * size * 0.62 <= maxWidth) return size;
  const w = measure(text.replace(/[^\x20-\x7e]/g, 'x'), size);
  return w > maxWidth ? Math.floor(((size * maxWidth) / w) * 100) / 100 : size;
}
