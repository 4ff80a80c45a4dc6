import { Rng } from './rng';
import type { SectionRow } from './sections';

/*
 * Pure page layout shared by the PDF renderer and the seed: the seed needs page_count without
 * rendering (files: false at 100k documents), and the renderer must produce exactly that many
 * pages. Wrapping is by character count so it costs nothing at seed time; the renderer shrinks
 * the rare over-wide line instead of re-wrapping, so the line count never changes.
 */

/** The document fields the renderers read (a documents row satisfies it). */
export interface RenderableDocument {
  content_code: string;
  display_designation: string;
  designation_no: string;
  title: string;
  document_type: string;
  status: string;
  language_code: string;
  publish_date: string | null;
  page_count: number;
}

export type LineStyle = 'designation' | 'title' | 'meta' | 'heading' | 'body' | 'blank';
export interface LayoutLine {
  text: string;
  style: LineStyle;
}

export const PAGE = { width: 612, height: 792, left: 56, right: 556, top: 736, bottom: 64, line: 13 };
const SLOTS_PER_PAGE = Math.floor((PAGE.top - PAGE.bottom) / PAGE.line);
/** How many line heights each style takes. */
export const SLOTS: Record<LineStyle, number> = { designation: 2, title: 2, meta: 1, heading: 2, body: 1, blank: 1 };
const BODY_CHARS = 96;
const TITLE_CHARS = 58;
export const ANNEX_ROWS_PER_PAGE = 44;

export function wrap(text: string, max: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (!word) continue;
    if (line && line.length + 1 + word.length > max) {
      out.push(line);
      line = '';
    }
    line = line ? `${line} ${word}` : word.length > max ? word.slice(0, max) : word;
  }
  if (line) out.push(line);
  return out;
}

/** The title block and the numbered sections, as lines. */
export function sectionLines(doc: Omit<RenderableDocument, 'page_count'>, sections: SectionRow[]): LayoutLine[] {
  const lines: LayoutLine[] = [{ text: doc.display_designation, style: 'designation' }];
  for (const t of wrap(doc.title, TITLE_CHARS)) lines.push({ text: t, style: 'title' });
  lines.push({
    text: `${doc.document_type} - ${doc.status}${doc.publish_date ? ` - published ${doc.publish_date.slice(0, 10)}` : ''} - ${doc.language_code}`,
    style: 'meta',
  });
  for (const s of sections) {
    lines.push({ text: '', style: 'blank' }, { text: `${s.ordinal}. ${s.heading}`, style: 'heading' });
    s.body.split('\n\n').forEach((para, i) => {
      if (i > 0) lines.push({ text: '', style: 'blank' });
      for (const t of wrap(para, BODY_CHARS)) lines.push({ text: t, style: 'body' });
    });
  }
  return lines;
}

/** Splits lines into pages by vertical slots; a heading never ends a page. */
export function paginate(lines: LayoutLine[]): LayoutLine[][] {
  const pages: LayoutLine[][] = [];
  let page: LayoutLine[] = [];
  let used = 0;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const need = SLOTS[l.style] + (l.style === 'heading' ? SLOTS.body : 0);
    if (used + need > SLOTS_PER_PAGE && page.length > 0) {
      pages.push(page);
      page = [];
      used = 0;
      if (l.style === 'blank') continue;
    }
    page.push(l);
    used += SLOTS[l.style];
  }
  if (page.length > 0) pages.push(page);
  return pages;
}

/** Pages the sections need before the annex starts. */
export function sectionPageCount(doc: Omit<RenderableDocument, 'page_count'>, sections: SectionRow[]): number {
  return paginate(sectionLines(doc, sections)).length;
}

export const ANNEX_COLUMNS = ['Laboratory', 'Material', 'Mean', 'Repeatability s(r)', 'Reproducibility s(R)', 'Determinations'];

/** Interlaboratory data rows of one annex page, derived from the content code alone. */
export function annexRows(contentCode: string, annexPage: number, rows = ANNEX_ROWS_PER_PAGE): string[][] {
  const rng = new Rng(`${contentCode}:annex:${annexPage}`);
  return Array.from({ length: rows }, (_, i) => {
    const mean = rng.int(10, 900) + rng.int(0, 99) / 100;
    return [
      `Lab ${annexPage * rows + i + 1}`,
      `Material ${'ABCDEFGH'[rng.int(0, 7)]}`,
      mean.toFixed(2),
      (mean * (0.01 + rng.next() * 0.04)).toFixed(3),
      (mean * (0.03 + rng.next() * 0.08)).toFixed(3),
      String(rng.int(3, 12)),
    ];
  });
}
