/*
 * The pdf.js loader. pdf.js is ~1 MB of code, so it is imported dynamically: only screens that
 * embed the reader pay for it, and the home page bundle stays small. The worker comes from our
 * own origin (Vite emits it as an asset) and eval stays off, so a strict CSP holds.
 */
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';

type PdfJs = typeof import('pdfjs-dist');
let loading: Promise<PdfJs> | null = null;

/** The pdf.js module, loaded once, with its worker pointed at our origin. */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= import('pdfjs-dist').then((m) => {
    m.GlobalWorkerOptions.workerSrc = workerUrl;
    return m;
  });
  return loading;
}

let spare: Worker | null = null;

/**
 * Starts the worker thread (1.2 MB of script to fetch and parse) ahead of pdf.js itself. It is a
 * plain Worker, not one pdf.js makes, so it loads in parallel with pdf.js's main-thread
 * evaluation (~0.5-1.5 s on a throttled phone) instead of after it. pdf.js is not imported here
 * on purpose: evaluating it now would hold up the render that starts the document download.
 */
export function prewarmPdf(): void {
  if (typeof Worker === 'undefined') return;
  spare ??= new Worker(workerUrl, { type: 'module' });
}

/** A pdf.js worker and how to end it (pdf.js does not terminate a worker it was handed). */
export interface PdfWorkerHandle {
  worker: PDFWorker;
  destroy(): void;
}

/** Takes the prewarmed worker (or starts one) and wraps it for pdf.js. */
export async function startPdfWorker(): Promise<PdfWorkerHandle> {
  const raw = spare ?? new Worker(workerUrl, { type: 'module' });
  spare = null;
  const pdfjs = await loadPdfJs();
  // Messages sent before the worker script has run are queued by the browser, so this is safe early.
  // The .d.ts types `port` as null (a JSDoc slip); the documented parameter is a Worker.
  const worker = new pdfjs.PDFWorker({ port: raw as unknown as null });
  return {
    worker,
    destroy: () => {
      worker.destroy();
      raw.terminate();
    },
  };
}

/**
 * Opens a whole PDF already in memory. Range and stream loading are off on purpose: offline
 * copies are whole files, and one code path for online and offline is one path to test.
 */
export async function openPdf(data: ArrayBuffer, worker?: PDFWorker): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfJs();
  return pdfjs.getDocument({
    // pdf.js transfers (detaches) the buffer it is given; a copy keeps the caller's bytes usable.
    data: new Uint8Array(data.slice(0)),
    worker,
    isEvalSupported: false,
    disableRange: true,
    disableStream: true,
    disableAutoFetch: true,
    enableXfa: false,
  }).promise;
}

/**
 * Opens a PDF by byte ranges: pdf.js fetches what the first page needs, renders, and keeps
 * streaming the rest (autofetch), so page 1 does not wait for a 40 MB manual to arrive whole.
 */
export async function openPdfByRanges(
  url: string,
  headers: Record<string, string>,
  worker: PDFWorker,
): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    url,
    httpHeaders: headers,
    worker,
    isEvalSupported: false,
    // Chunks of 256 KB: fewer round trips on a 150 ms link than pdf.js's 64 KB default.
    rangeChunkSize: 256 * 1024,
    // On demand only: no whole-file stream or fetch-ahead competing with the pages being read on
    // a slow link; the offline copy is a separate, resumable download (offline-documents/download.ts).
    disableAutoFetch: true,
    disableStream: true,
    enableXfa: false,
  });
  return task.promise;
}

/** Fetches a whole PDF from our API with the signed-in user's bearer token. */
export async function fetchPdfWithToken(url: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  // Imported lazily so embedding the reader does not drag the sign-in client into its chunk.
  const { requestRaw } = await import('./http');
  const res = await requestRaw('GET', url, { signal, spinner: false });
  return res.arrayBuffer();
}
