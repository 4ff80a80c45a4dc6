import { PDFDocument, PDFHexString, PDFName, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { changeCounts, tokenize, type Block } from './diff';

/*
 * The redline: the newer edition's text with deletions struck through in red and insertions
 * underlined in blue, after a legend page. Each change also carries a StrikeOut or Underline
 * markup annotation (with an empty appearance, since the line is already drawn) so PDF readers
 * list the changes and tools can find them.
 */

const PAGE = { width: 612, height: 792, left: 54, right: 558, top: 730, bottom: 60 };
const INK = rgb(0.1, 0.12, 0.15);
const MUTED = rgb(0.38, 0.4, 0.45);
const DELETED = rgb(0.72, 0.09, 0.09);
const INSERTED = rgb(0.05, 0.33, 0.72);
const FIXED_DATE = new Date('2026-01-01T00:00:00.000Z');

// The standard fonts speak WinAnsi; anything else would make pdf-lib throw, so it becomes '?'.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const winAnsi = (s: string) =>
  Array.from(s, (ch) => {
    const c = ch.codePointAt(0)!;
    return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch) ? ch : c === 0x09 ? ' ' : '?';
  }).join('');

interface Piece {
  text: string;
  op: 'eq' | 'del' | 'ins';
  width: number;
}
type Line = Piece[];

/** Word-wraps a block's segments into lines of pieces no wider than the text column. */
function wrap(block: Block, font: PDFFont, size: number): Line[] {
  const max = PAGE.right - PAGE.left;
  const lines: Line[] = [[]];
  let x = 0;
  for (const seg of block.segments) {
    for (const raw of tokenize(seg.text)) {
      const text = /^\s+$/.test(raw) ? ' ' : winAnsi(raw);
      const width = font.widthOfTextAtSize(text, size);
      let line = lines[lines.length - 1];
      if (text !== ' ' && x + width > max && line.length > 0) {
        lines.push((line = []));
        x = 0;
      }
      if (text === ' ' && x === 0) continue;
      line.push({ text, op: seg.op, width });
      x += width;
    }
  }
  return lines.filter((l) => l.length > 0);
}

class Writer {
  page!: PDFPage;
  y = 0;
  pages: PDFPage[] = [];
  private emptyAppearance;
  constructor(
    private pdf: PDFDocument,
    private fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.emptyAppearance = pdf.context.register(pdf.context.stream('', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 1, 1] }));
  }
  newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.top;
  }
  text(text: string, size: number, bold = false, color = INK, gap = 4) {
    if (this.y - size < PAGE.bottom) this.newPage();
    this.y -= size + gap;
    this.page.drawText(winAnsi(text), {
      x: PAGE.left,
      y: this.y,
      size,
      font: bold ? this.fonts.bold : this.fonts.regular,
      color,
    });
  }
  /** Draws one block, merging neighbouring pieces of the same kind into one run per line. */
  block(block: Block) {
    const heading = block.kind === 'heading';
    const size = heading ? 12 : 10;
    const font = heading ? this.fonts.bold : this.fonts.regular;
    this.y -= heading ? 10 : 4;
    for (const line of wrap(block, font, size)) {
      if (this.y - size * 1.4 < PAGE.bottom) this.newPage();
      this.y -= size * 1.4;
      let x = PAGE.left;
      for (let i = 0; i < line.length;) {
        let j = i;
        let text = '';
        let width = 0;
        while (j < line.length && line[j].op === line[i].op) {
          text += line[j].text;
          width += line[j].width;
          j++;
        }
        this.run(text, line[i].op, x, size, font, width);
        x += width;
        i = j;
      }
    }
  }
  private run(text: string, op: Piece['op'], x: number, size: number, font: PDFFont, width: number) {
    const color = op === 'del' ? DELETED : op === 'ins' ? INSERTED : INK;
    this.page.drawText(text, { x, y: this.y, size, font, color });
    if (op === 'eq' || !text.trim()) return;
    const lineY = op === 'del' ? this.y + size * 0.3 : this.y - 1.5;
    this.page.drawLine({ start: { x, y: lineY }, end: { x: x + width, y: lineY }, thickness: 0.8, color });
    this.markup(op, text, x, width, size, color);
  }
  private markup(op: 'del' | 'ins', text: string, x: number, width: number, size: number, color: RGB) {
    const [x1, y1, x2, y2] = [x, this.y - 2, x + width, this.y + size];
    const annot = this.pdf.context.obj({
      Type: 'Annot',
      Subtype: op === 'del' ? 'StrikeOut' : 'Underline',
      F: 4,
      Rect: [x1, y1, x2, y2],
      QuadPoints: [x1, y2, x2, y2, x1, y1, x2, y1],
      C: [color.red, color.green, color.blue],
      Contents: PDFHexString.fromText(`${op === 'del' ? 'Deleted' : 'Inserted'}: ${text.trim()}`),
      AP: { N: this.emptyAppearance },
    });
    this.page.node.addAnnot(this.pdf.context.register(annot));
  }
}

export interface RedlineTitles {
  old: string;
  new: string;
  title: string;
}

/** Renders the redline of two editions from their diff. */
export async function renderRedlinePdf(blocks: Block[], t: RedlineTitles): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`Redline ${t.old} to ${t.new}`);
  pdf.setProducer('Bearing compare');
  pdf.setCreator('Bearing compare');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const w = new Writer(pdf, fonts);

  w.newPage();
  w.text('Redline', 20, true);
  w.text(`${t.new} compared with ${t.old}`, 13, true, INK, 10);
  w.text(t.title, 10, false, MUTED, 8);
  const counts = changeCounts(blocks);
  w.text('Legend', 12, true, INK, 24);
  w.block({
    kind: 'para',
    segments: [
      { op: 'del', text: 'Deleted text' },
      { op: 'eq', text: ` is struck through in red: it is in ${t.old} and not in ${t.new}.` },
    ],
  });
  w.block({
    kind: 'para',
    segments: [
      { op: 'ins', text: 'Inserted text' },
      { op: 'eq', text: ` is underlined in blue: it is new in ${t.new}.` },
    ],
  });
  w.text(`${counts.deleted} words deleted, ${counts.inserted} words inserted.`, 10, false, INK, 14);
  w.text(
    'Unchanged text is shown in black. The redline is a reading aid; the edition itself is authoritative.',
    9,
    false,
    MUTED,
    14,
  );

  w.newPage();
  for (const b of blocks) w.block(b);

  const total = w.pages.length;
  w.pages.forEach((p, i) => {
    p.drawText(winAnsi(`Redline ${t.old} to ${t.new}`), {
      x: PAGE.left,
      y: PAGE.height - 36,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
    p.drawText(`Page ${i + 1} of ${total}`, { x: PAGE.right - 60, y: 36, size: 8, font: fonts.regular, color: MUTED });
  });
  pdf.catalog.set(PDFName.of('PageMode'), PDFName.of('UseNone'));
  return pdf.save({ useObjectStreams: true });
}
