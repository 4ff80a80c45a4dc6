/*
 * Loads the document: the worker starts while the bytes download (they overlap), then pdf.js
 * opens the whole file and page 1's size is read so the placeholders can be laid out at once.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { fetchPdfWithToken, loadPdfJs, openPdf, startPdfWorker } from '../../lib/pdf';
import { ReaderEngine, type PageSize } from './reader-engine';

export type ReaderStatus = 'loading' | 'ready' | 'error';

export function useReaderDocument(url: string, fetchPdf: (() => Promise<ArrayBuffer>) | undefined, onPagePainted: (page: number) => void) {
  const [status, setStatus] = useState<ReaderStatus>('loading');
  const [engine, setEngine] = useState<ReaderEngine | null>(null);
  const [firstSize, setFirstSize] = useState<PageSize | null>(null);
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(fetchPdf);
  fetchRef.current = fetchPdf;
  const paintedRef = useRef(onPagePainted);
  paintedRef.current = onPagePainted;

  // A layout effect, so the download starts before the browser runs other queued work (such as
  // evaluating the pdf.js chunk, ~0.5 s on a throttled phone).
  useLayoutEffect(() => {
    let cancelled = false;
    let made: ReaderEngine | null = null;
    // The download starts first; pdf.js evaluates while the bytes arrive.
    const fetcher = fetchRef.current ?? (() => fetchPdfWithToken(url));
    const bytesP = fetcher();
    const workerP = startPdfWorker();
    setStatus('loading');
    setEngine(null);
    (async () => {
      const [worker, bytes, pdfjs] = await Promise.all([workerP, bytesP, loadPdfJs()]);
      if (cancelled) return;
      const doc = await openPdf(bytes, worker.worker);
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
      void workerP.then((w) => setTimeout(() => w.destroy(), 0), () => {});
    };
  }, [url, attempt]);

  return { status, engine, firstSize, retry: () => setAttempt((a) => a + 1) };
}
