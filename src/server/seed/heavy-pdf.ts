import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { createCanvas } from '@napi-rs/canvas';
import {
  PDFArray,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  StandardFonts,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import { Rng, digest } from './rng';
import { PAGE } from './layout';

/*
 * The heavy demo manuals: hundreds of pages with raster figures (photographs and
 * scanned drawings, JPEG), vector drawings, tables and an embedded TrueType font, at the size
 * real handbooks weigh. Deterministic: the same spec gives the same bytes (DOMAIN invariant 5):
 * fixed dates, a fixed /ID, a fixed font subset name, pixels from the seeded Rng. The font is
 * Liberation Sans, which pdfjs-dist ships (node_modules, so CI has it too).
 */

export interface HeavySpec {
  contentCode: string;
  displayDesignation: string;
  title: string;
  pages: number;
  megabytes: number;
  topic: string;
}

const FIXED_DATE = new Date('2026-01-01T00:00:00.000Z');
const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
const W = PAGE.width;
const H = PAGE.height;
const L = PAGE.left;
const R = PAGE.right;

const WORDS = (
  'inspection bolt weld joint member flange web plate gauge reading tolerance surface coating thickness specimen load ' +
  'crack defect repair record drawing detail section grade tension torque sample site survey report interval procedure ' +
  'acceptance criteria hardness moisture corrosion anchor base column beam bracing clearance alignment cure mix slump ' +
  'borehole stratum pressure support hanger spacing visual ultrasonic magnetic particle penetrant calibration witness'
).split(' ');

function sentence(rng: Rng): string {
  const n = rng.int(8, 18);
  const w = Array.from({ length: n }, () => rng.pick(WORDS));
  w[0] = w[0][0].toUpperCase() + w[0].slice(1);
  return `${w.join(' ')}.`;
}

/** Fast deterministic pixels: a smooth field plus grain, as a photograph of a site would have. */
function photo(rng: Rng, w: number, h: number): Buffer {
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  const img = ctx.createImageData(w, h);
  const px = img.data;
  const [r0, g0, b0] = [rng.int(60, 200), rng.int(60, 200), rng.int(60, 200)];
  const fx = rng.next() * 0.02 + 0.003;
  const fy = rng.next() * 0.02 + 0.003;
  let s = (rng.next() * 0xffffffff) >>> 0 || 1;
  for (let y = 0; y < h; y++) {
    const sy = Math.sin(y * fy) * 50;
    for (let x = 0; x < w; x++) {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      // Coarse grain in each channel: bytes per pixel high, so a megabyte costs few pixels to make.
      const base = sy + Math.cos(x * fx) * 50;
      const i = (y * w + x) * 4;
      px[i] = r0 + base + (s & 127) - 64;
      px[i + 1] = g0 + base * 0.8 + ((s >>> 8) & 127) - 64;
      px[i + 2] = b0 + base * 0.6 + ((s >>> 16) & 127) - 64;
      px[i + 3] = 255;
    }
  }
  ctx.putImageData(img, 0, 0);
  return c.toBuffer('image/jpeg', 90);
}

/** A scanned drawing: grey paper with speckle, ink lines and circles slightly off square. */
function scan(rng: Rng, w: number, h: number): Buffer {
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  const img = ctx.createImageData(w, h);
  const px = img.data;
  let s = (rng.next() * 0xffffffff) >>> 0 || 1;
  for (let i = 0; i < px.length; i += 4) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const v = 215 + (((s >>> 0) & 63) - 32);
    px[i] = v;
    px[i + 1] = v;
    px[i + 2] = v - 8;
    px[i + 3] = 255;
  }
  ctx.putImageData(img, 0, 0);
  ctx.strokeStyle = '#2a2a30';
  for (let k = 0; k < 40; k++) {
    ctx.lineWidth = rng.int(1, 4);
    ctx.beginPath();
    if (rng.chance(0.3)) ctx.arc(rng.int(0, w), rng.int(0, h), rng.int(10, w / 5), 0, Math.PI * 2);
    else {
      ctx.moveTo(rng.int(0, w), rng.int(0, h));
      ctx.lineTo(rng.int(0, w), rng.int(0, h));
    }
    ctx.stroke();
  }
  return c.toBuffer('image/jpeg', 88);
}

/** Collects one page's operators. */
type Fonts = { F1: PDFFont; F2: PDFFont; F3: PDFFont };
const hexAscii = (t: string) => `<${Buffer.from(t.replace(/[^\x20-\x7e]/g, '?'), 'latin1').toString('hex')}>`;
class Ink {
  ops: string[] = [];
  constructor(private fonts: Fonts) {}
  /**
   * F1 is the standard Helvetica (body text and table cells: encoding it is free); F2 and F3 are
   * the embedded TrueType faces (headings, captions, running heads), whose glyph layout costs
   * ~0.3 ms a line, too slow for every line of 800 pages.
   */
  text(t: string, x: number, y: number, size: number, font: 'F1' | 'F2' | 'F3' = 'F1') {
    const enc = font === 'F1' ? hexAscii(t) : this.fonts[font].encodeText(t).toString();
    this.ops.push(`BT /${font} ${size} Tf 0.1 0.12 0.15 rg 1 0 0 1 ${x} ${y} Tm ${enc} Tj ET`);
  }
  line(x1: number, y1: number, x2: number, y2: number, w = 0.5) {
    this.ops.push(`0.2 0.2 0.25 RG ${w} w ${x1} ${y1} m ${x2} ${y2} l S`);
  }
  rect(x: number, y: number, w: number, h: number) {
    this.ops.push(`0.2 0.2 0.25 RG 0.8 w ${x} ${y} ${w} ${h} re S`);
  }
  circle(cx: number, cy: number, r: number) {
    const k = 0.5523 * r;
    this.ops.push(
      `0.15 0.3 0.55 RG 1 w ${cx + r} ${cy} m ${cx + r} ${cy + k} ${cx + k} ${cy + r} ${cx} ${cy + r} c ${cx - k} ${cy + r} ${cx - r} ${cy + k} ${cx - r} ${cy} c ` +
        `${cx - r} ${cy - k} ${cx - k} ${cy - r} ${cx} ${cy - r} c ${cx + k} ${cy - r} ${cx + r} ${cy - k} ${cx + r} ${cy} c S`,
    );
  }
  image(name: string, x: number, y: number, w: number, h: number) {
    this.ops.push(`q ${w} 0 0 ${h} ${x} ${y} cm /${name} Do Q`);
  }
}

function paragraphs(ink: Ink, rng: Rng, top: number, bottom: number) {
  let y = top;
  while (y > bottom) {
    let line = '';
    for (const s of [sentence(rng), sentence(rng)]) line += `${s} `;
    // About 95 characters fit the text width at 9.5 pt.
    ink.text(line.slice(0, 95), L, y, 9.5);
    y -= 12.5;
  }
}

function table(ink: Ink, rng: Rng, top: number, rows: number) {
  const cols = [L, L + 90, L + 190, L + 290, L + 390, R];
  ['Item', 'Location', 'Reading', 'Limit', 'Result'].forEach((h, i) => ink.text(h, cols[i] + 4, top - 12, 9, 'F2'));
  for (let r = 0; r <= rows; r++) ink.line(L, top - 16 - r * 15, R, top - 16 - r * 15);
  for (const x of cols) ink.line(x, top, x, top - 16 - rows * 15);
  ink.line(L, top, R, top);
  for (let r = 0; r < rows; r++) {
    const y = top - 28 - r * 15;
    const reading = (rng.next() * 100).toFixed(2);
    [
      `${r + 1}.${rng.int(1, 9)}`,
      `${rng.pick(['N', 'S', 'E', 'W'])}-${rng.int(1, 40)}`,
      reading,
      rng.int(50, 120).toFixed(1),
      Number(reading) < 90 ? 'Pass' : 'Review',
    ].forEach((c, i) => ink.text(c, cols[i] + 4, y, 8.5));
  }
}

function drawing(ink: Ink, rng: Rng, top: number) {
  const x0 = L + 20;
  const y0 = top - 300;
  ink.rect(x0, y0, 420, 280);
  for (let k = 0; k < 12; k++)
    ink.line(x0 + rng.int(0, 420), y0 + rng.int(0, 280), x0 + rng.int(0, 420), y0 + rng.int(0, 280), 0.8);
  for (let k = 0; k < 6; k++) ink.circle(x0 + rng.int(40, 380), y0 + rng.int(40, 240), rng.int(8, 40));
  // A dimension line with its figure.
  ink.line(x0, y0 - 14, x0 + 420, y0 - 14, 0.4);
  ink.text(`${rng.int(900, 4200)} mm`, x0 + 190, y0 - 26, 8);
}

async function fonts(pdf: PDFDocument) {
  pdf.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all(
    ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf'].map((f) => fs.promises.readFile(path.join(FONT_DIR, f))),
  );
  // A fixed subset name: pdf-lib would add a random suffix.
  return {
    F1: await pdf.embedFont(StandardFonts.Helvetica),
    F2: await pdf.embedFont(bold, { subset: true, customName: 'BRNGAB+LiberationSans-Bold' }),
    F3: await pdf.embedFont(regular, { subset: true, customName: 'BRNGAA+LiberationSans' }),
  };
}

function attach(pdf: PDFDocument, page: PDFPage, ink: Ink, f: Fonts, images: [string, PDFImage][]) {
  page.node.setFontDictionary(PDFName.of('F1'), f.F1.ref);
  page.node.setFontDictionary(PDFName.of('F2'), f.F2.ref);
  page.node.setFontDictionary(PDFName.of('F3'), f.F3.ref);
  for (const [name, img] of images) page.node.setXObject(PDFName.of(name), img.ref);
  const bytes = deflateSync(Buffer.from(ink.ops.join('\n'), 'latin1'), { level: 6 });
  page.node.addContentStream(
    pdf.context.register(PDFRawStream.of(pdf.context.obj({ Filter: 'FlateDecode', Length: bytes.length }), bytes)),
  );
}

/** Renders one heavy manual; about spec.megabytes MB and exactly spec.pages pages. */
export async function renderHeavyPdf(spec: HeavySpec): Promise<Uint8Array> {
  const rng = new Rng(`heavy:${spec.contentCode}`);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${spec.displayDesignation} ${spec.title}`);
  pdf.setAuthor('Bearing demo catalogue');
  pdf.setProducer('Bearing seed');
  pdf.setCreator('Bearing seed');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const id = digest('pdf-id', spec.contentCode).subarray(0, 16).toString('hex');
  pdf.context.trailerInfo.ID = PDFArray.withContext(pdf.context);
  (pdf.context.trailerInfo.ID as PDFArray).push(PDFHexString.of(id));
  (pdf.context.trailerInfo.ID as PDFArray).push(PDFHexString.of(id));
  const f = await fonts(pdf);

  // One figure every third page; each a distinct image sized so the whole file reaches the target.
  const figurePages = Math.floor((spec.pages - 1) / 3);
  const perFigure = (spec.megabytes * 1_000_000 * 1.08) / figurePages;
  const probe = photo(new Rng(`probe:${spec.contentCode}`), 400, 300);
  // JPEG size grows about with the pixel count.
  const scale = Math.sqrt(perFigure / probe.length);
  const fw = Math.max(200, Math.round(400 * scale));
  const fh = Math.round((fw * 3) / 4);

  for (let n = 1; n <= spec.pages; n++) {
    const page = pdf.addPage([W, H]);
    const ink = new Ink(f);
    const images: [string, PDFImage][] = [];
    ink.text(`${spec.displayDesignation} - ${spec.title}`, L, H - 36, 8, 'F3');
    ink.line(L, H - 42, R, H - 42);
    ink.text(`Page ${n} of ${spec.pages}`, R - 60, 36, 8, 'F3');
    ink.text('Fictional demonstration content', L, 36, 8, 'F3');
    if (n === 1) {
      ink.text(spec.displayDesignation, L, PAGE.top - 40, 22, 'F2');
      ink.text(spec.title, L, PAGE.top - 80, 16, 'F2');
      ink.text('A fictional handbook of the Bearing demo catalogue', L, PAGE.top - 110, 11, 'F3');
      drawing(ink, rng, PAGE.top - 150);
      paragraphs(ink, rng, PAGE.top - 480, PAGE.bottom + 20);
    } else if (n % 3 === 1) {
      const isScan = n % 2 === 0;
      const bytes = isScan ? scan(rng, fw, fh) : photo(rng, fw, fh);
      images.push(['Im1', await pdf.embedJpg(bytes)]);
      const dw = R - L;
      const dh = (dw * 3) / 4;
      ink.image('Im1', L, PAGE.top - dh, dw, dh);
      ink.text(
        `Figure ${Math.floor(n / 3)} ${isScan ? 'Scanned detail drawing, as received from site' : 'Site photograph'}`,
        L,
        PAGE.top - dh - 16,
        9,
        'F2',
      );
      paragraphs(ink, rng, PAGE.top - dh - 36, PAGE.bottom + 20);
    } else if (n % 3 === 2) {
      ink.text(`${Math.ceil(n / 6)}.${(n % 6) + 1} Inspection record`, L, PAGE.top - 10, 12, 'F2');
      table(ink, rng, PAGE.top - 24, 22);
      paragraphs(ink, rng, PAGE.top - 400, PAGE.bottom + 20);
    } else {
      ink.text(`Detail ${n}`, L, PAGE.top - 10, 12, 'F2');
      drawing(ink, rng, PAGE.top - 30);
      paragraphs(ink, rng, PAGE.top - 370, PAGE.bottom + 20);
    }
    attach(pdf, page, ink, f, images);
  }
  return pdf.save({ useObjectStreams: true });
}
