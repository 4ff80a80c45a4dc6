import { deflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFHexString, PDFName, PDFRawStream, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { digest } from './rng';
import type { SectionRow } from './sections';
import { ANNEX_COLUMNS, PAGE, annexRows, paginate, sectionLines, type LayoutLine, type RenderableDocument } from './layout';

/*
 * Page content is written as raw PDF operators rather than through drawText: pdf-lib's drawing
 * API costs ~10 ms a page, which made a 500-document seed take minutes. The text is still real
 * text in the standard Helvetica fonts (WinAnsi-encoded), so it stays selectable and searchable.
 */

// Fixed metadata: the same document must give the same bytes on every run (DOMAIN invariant 5).
const FIXED_DATE = new Date('2026-01-01T00:00:00.000Z');
const INK = '0.1 0.12 0.15';
const MUTED = '0.38 0.4 0.45';

// WinAnsi matches Latin-1 except 0x80-0x9F; anything outside it becomes '?'.
const WIN_ANSI_HIGH: Record<string, number> = {};
'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'.split('').forEach((c, i) => {
  WIN_ANSI_HIGH[c] = 0x80 + i;
});

function encode(text: string): string {
  let hex = '';
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    const code = (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) ? c : (WIN_ANSI_HIGH[ch] ?? 0x3f);
    hex += code.toString(16).padStart(2, '0');
  }
  return `<${hex}>`;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}
type FontKey = 'F1' | 'F2';

/** Collects one page's operators. */
class PageInk {
  ops: string[] = [];
  constructor(private fonts: Fonts) {}
  text(text: string, x: number, y: number, size: number, font: FontKey, maxWidth: number, color = INK) {
    let s = size;
    // Measuring is the expensive part, so only lines that could be too wide are measured.
    if (text.length * size * 0.62 > maxWidth) {
      const w = (font === 'F1' ? this.fonts.regular : this.fonts.bold).widthOfTextAtSize(
        text.replace(/[^\x20-\x7e]/g, 'x'),
        size,
      );
      // Shrink rather than re-wrap so the layout's line count (and page_count) never changes.
      if (w > maxWidth) s = Math.floor(((size * maxWidth) / w) * 100) / 100;
    }
    this.ops.push(`BT /${font} ${s} Tf ${color} rg 1 0 0 1 ${x} ${y} Tm ${encode(text)} Tj ET`);
  }
  rule(y: number) {
    this.ops.push(`${MUTED} RG 0.5 w ${PAGE.left} ${y} m ${PAGE.right} ${y} l S`);
  }
}

function drawChrome(ink: PageInk, doc: RenderableDocument, n: number, total: number) {
  const head = `${doc.display_designation} - ${doc.title}`;
  ink.text(
    head.length > 100 ? `${head.slice(0, 97)}...` : head,
    PAGE.left,
    PAGE.height - 36,
    8,
    'F1',
    PAGE.right - PAGE.left,
    MUTED,
  );
  ink.rule(PAGE.height - 42);
  ink.text(`Page ${n} of ${total}`, PAGE.right - 60, 36, 8, 'F1', 60, MUTED);
  ink.text(`${doc.content_code} - fictional demonstration content`, PAGE.left, 36, 8, 'F1', 300, MUTED);
}

function drawLines(ink: PageInk, lines: LayoutLine[]) {
  let y = PAGE.top;
  const width = PAGE.right - PAGE.left;
  for (const l of lines) {
    switch (l.style) {
      case 'designation':
        y -= PAGE.line * 2;
        ink.text(l.text, PAGE.left, y + 8, 14, 'F2', width);
        break;
      case 'title':
        y -= PAGE.line * 2;
        ink.text(l.text, PAGE.left, y + 6, 16, 'F2', width);
        break;
      case 'meta':
        y -= PAGE.line;
        ink.text(l.text, PAGE.left, y, 9, 'F1', width, MUTED);
        break;
      case 'heading':
        y -= PAGE.line * 2;
        ink.text(l.text, PAGE.left, y + 3, 12, 'F2', width);
        break;
      case 'body':
        y -= PAGE.line;
        ink.text(l.text, PAGE.left, y, 10, 'F1', width);
        break;
      case 'blank':
        y -= PAGE.line;
        break;
    }
  }
}

function drawAnnexPage(ink: PageInk, doc: RenderableDocument, annexPage: number) {
  let y = PAGE.top - PAGE.line * 2;
  ink.text(
    `Annex A1. Interlaboratory Study Data${annexPage > 0 ? ' (continued)' : ''}`,
    PAGE.left,
    y,
    12,
    'F2',
    PAGE.right - PAGE.left,
  );
  const xs = [PAGE.left, PAGE.left + 70, PAGE.left + 150, PAGE.left + 230, PAGE.left + 330, PAGE.left + 430];
  y -= PAGE.line * 2;
  ANNEX_COLUMNS.forEach((c, i) => ink.text(c, xs[i], y, 9, 'F2', 95));
  for (const row of annexRows(doc.content_code, annexPage)) {
    y -= PAGE.line;
    row.forEach((c, i) => ink.text(c, xs[i], y, 9, 'F1', 95));
  }
}

function attach(pdf: PDFDocument, page: PDFPage, ink: PageInk, fonts: Fonts) {
  page.node.setFontDictionary(PDFName.of('F1'), fonts.regular.ref);
  page.node.setFontDictionary(PDFName.of('F2'), fonts.bold.ref);
  const bytes = deflateSync(Buffer.from(ink.ops.join('\n'), 'latin1'), { level: 6 });
  const stream = PDFRawStream.of(pdf.context.obj({ Filter: 'FlateDecode', Length: bytes.length }), bytes);
  page.node.addContentStream(pdf.context.register(stream));
}

/** Renders an edition to PDF: real text in standard fonts, numbered sections, then annex tables up to page_count. */
export async function renderDocumentPdf(doc: RenderableDocument, sections: SectionRow[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${doc.display_designation} ${doc.title}`);
  pdf.setAuthor('Bearing demo catalogue');
  pdf.setSubject(doc.title);
  pdf.setProducer('Bearing seed');
  pdf.setCreator('Bearing seed');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  pdf.setLanguage(doc.language_code);
  const id = digest('pdf-id', doc.content_code).subarray(0, 16).toString('hex');
  pdf.context.trailerInfo.ID = PDFArray.withContext(pdf.context);
  (pdf.context.trailerInfo.ID as PDFArray).push(PDFHexString.of(id));
  (pdf.context.trailerInfo.ID as PDFArray).push(PDFHexString.of(id));

  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const textPages = paginate(sectionLines(doc, sections));
  const total = Math.max(doc.page_count, textPages.length);
  for (let n = 0; n < total; n++) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    const ink = new PageInk(fonts);
    drawChrome(ink, doc, n + 1, total);
    if (n < textPages.length) drawLines(ink, textPages[n]);
    else drawAnnexPage(ink, doc, n - textPages.length);
    attach(pdf, page, ink, fonts);
  }
  return pdf.save({ useObjectStreams: true });
}
