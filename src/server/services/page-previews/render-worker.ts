import { parentPort } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { PDFDocumentProxy } from 'pdfjs-dist';

/*
 * Renders PDF pages to WebP off the main thread: pdf.js in Node parses and paints on the thread
 * that calls it, and a page of a drawing-heavy manual takes long enough to stall every other
 * request of the node. The document is opened by file URL, so pdf.js reads the byte ranges it
 * needs from disk instead of loading a 40 MB file whole; the last few documents stay open for the
 * pages that follow.
 */

export interface RenderRequest { id: number; file: string; version: string; page: number; width: number; quality: number }
export type RenderReply =
  | { id: number; ok: true; webp: Uint8Array; pages: number; pageWidth: number; pageHeight: number }
  | { id: number; ok: false; pastEnd: boolean; pages: number; error: string };

type PdfJs = typeof import('pdfjs-dist');
let pdfjs: Promise<PdfJs> | null = null;
const open = new Map<string, Promise<PDFDocumentProxy>>();
const KEEP_OPEN = 3;

function documentFor(file: string, version: string): Promise<PDFDocumentProxy> {
  const key = `${file}|${version}`;
  let doc = open.get(key);
  if (doc) {
    open.delete(key);
    open.set(key, doc);
    return doc;
  }
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs') as unknown as Promise<PdfJs>;
  doc = pdfjs.then((m) => m.getDocument({ url: pathToFileURL(file).href, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise);
  doc.catch(() => open.delete(key));
  open.set(key, doc);
  while (open.size > KEEP_OPEN) {
    const [oldest, d] = open.entries().next().value as [string, Promise<PDFDocumentProxy>];
    open.delete(oldest);
    void d.then((x) => x.destroy(), () => {});
  }
  return doc;
}

async function render(r: RenderRequest): Promise<RenderReply> {
  const doc = await documentFor(r.file, r.version);
  if (r.page < 1 || r.page > doc.numPages) return { id: r.id, ok: false, pastEnd: true, pages: doc.numPages, error: 'page out of range' };
  const page = await doc.getPage(r.page);
  try {
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: r.width / base.width });
    const factory = (doc as unknown as { canvasFactory: { create(w: number, h: number): { canvas: { toBuffer(type: string, q?: number): Buffer }; context: unknown } } }).canvasFactory;
    const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvasContext: context as never, viewport, canvas: canvas as never }).promise;
    const webp = canvas.toBuffer('image/webp', r.quality);
    return { id: r.id, ok: true, webp: new Uint8Array(webp), pages: doc.numPages, pageWidth: base.width, pageHeight: base.height };
  } finally {
    page.cleanup();
  }
}

parentPort?.on('message', (r: RenderRequest) => {
  render(r).then(
    (reply) => parentPort!.postMessage(reply),
    (err: unknown) => parentPort!.postMessage({ id: r.id, ok: false, pastEnd: false, pages: 0, error: String(err) } satisfies RenderReply),
  );
});
