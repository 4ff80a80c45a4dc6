/*
 * What the PDF reader and the features drawing on it (PDF notes, compass points) share, so a
 * feature can hand highlights to the reader without importing the reader feature (src/README.md §3.2).
 */

/** A rectangle as fractions of the page box: x, y from the top-left corner, w, h of its size. */
export interface PageRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A rectangle in PDF user space of its page: points, origin bottom-left, y up. */
export interface PdfRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A page's size at scale 1, in PDF points. */
export interface PageSize {
  width: number;
  height: number;
}

/** A settled text selection: the page it starts on, its text, its rects there, and that page's size. */
export interface PageSelection {
  page: number;
  text: string;
  rects: PageRect[];
  pageSize?: PageSize;
}

/**
 * A highlight drawn over a page, from page fractions (`rects`) or PDF user-space rects
 * (`pdfRects`, placed with the page's size); `kind` styles compass points apart from notes.
 */
export interface PageHighlight {
  id: string;
  page: number;
  rects: PageRect[];
  pdfRects?: PdfRect[];
  label: string;
  kind?: string;
}

/** The reader's imperative handle as features use it. */
export interface PageReaderHandle {
  goToPage(page: number): void;
  find(text: string): Promise<number>;
  /** Scrolls so the highlight with this id is in view; false while it cannot yet (no layout, unknown id). */
  revealHighlight?(id: string): boolean;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Page fraction → PDF user space. The reader's pages are pdf.js viewports at scale 1 of pages
 * whose view box starts at 0,0 without rotation (what the demo catalogue holds), so the
 * transform is a flip of the y axis.
 */
export function toPdfRect(r: PageRect, page: PageSize): PdfRect {
  return {
    x: r2(r.x * page.width),
    y: r2((1 - r.y - r.h) * page.height),
    width: r2(r.w * page.width),
    height: r2(r.h * page.height),
  };
}

/** PDF user space → page fraction (the inverse of toPdfRect), for the overlay's percentages. */
export function fromPdfRect(r: PdfRect, page: PageSize): PageRect {
  if (page.width <= 0 || page.height <= 0) return { x: 0, y: 0, w: 0, h: 0 };
  return { x: r.x / page.width, y: 1 - (r.y + r.height) / page.height, w: r.width / page.width, h: r.height / page.height };
}
