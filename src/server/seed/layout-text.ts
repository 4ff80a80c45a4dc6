import { Encodings, Font, FontNames } from '@pdf-lib/standard-fonts';
import type { PageText, TextItem } from '../services/compass-points/carry-forward-match';
import { paginate, sectionLines, type RenderableDocument } from './layout';
import { chromeTexts, fittedSize, placeLines, type FontKey, type PlacedText } from './placement';
import type { SectionRow } from './sections';

/*
 * Where render-pdf.ts puts each line of a seeded edition, computed from the layout alone: the
 * seed places its demo compass points with it without parsing PDFs (pdf.js costs seconds to
 * start). Both read their positions from placement.ts; layout-text.test.ts compares the widths
 * with what pdf.js reads from the rendered file. Annex pages carry no prose and are left out.
 */

const fonts: Partial<Record<FontKey, Font>> = {};
const fontOf = (k: FontKey) => (fonts[k] ??= Font.load(k === 'F1' ? FontNames.Helvetica : FontNames.HelveticaBold));

/** Advance width in points, as the renderer's WinAnsi text shows it. */
export function textWidth(text: string, size: number, font: FontKey): number {
  const f = fontOf(font);
  let w = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const name = Encodings.WinAnsi.canEncodeUnicodeCodePoint(cp) ? Encodings.WinAnsi.encodeUnicodeCodePoint(cp).name : 'question';
    w += Number(f.getWidthOfGlyph(name) ?? 0);
  }
  return (w * size) / 1000;
}

function item(t: PlacedText): TextItem {
  const s = fittedSize(t.text, t.size, t.maxWidth, (text, size) => textWidth(text, size, t.font));
  return { str: t.text, x: t.x, y: t.y, width: textWidth(t.text, s, t.font), height: s };
}

/** The text pages (title block and sections) of a seeded edition, with positions. */
export function layoutPageText(doc: RenderableDocument, sections: SectionRow[]): PageText[] {
  const pages = paginate(sectionLines(doc, sections));
  const total = Math.max(doc.page_count, pages.length);
  return pages.map((lines, i) => {
    const { head, foot } = chromeTexts(doc, i + 1, total);
    const body = placeLines(lines).filter((t) => t.text !== '');
    return { pageNumber: i + 1, items: [head, ...foot, ...body].map(item) };
  });
}
