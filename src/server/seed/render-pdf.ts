import { deflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFHexString, PDFName, PDFRawStream, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { digest } from './rng';
import type { SectionRow } from './sections';
import { ANNEX_COLUMNS, PAGE, annexRows, paginate, sectionLines, type RenderableDocument } from './layout';
import { chromeTexts, fittedSize, placeLines, type FontKey, type PlacedText } from './placement';

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

/** Collects one page's operators. */
class PageInk {
  ops: string[] = [];
  constructor(private fonts: Fonts) {}
  text(text: string, x: number, y: number, size: number, font: FontKey, maxWidth: number, color = INK) {
    const f = font === 'F1' ? this.fonts.regular : this.fonts.bold;
    const s = fittedSize(text, size, maxWidth, (t, at) => f.widthOfTextAtSize(t, at));
    this.ops.push(`BT /${font} ${s} Tf ${color} rg 1 0 0 1 ${x} ${y} Tm ${encode(text)} Tj ET`);
  }
  place(t: PlacedText) {
    this.text(t.text, t.x, t.y, t.size, t.font, t.maxWidth, t.muted ? MUTED : INK);
  }
  rule(y: number) {
    this.ops.push(`${MUTED} RG 0.5 w ${PAGE.left} ${y} m ${PAGE.right} ${y} l S`);
  }
}

function drawChrome(ink: PageInk, doc: RenderableDocument, n: number, total: number) {
  const { head, foot } = chromeTexts(doc, n, total);
  ink.place(head);
  ink.rule(PAGE.height - 42);
  for (const t of foot) ink.place(t);
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
    if (n < textPages.length) for (const t of placeLines(textPages[n])) ink.place(t);
    else drawAnnexPage(ink, doc, n - textPages.length);
    attach(pdf, page, ink, fonts);
  }
  return pdf.save({ useObjectStreams: true });
}
