/*
 * Loads the document. By ranges when the caller gives a range source: pdf.js opens the file with
 * what page 1 needs, then what each page being read needs. Otherwise (or when that fails: offline, a
 * refusal) the whole file is fetched while the worker starts, and pdf.js opens it from memory.
 * Page 1's size is read so the placeholders can be laid out at once.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { fetchPdfWithToken, loadPdfJs, openPdf, openPdfByRanges, startPdfWorker, type PdfWorkerHandle } from '../../lib/pdf';
import { ReaderEngine, type PageSize } from './reader-engine';
import type { PdfRangeSource } from './types';

export type ReaderStatus = 'loading' | 'ready' | 'error';

/** Opens by ranges: pdf.js fetches what the pages being read need. */
async function openByRanges(src: PdfRangeSource, worker: PdfWorkerHandle): Promise<PDFDocumentProxy> {
  return openPdfByRanges(src.url, await src.headers(), worker.worker);
}

export function useReaderDocument(
  url: string,
  fetchPdf: (() => Promise<ArrayBuffer>) | undefined,
  onPagePainted: (page: number) => void,
  ranges?: PdfRangeSource,
) {
  const [status, setStatus] = useState<ReaderStatus>('loading');
  const [engine, setEngine] = useState<ReaderEngine | null>(null);
  const [firstSize, setFirstSize] = useState<PageSize | null>(null);
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(fetchPdf);
  fetchRef.current = fetchPdf;
  const rangesRef = useRef(ranges);
  rangesRef.current = ranges;
  const paintedRef = useRef(onPagePainted);
  paintedRef.current = onPagePainted;

  // A layout effect, so the download starts before the browser runs other queued work (such as
  // evaluating the pdf.js chunk, ~0.5 s on a throttled phone).
  useLayoutEffect(() => {
    let cancelled = false;
    let made: ReaderEngine | null = null;
    // The download starts first; pdf.js evaluates while the bytes arrive.
    const fetcher = fetchRef.current ?? (() => fetchPdfWithToken(url));
    const src = rangesRef.current;
    const bytesP = src ? null : fetcher();
    bytesP?.catch(() => {});
    const workerP = startPdfWorker();
    setStatus('loading');
    setEngine(null);
    (async () => {
      const [worker, pdfjs] = await Promise.all([workerP, loadPdfJs()]);
      if (cancelled) return;
      let doc: PDFDocumentProxy;
      if (src) {
        try {
          doc = await openByRanges(src, worker);
        } catch (e) {
          if (cancelled) return;
          // Offline or refused: the whole-file path knows the offline copy and the refusals.
          console.info('pdf reader: opening by ranges failed, fetching the file', e);
          doc = await openPdf(await fetcher(), worker.worker);
        }
      } else {
        doc = await openPdf(await bytesP!, worker.worker);
      }
      if (cancelled) {
        void doc.destroy();
        return;
      }
      made = new ReaderEngine(doc, pdfjs, { onPagePainted: (n) => paintedRef.current(n) });
      const v = (await made.page(1)).getViewport({ scale: 1 });
      if (cancelled) return;
      setFirstSize({ width: v.width, height: v.height });
      setEngine(made);
      setStatus('ready');
    })().catch((e: unknown) => {
      if (cancelled) return;
      console.warn('pdf reader: could not open', e);
      setStatus('error');
    });
    return () => {
      cancelled = true;
      made?.dispose();
      // After the document: destroying the worker first would fail its pending calls.
      void workerP.then(
        (w) => setTimeout(() => w.destroy(), 0),
        () => {},
      );
    };
  }, [url, attempt]);

  return { status, engine, firstSize, retry: () => setAttempt((a) => a + 1) };
}
