import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { HighlightRect } from '../../../api/compass-points';

/*
 * Draws compass points into a copy of a PDF (the download with compass points, 001 §7): each
 * rect as a translucent highlight, a numbered badge in the margin beside the point's first line,
 * and a closing page listing the points by number with their name, description, overlay details
 * and selected text. Names sit on their own page because a label over the text would hide the
 * line above it; the badge ties them together. Rects are in PDF user space, as stored.
 */

export interface FlattenPoint {
  name: string;
  description?: string;
  overlayDetails?: string;
  selectionText?: string;
  rects: HighlightRect[];
}

const HIGHLIGHT = rgb(1, 0.84, 0.1);
const BADGE = rgb(0.85, 0.55, 0);
const INK = rgb(0.1, 0.12, 0.15);
const MUTED = rgb(0.38, 0.4, 0.45);
const TEXT_MAX = 255;

/** The standard fonts speak WinAnsi: other characters become '?' rather than failing the download. */
export function winAnsiSafe(text: string, max = TEXT_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const safe = [...flat]
    .map((ch) => {
      const c = ch.codePointAt(0)!;
      return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) ? ch : '?';
    })
    .join('');
  return safe.length > max ? `${safe.slice(0, max - 3)}...` : safe;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}

function badge(page: PDFPage, n: number, x: number, y: number, font: PDFFont) {
  page.drawCircle({ x: x + 5, y: y + 5, size: 5.5, color: BADGE });
  const label = String(n);
  page.drawText(label, { x: x + 5 - font.widthOfTextAtSize(label, 6.5) / 2, y: y + 2.7, size: 6.5, font, color: rgb(1, 1, 1) });
}

/** The closing page(s): one entry per point, numbered as its badge. */
function listPages(
  pdf: PDFDocument,
  points: { n: number; page: number; p: FlattenPoint }[],
  fonts: { bold: PDFFont; regular: PDFFont },
  title: string,
) {
  const [w, h] = [612, 792];
  const margin = 56;
  let page = pdf.addPage([w, h]);
  let y = h - margin;
  const line = (text: string, font: PDFFont, size: number, color = INK, indent = 0) => {
    for (const l of wrap(text, font, size, w - 2 * margin - indent)) {
      if (y < margin + size) {
        page = pdf.addPage([w, h]);
        y = h - margin;
      }
      y -= size + 4;
      page.drawText(l, { x: margin + indent, y, size, font, color });
    }
  };
  line(winAnsiSafe(title), fonts.bold, 14);
  y -= 8;
  for (const { n, page: at, p } of points) {
    y -= 6;
    if (y < margin + 40) {
      page = pdf.addPage([w, h]);
      y = h - margin;
    }
    badge(page, n, margin, y - 15, fonts.bold);
    line(`${winAnsiSafe(p.name)}  (${at})`, fonts.bold, 10, INK, 16);
    for (const extra of [p.description, p.overlayDetails])
      if (extra?.trim()) line(winAnsiSafe(extra, 1300), fonts.regular, 9, INK, 16);
    if (p.selectionText?.trim()) line(`"${winAnsiSafe(p.selectionText)}"`, fonts.regular, 8, MUTED, 16);
  }
}

/** A copy of the PDF with the points drawn in; `title` heads the closing list (the document's designation). */
export async function flattenCompassPoints(pdfBytes: Uint8Array, points: FlattenPoint[], title = ''): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  const fonts = { bold: await pdf.embedFont(StandardFonts.HelveticaBold), regular: await pdf.embedFont(StandardFonts.Helvetica) };
  const pages = pdf.getPages();
  const listed: { n: number; page: number; p: FlattenPoint }[] = [];
  // Numbered in reading order: by first page, then top to bottom.
  const placed = points
    .map((p) => ({ p, rects: p.rects.filter((r) => r.pageNumber >= 1 && r.pageNumber <= pages.length) }))
    .filter((x) => x.rects.length > 0)
    .sort((a, b) => a.rects[0].pageNumber - b.rects[0].pageNumber || b.rects[0].y - a.rects[0].y);
  placed.forEach(({ p, rects }, i) => {
    for (const r of rects)
      pages[r.pageNumber - 1].drawRectangle({
        x: r.x,
        y: r.y,
        width: r.width,
        height: r.height,
        color: HIGHLIGHT,
        opacity: 0.35,
        borderWidth: 0,
      });
    const first = rects[0];
    const left = Math.min(...rects.filter((r) => r.pageNumber === first.pageNumber).map((r) => r.x));
    badge(pages[first.pageNumber - 1], i + 1, Math.max(2, left - 14), first.y + first.height / 2 - 5, fonts.bold);
    listed.push({ n: i + 1, page: first.pageNumber, p });
  });
  if (listed.length) listPages(pdf, listed, fonts, title);
  return pdf.save({ useObjectStreams: true });
}
