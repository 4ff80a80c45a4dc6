import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fitScale } from './zoom';
import type { PagePreview } from './types';

/** A preview being shown, with the page it shows. */
export interface ShownPreview extends PagePreview {
  page: number;
}

/**
 * Asks for the opening page's preview once per document. On a slow link a page image of ~100 KB
 * arrives seconds before pdf.js has the fonts and objects to paint the same page.
 */
export function usePagePreview(
  key: string,
  preview: ((page: number) => Promise<PagePreview | null>) | undefined,
  page: number,
): ShownPreview | null {
  const [shown, setShown] = useState<ShownPreview | null>(null);
  const previewRef = useRef(preview);
  previewRef.current = preview;
  const pageRef = useRef(page);
  pageRef.current = page;
  useEffect(() => {
    setShown(null);
    const ask = previewRef.current;
    if (!ask) return;
    let gone = false;
    const n = Math.max(1, pageRef.current);
    ask(n).then(
      (p) => {
        if (!gone && p) setShown({ ...p, page: Math.min(n, p.pages) });
      },
      () => {
        /* no preview: the reader still opens */
      },
    );
    return () => {
      gone = true;
    };
  }, [key]);
  return shown;
}

/**
 * The document's column laid out from the preview alone (page count and page size): the opening
 * page's image in its place, the others as blank pages, so the reader can read and scroll before
 * the PDF itself has arrived.
 */
export function PreviewColumn({
  shown,
  viewportWidth,
  gap,
  label,
}: {
  shown: ShownPreview;
  viewportWidth: number;
  gap: number;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const scale = viewportWidth ? fitScale(viewportWidth, shown.width, gap) : 0;
  const w = shown.width * scale;
  const h = shown.height * scale;
  const top = (shown.page - 1) * (h + gap) + gap;
  useLayoutEffect(() => {
    const scroller = ref.current?.parentElement;
    if (scroller && shown.page > 1) scroller.scrollTop = top - gap;
  }, [shown.page, top, gap]);
  if (!scale) return null;
  return (
    <div
      ref={ref}
      className="pdfr-column"
      data-preview="shown"
      style={{ width: viewportWidth, height: shown.pages * (h + gap) + gap }}
      role="status"
      aria-label={label}
    >
      <div className="pdfr-page" data-page={shown.page} style={{ top, left: (viewportWidth - w) / 2, width: w, height: h }}>
        <img className="pdfr-preview" src={shown.src} alt="" />
      </div>
    </div>
  );
}
