import type { NormRect } from './geometry';

export type { NormRect } from './geometry';

/**
 * What the reader reports when the user selects text: the page the selection starts on, its text,
 * its rects there (0..1), and that page's size at scale 1 in PDF points (to convert to PDF units).
 */
export interface ReaderSelection {
  page: number;
  text: string;
  rects: NormRect[];
  pageSize?: { width: number; height: number };
}

/**
 * A stored highlight (note, compass point) drawn over a page from normalised rects and/or from
 * rects in PDF user space (points, origin bottom-left), which the page places by its own size.
 * `kind` styles it (e.g. 'compass-point').
 */
export interface ReaderHighlight {
  id: string;
  page: number;
  rects: NormRect[];
  label: string;
  pdfRects?: { x: number; y: number; width: number; height: number }[];
  kind?: string;
}

/** Imperative handle: `ref.current.goToPage(5)`, `ref.current.find('scope')`. */
export interface PdfReaderHandle {
  goToPage(page: number): void;
  /** Opens find with `text`; resolves with the number of matches. */
  find(text: string): Promise<number>;
  /** Scrolls the highlight with this id into view (a third down the viewport); false while it cannot yet (no layout, unknown id). */
  revealHighlight?(id: string): boolean;
}

/**
 * Open the PDF by byte ranges: pdf.js asks only for the parts the pages being read
 * need. The whole file is the offline store's business (a resumable download of its own), so the
 * reader never fetches it twice. When opening by ranges fails (offline, a refusal), the reader
 * falls back to `fetchPdf`.
 */
export interface PdfRangeSource {
  url: string;
  headers(): Promise<Record<string, string>>;
}

/** A page as an image, shown at once while the real page cannot be painted yet. */
export interface PagePreview {
  src: string;
  pages: number;
  width: number;
  height: number;
}

export interface PdfReaderProps {
  /** Where the PDF lives; fetched whole with the bearer token unless `fetchPdf` is given. Also the reload key. */
  url: string;
  /** Supplies the whole file (from the offline store, or any other source); keeps the reader data-agnostic. */
  fetchPdf?: () => Promise<ArrayBuffer>;
  /** Open by byte ranges instead of fetching the whole file first. */
  ranges?: PdfRangeSource;
  /** A page's preview image; page 1's is shown while the document opens. */
  preview?: (page: number) => Promise<PagePreview | null>;
  initialPage?: number;
  onPageChange?: (page: number) => void;
  /** Called with the selection once it settles, and with null when it is cleared. */
  onTextSelected?: (sel: ReaderSelection | null) => void;
  highlights?: ReaderHighlight[];
  onHighlightClick?: (id: string) => void;
  /** Called once, when the first page's pixels are on screen (benchmarks, skeleton hand-off). */
  onFirstPage?: () => void;
  className?: string;
}
