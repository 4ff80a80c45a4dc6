/*
 * Bench (and manual check) page for the PDF reader: mounts <PdfReader> full screen the way a
 * screen does (lazily, so pdf.js loads only here), reading the file named in ?file= from /pdf/.
 * ?page=N opens at a page. window.__reader exposes the imperative handle and the last selection.
 */
import { StrictMode, Suspense, lazy, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { reader } from '../../../public/i18n/en.json';
import type { PdfReaderHandle, ReaderSelection } from '../../../src/app/features/pdf-reader/types';
import './page.css';

const PdfReader = lazy(() => import('../../../src/app/features/pdf-reader/PdfReader').then((m) => ({ default: m.PdfReader })));

declare global {
  interface Window { __reader?: { handle: PdfReaderHandle | null; selection: ReaderSelection | null; highlightClicks: string[] } }
}

const params = new URLSearchParams(location.search);
const file = params.get('file') ?? 'doc-10.pdf';
const page = Number(params.get('page') ?? 1);
const demoHighlights = params.has('highlights')
  ? [{ id: 'h1', page: 1, label: 'Demo note', rects: [{ x: 0.1, y: 0.2, w: 0.5, h: 0.025 }] }]
  : undefined;

function App() {
  const ref = useRef<PdfReaderHandle | null>(null);
  const [, force] = useState(0);
  window.__reader ??= { handle: null, selection: null, highlightClicks: [] };
  return (
    <div style={{ height: '100dvh' }}>
      <Suspense fallback={null}>
        <PdfReader
          ref={(h) => { ref.current = h; window.__reader!.handle = h; }}
          url={`/pdf/${file}`}
          fetchPdf={() => fetch(`/pdf/${file}`).then((r) => r.arrayBuffer())}
          initialPage={page}
          highlights={demoHighlights}
          onHighlightClick={(id) => { window.__reader!.highlightClicks.push(id); force((n) => n + 1); }}
          onTextSelected={(sel) => { window.__reader!.selection = sel; }}
          className="bench-reader"
        />
      </Suspense>
    </div>
  );
}

void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { reader } } }, interpolation: { escapeValue: false } }).then(() => {
  createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
});
