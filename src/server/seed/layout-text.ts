import { Encodings, Font, FontNames } from '@pdf-lib/standard-fonts';
import type { PageText, TextItem } from '../services/compass-points/carry-forward-match';
import { PAGE, paginate, sectionLines, type LayoutLine, type RenderableDocument } from './layout';
import type { SectionRow } from './sections';

/*
 * Where render-pdf.ts puts each line of a seeded edition, computed from the layout alone: the
 * seed places its demo compass points with it without parsing PDFs (pdf.js costs seconds to
 * start). Mirrors drawChrome/drawLines of render-pdf.ts; layout-text.test.ts compares it with
 * what pdf.js reads from the rendered file, so the two cannot drift apart. Annex pages carry
 * no prose and are left out.
 */

const fonts: Partial<Record<'F1' | 'F2', Font>> = {};
const fontOf = (k: 'F1' | 'F2') => (fonts[k] ??= Font.load(k === 'F1' ? FontNames.Helvetica : FontNames.HelveticaBold));

/** Advance width in points, as the renderer's WinAnsi text shows it. */
export function textWidth(text: string, size: number, font: 'F1' | 'F2'): number {
  const f = fontOf(font);
  let w = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const name = Encodings.WinAnsi.canEncodeUnicodeCodePoint(cp) ? Encodings.WinAnsi.encodeUnicodeCodePoint(cp).name : 'question';
    w += Number(f.getWidthOfGlyph(name) ?? 0);
  }
  return (w * size) / 1000;
}

function item(text: string, x: number, y: number, size: number, font: 'F1' | 'F2', maxWidth: number): TextItem {
  let s = size;
  if (text.length * size * 0.62 > maxWidth) {
    const w = textWidth(text.replace(/[^\x20-\x7e]/g, 'x'), size, font);
    if (w > maxWidth) s = Math.floor(((size * maxWidth) / w) * 100) / 100;
  }
  return { str: text, x, y, width: textWidth(text, s, font), height: s };
}

function lineItems(lines: LayoutLine[]): TextItem[] {
  const out: TextItem[] = [];
  let y = PAGE.top;
  const width = PAGE.right - PAGE.left;
  for (const l of lines) {
    switch (l.style) {
      case 'designation':
        y -= PAGE.line * 2;
        out.push(item(l.text, PAGE.left, y + 8, 14, 'F2', width));
        break;
      case 'title':
        y -= PAGE.line * 2;
        out.push(item(l.text, PAGE.left, y + 6, 16, 'F2', width));
        break;
      case 'meta':
        y -= PAGE.line;
        out.push(item(l.text, PAGE.left, y, 9, 'F1', width));
        break;
      case 'heading':
        y -= PAGE.line * 2;
        out.push(item(l.text, PAGE.left, y + 3, 12, 'F2', width));
        break;
      case 'body':
        y -= PAGE.line;
        out.push(item(l.text, PAGE.left, y, 10, 'F1', width));
        break;
      case 'blank':
        y -= PAGE.line;
        break;
    }
  }
  return out.filter((i) => i.str !== '');
}

/** The text pages (title block and sections) of a seeded edition, with positions. */
export function layoutPageText(doc: RenderableDocument, sections: SectionRow[]): PageText[] {
  const pages = paginate(sectionLines(doc, sections));
  const total = Math.max(doc.page_count, pages.length);
  return pages.map((lines, i) => {
    const head = `${doc.display_designation} - ${doc.title}`;
    const chrome = [
      item(head.length > 100 ? `${head.slice(0, 97)}...` : head, PAGE.left, PAGE.height - 36, 8, 'F1', PAGE.right - PAGE.left),
      item(`Page ${i + 1} of ${total}`, PAGE.right - 60, 36, 8, 'F1', 60),
      item(`${doc.content_code} - fictional demonstration content`, PAGE.left, 36, 8, 'F1', 300),
    ];
    return { pageNumber: i + 1, items: [...chrome, ...lineItems(lines)] };
  });
}
