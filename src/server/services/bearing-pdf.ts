import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

/*
 * The start every small PDF Bearing writes shares (help documents, the licence agreement): its
 * metadata, a fixed date so the same input gives the same bytes (and ETag), and the two standard
 * Helvetica faces. Helvetica draws WinAnsi only: other characters become '?', so demo data can
 * never break a download.
 */

const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

export async function startBearingPdf(title: string): Promise<{ pdf: PDFDocument; font: PDFFont; bold: PDFFont }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor('Bearing');
  pdf.setProducer('Bearing');
  pdf.setCreator('Bearing');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const [font, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  return { pdf, font, bold };
}

export const winAnsi = (s: string) => s.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

/** Words of `text` in lines no wider than `width` points at `size` (one empty line for no text). */
export function wrapText(text: string, width: number, size: number, font: PDFFont): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  return out.length ? out : [''];
}
