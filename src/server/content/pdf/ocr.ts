import { execFile, spawn } from 'node:child_process';
import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/*
 * Optical character recognition of scanned pages with Tesseract (Debian's tesseract-ocr, run as
 * a command): the page is drawn by pdf.js at 300 dpi into a grey PNG and the recognised text
 * read back. A machine without Tesseract imports scans unrecognised and says so in the
 * document's metadata; nothing fails for want of it.
 */

const DPI = 300;
/** A page is drawn at most this wide, whatever its size (a drawing sheet at 300 dpi would be huge). */
const MAX_SIDE = 5000;
const PAGE_TIMEOUT_MS = 120_000;

/** Tesseract's language packs for a document's language, English when it has none of its own. */
const LANGUAGES: Record<string, string> = {
  en: 'eng', de: 'deu', fr: 'fra', es: 'spa', it: 'ita', pt: 'por', ru: 'rus', ja: 'jpn', ko: 'kor', zh: 'chi_sim',
  ar: 'ara', tr: 'tur', nl: 'nld', sv: 'swe', pl: 'pol',
}; // prettier-ignore

let installed: Promise<Set<string> | null> | null = null;

/** The language packs Tesseract has here, or null when Tesseract is not installed. */
export function tesseractLanguages(): Promise<Set<string> | null> {
  installed ??= new Promise((resolve) => {
    execFile('tesseract', ['--list-langs'], { timeout: 10_000 }, (err, stdout) => {
      if (err) return resolve(null);
      resolve(
        new Set(
          stdout
            .split('\n')
            .slice(1)
            .map((l) => l.trim())
            .filter(Boolean),
        ),
      );
    });
  });
  return installed;
}

/** The pack to read a document of this language with, given what is installed. */
export function ocrLanguage(language: string | null, available: Set<string>): string {
  const wanted = LANGUAGES[(language ?? 'en').slice(0, 2).toLowerCase()];
  if (wanted && available.has(wanted)) return wanted;
  return available.has('eng') ? 'eng' : [...available][0];
}

async function pagePng(pdf: PDFDocumentProxy, n: number): Promise<Buffer> {
  const page = await pdf.getPage(n);
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(DPI / 72, MAX_SIDE / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as never, canvasContext: ctx as never, viewport }).promise;
  page.cleanup();
  return canvas.encode('png');
}

function tesseract(png: Buffer, lang: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('tesseract', ['stdin', 'stdout', '-l', lang, '--psm', '1'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), PAGE_TIMEOUT_MS);
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`tesseract ended with ${code ?? 'a timeout'}`));
    });
    child.stdin.on('error', () => {});
    child.stdin.end(png);
  });
}

/** Recognises one page's text; folded whitespace, empty when nothing was recognised. */
export async function recognisePage(pdf: PDFDocumentProxy, n: number, lang: string): Promise<string> {
  const text = await tesseract(await pagePng(pdf, n), lang);
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
