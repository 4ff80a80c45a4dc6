import { rgb, type PDFPage } from 'pdf-lib';
import { startBearingPdf, winAnsi, wrapText } from './bearing-pdf';

/*
 * A small Bearing-branded PDF writer for the user resources' help documents: a title band,
 * paragraphs and simple tables, paginated with a footer. Text is the standard Helvetica
 * (WinAnsi): characters it cannot draw become '?', so demo data can never break a download.
 */

const PAGE: [number, number] = [595, 842];
const MARGIN = 50;
const BRAND = rgb(0.12, 0.31, 0.47);

export type HelpBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'table'; columns: { title: string; width: number }[]; rows: string[][] };

/** Renders a help document; `title` heads the first page and names the PDF. */
export async function renderHelpPdf(title: string, blocks: HelpBlock[]): Promise<Uint8Array> {
  const { pdf, font, bold } = await startBearingPdf(title);
  const width = PAGE[0] - 2 * MARGIN;
  let page: PDFPage;
  let y = 0;
  const newPage = () => {
    page = pdf.addPage(PAGE);
    page.drawRectangle({ x: 0, y: PAGE[1] - 36, width: PAGE[0], height: 36, color: BRAND });
    page.drawText('Bearing', { x: MARGIN, y: PAGE[1] - 24, size: 14, font: bold, color: rgb(1, 1, 1) });
    page.drawText(winAnsi(title), { x: MARGIN + 70, y: PAGE[1] - 23, size: 10, font, color: rgb(0.9, 0.94, 1) });
    page.drawText(`Bearing demo library - fictional content - page ${pdf.getPageCount()}`, {
      x: MARGIN,
      y: 24,
      size: 8,
      font,
      color: rgb(0.4, 0.4, 0.4),
    });
    y = PAGE[1] - 70;
  };
  const need = (h: number) => {
    if (y - h < 50) newPage();
  };
  newPage();
  page!.drawText(winAnsi(title), { x: MARGIN, y, size: 20, font: bold, color: BRAND });
  y -= 32;
  for (const block of blocks) {
    if (block.kind === 'heading') {
      need(40);
      y -= 6;
      page!.drawText(winAnsi(block.text), { x: MARGIN, y, size: 13, font: bold, color: BRAND });
      y -= 20;
    } else if (block.kind === 'paragraph') {
      for (const line of wrapText(block.text, width, 10.5, font)) {
        need(15);
        page!.drawText(line, { x: MARGIN, y, size: 10.5, font });
        y -= 14.5;
      }
      y -= 8;
    } else {
      const header = () => {
        need(40);
        let x = MARGIN;
        page!.drawRectangle({ x: MARGIN - 4, y: y - 4, width: width + 8, height: 16, color: rgb(0.9, 0.93, 0.97) });
        for (const c of block.columns) {
          page!.drawText(winAnsi(c.title), { x, y, size: 9, font: bold });
          x += c.width;
        }
        y -= 18;
      };
      header();
      for (const row of block.rows) {
        const cells = block.columns.map((c, i) => wrapText(row[i] ?? '', c.width - 6, 8.5, font));
        const h = Math.max(...cells.map((c) => c.length)) * 11 + 3;
        if (y - h < 50) {
          newPage();
          header();
        }
        let x = MARGIN;
        cells.forEach((lines, i) => {
          lines.forEach((line, j) => page!.drawText(line, { x, y: y - j * 11, size: 8.5, font }));
          x += block.columns[i].width;
        });
        y -= h;
      }
      y -= 10;
    }
  }
  return pdf.save({ useObjectStreams: false });
}
