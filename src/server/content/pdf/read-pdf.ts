import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { Refusal } from '../refusal';
import type { PageText } from '../../services/compass-points/carry-forward-match';
import { ocrLanguage, recognisePage, tesseractLanguages } from './ocr';

/*
 * A delivered PDF read with pdf.js (its legacy build runs in Node): the text of every page, which
 * pages have no text layer (scans, for OCR), the outline, the information dictionary, and what
 * a reader should know of it (JavaScript, forms, annotations). pdf.js rebuilds broken
 * cross-reference tables and opens files that carry only an owner password; a user password,
 * a page tree that loops and a file that is no PDF are refused with their reason. Runs in the
 * reader process (reader-process.mjs), never on the server's event loop.
 */

const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const STANDARD_FONTS = `${PDFJS_DIR}${path.sep}standard_fonts${path.sep}`;
const CMAPS = `${PDFJS_DIR}${path.sep}cmaps${path.sep}`;

/** More pages than any standard or manual has; past it a file is refused as not what it claims. */
export const MAX_PDF_PAGES = 20_000;
/** A page with fewer letters than this has no usable text layer (page numbers, a running head). */
const TEXT_LAYER_MIN_CHARS = 24;

export interface PdfPage {
  number: number;
  text: string;
  /** False for a page whose text is (nearly) absent but that draws an image: a scan. */
  hasTextLayer: boolean;
  drawsImages: boolean;
  /** The text came from OCR. */
  recognised: boolean;
}

export interface PdfOutlineEntry {
  title: string;
  page: number;
  level: number;
}

export interface PdfInfo {
  title: string | null;
  subject: string | null;
  keywords: string | null;
  author: string | null;
  creationDate: string | null;
}

export interface PdfReading {
  pageCount: number;
  pages: PdfPage[];
  outline: PdfOutlineEntry[];
  info: PdfInfo;
  /** What the file carries that Bearing never runs or shows: noted in the document's metadata. */
  notes: string[];
  /** Text positions per page, when asked for (to place compass points). */
  positions?: PageText[];
}

export interface ReadPdfOptions {
  /** Read every page's text (default). Without, only the page count, outline and information: the
   * document's text comes from its STS. */
  text?: boolean;
  positions?: boolean;
  /** Recognise pages without a text layer (OCR), in this language when Tesseract has it. */
  ocr?: { language: string | null } | null;
}

const IMAGE_OPS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]);
/** How long a page's images may take to decode before the reading goes on without them. */
const IMAGE_WAIT_MS = 120_000;

/**
 * pdf.js hands back a page's operator list before it has decoded the page's images, and goes on
 * decoding them after the document is destroyed. Waiting for them keeps what they cost (a hostile
 * image's gigabytes, a decoder that never ends) on this file's reading, inside its reader's time
 * and memory limits, instead of on the next file's.
 */
async function imagesDecoded(page: PDFPageProxy, ops: { fnArray: number[]; argsArray: unknown[] }): Promise<void> {
  const waits: Promise<unknown>[] = [];
  ops.fnArray.forEach((fn, i) => {
    if (fn !== OPS.paintImageXObject && fn !== OPS.paintImageXObjectRepeat) return;
    const id = (ops.argsArray[i] as unknown[] | undefined)?.[0];
    if (typeof id !== 'string') return;
    // Images used across pages are kept with the document's objects ("g_" ids), the rest with the page's.
    const objs = id.startsWith('g_') ? page.commonObjs : page.objs;
    waits.push(new Promise((resolve) => objs.get(id, resolve)));
  });
  if (!waits.length) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(waits), new Promise((resolve) => (timer = setTimeout(resolve, IMAGE_WAIT_MS)))]);
  clearTimeout(timer);
}

/** "D:20190315120000Z" → "2019-03-15"; null for anything else. */
export function pdfDate(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const m = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?/.exec(raw.trim());
  if (!m) return null;
  const [, y, mo = '01', d = '01'] = m;
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > 31) return null;
  return `${y}-${mo}-${d}`;
}

const infoText = (v: unknown) => (typeof v === 'string' && v.trim() ? v.replace(/\s+/g, ' ').trim() : null);

async function open(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  try {
    return await getDocument({
      // pdf.js takes the buffer it is given for its own: it gets a copy.
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      enableXfa: false,
      useSystemFonts: false,
      standardFontDataUrl: STANDARD_FONTS,
      cMapUrl: CMAPS,
      cMapPacked: true,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === 'PasswordException') throw new Refusal('is protected by a password: send the file without its open password');
    if (name === 'InvalidPDFException') throw new Refusal('is not a readable PDF (no PDF structure was found in it)');
    throw new Refusal(`is not a readable PDF (${(err as Error).message})`);
  }
}

async function outlineOf(pdf: PDFDocumentProxy): Promise<PdfOutlineEntry[]> {
  const out: PdfOutlineEntry[] = [];
  let items: Awaited<ReturnType<PDFDocumentProxy['getOutline']>> | null = null;
  try {
    items = await pdf.getOutline();
  } catch {
    return out;
  }
  const seen = new Set<unknown>();
  const walk = async (list: typeof items, level: number) => {
    for (const item of list ?? []) {
      // An outline may loop back on itself; each entry counts once, and depth is bounded.
      if (seen.has(item) || level > 8 || out.length > 5000) continue;
      seen.add(item);
      let page: number | null = null;
      try {
        const dest = typeof item.dest === 'string' ? await pdf.getDestination(item.dest) : item.dest;
        if (Array.isArray(dest) && dest[0])
          page = typeof dest[0] === 'number' ? dest[0] + 1 : (await pdf.getPageIndex(dest[0])) + 1;
      } catch {
        page = null;
      }
      const title = item.title?.replace(/\s+/g, ' ').trim();
      if (title && page !== null && page >= 1 && page <= pdf.numPages) out.push({ title, page, level });
      await walk(item.items, level + 1);
    }
  };
  await walk(items, 1);
  return out;
}

/** Reads every page's text and the document's outline, information and notes. */
export async function readPdf(bytes: Uint8Array, options: ReadPdfOptions = {}): Promise<PdfReading> {
  const pdf = await open(bytes);
  try {
    const pageCount = pdf.numPages;
    if (!Number.isInteger(pageCount) || pageCount < 1) throw new Refusal('has no pages');
    if (pageCount > MAX_PDF_PAGES)
      throw new Refusal(
        `has ${pageCount.toLocaleString('en')} pages; Bearing imports PDFs of up to ${MAX_PDF_PAGES.toLocaleString('en')} pages`,
      );
    const notes: string[] = [];
    const pages: PdfPage[] = [];
    const positions: PageText[] = [];
    let annotations = 0;
    let broken = 0;
    const readText = options.text !== false || !!options.positions;
    for (let n = 1; readText && n <= pageCount; n++) {
      let page;
      try {
        page = await pdf.getPage(n);
      } catch (err) {
        // pdf.js refuses a page tree that loops or points nowhere.
        if (/circular|loop|Pages tree/i.test((err as Error).message))
          throw new Refusal(`has a broken page tree (${(err as Error).message})`);
        broken++;
        pages.push({ number: n, text: '', hasTextLayer: false, drawsImages: false, recognised: false });
        continue;
      }
      const content = await page.getTextContent();
      let text = '';
      const items = [];
      for (const it of content.items) {
        if (!('str' in it)) continue;
        text += it.str;
        if (it.hasEOL) text += '\n';
        if (options.positions && it.str !== '') {
          const [a, b, , , e, f] = it.transform as number[];
          items.push({ str: it.str, x: e, y: f, width: it.width, height: it.height || Math.hypot(a, b) });
        }
      }
      text = text
        .replace(/[ \t\u00a0]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .trim();
      const letters = text.replace(/[\s\d.,;:|·•-]/g, '').length;
      let drawsImages = false;
      if (letters < TEXT_LAYER_MIN_CHARS) {
        // Only pages without text need to be asked what they draw: the operator list is costly.
        const ops = await page.getOperatorList().catch(() => null);
        drawsImages = !!ops?.fnArray.some((fn) => IMAGE_OPS.has(fn));
        if (ops) await imagesDecoded(page, ops);
      }
      if (n <= 50) annotations += (await page.getAnnotations().catch(() => [])).length;
      pages.push({
        number: n,
        text,
        hasTextLayer: letters >= TEXT_LAYER_MIN_CHARS || !drawsImages,
        drawsImages,
        recognised: false,
      });
      if (options.positions) positions.push({ pageNumber: n, items });
      page.cleanup();
    }
    if (!readText) {
      // The first page still has to open: a file whose pages cannot be read is no PDF to serve.
      try {
        const first = await pdf.getPage(1);
        annotations += (await first.getAnnotations().catch(() => [])).length;
      } catch (err) {
        throw new Refusal(`has a broken page tree (${(err as Error).message})`);
      }
    }
    if (broken === pageCount) throw new Refusal('has no page pdf.js can read');
    const scans = pages.filter((p) => !p.hasTextLayer && p.drawsImages);
    if (scans.length && options.ocr) {
      const available = await tesseractLanguages();
      if (!available?.size)
        notes.push(`${scans.length} scanned page(s) not recognised: Tesseract (tesseract-ocr) is not installed`);
      else {
        const lang = ocrLanguage(options.ocr.language, available);
        for (const p of scans) {
          try {
            const text = await recognisePage(pdf, p.number, lang);
            p.text = [p.text, text].filter(Boolean).join('\n');
            p.recognised = true;
          } catch (err) {
            notes.push(`page ${p.number} could not be recognised (${(err as Error).message})`);
          }
        }
      }
    }
    if (broken) notes.push(`${broken} page(s) could not be read`);
    const meta = await pdf.getMetadata().catch(() => null);
    const info = (meta?.info ?? {}) as Record<string, unknown>;
    const js = await pdf.getJSActions().catch(() => null);
    if (js && Object.keys(js).length) notes.push('carries JavaScript, which Bearing never runs');
    if ((info.IsAcroFormPresent as boolean) || (await pdf.getFieldObjects().catch(() => null))) notes.push('has form fields');
    if (annotations) notes.push('has annotations');
    if ((info.IsXFAPresent as boolean) === true) notes.push('has an XFA form, shown as its PDF pages');
    return {
      pageCount,
      pages,
      outline: await outlineOf(pdf),
      info: {
        title: infoText(info.Title),
        subject: infoText(info.Subject),
        keywords: infoText(info.Keywords),
        author: infoText(info.Author),
        creationDate: pdfDate(info.CreationDate),
      },
      notes,
      ...(options.positions ? { positions } : {}),
    };
  } finally {
    await pdf.destroy();
  }
}
