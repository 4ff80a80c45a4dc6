import { memo, useCallback, type CSSProperties } from 'react';
import { fromPdfRect } from '../../lib/page-highlights';
import { rectStyle, type NormRect } from './geometry';
import type { ReaderHighlight } from './types';

interface Props {
  page: number;
  /** CSS px per PDF point; the text layer sizes its spans from it. */
  scale: number;
  top: number;
  left: number;
  width: number;
  height: number;
  highlights: ReaderHighlight[];
  onHighlightClick?: (id: string) => void;
  /** The page's accessible name; one translation hook in the reader rather than one per box. */
  pageLabel: (page: number) => string;
  boxRef: (page: number, el: HTMLDivElement | null) => void;
  hostRef: (page: number, el: HTMLDivElement | null) => void;
  /** The page as an image (server preview), shown until the real page is painted over it. */
  previewSrc?: string;
}

/**
 * One page's placeholder, sized from its viewport so the scroll height is right before anything
 * renders. The engine puts the canvas and text layer into the host; highlights are React's.
 */
export const PageBox = memo(function PageBox({
  page,
  scale,
  top,
  left,
  width,
  height,
  highlights,
  onHighlightClick,
  pageLabel,
  boxRef,
  hostRef,
  previewSrc,
}: Props) {
  // Stable ref callbacks: a new one each render would detach and re-attach the canvas host.
  const setBox = useCallback((el: HTMLDivElement | null) => boxRef(page, el), [boxRef, page]);
  const setHost = useCallback((el: HTMLDivElement | null) => hostRef(page, el), [hostRef, page]);
  const style = { top, left, width, height, '--total-scale-factor': scale } as CSSProperties;
  // PDF-unit rects are placed by the page's size at scale 1, so they follow every zoom.
  const rectsOf = (h: ReaderHighlight): NormRect[] => [
    ...h.rects,
    ...(h.pdfRects ?? []).map((r) => fromPdfRect(r, { width: width / scale, height: height / scale })),
  ];
  return (
    <div ref={setBox} data-page={page} role="group" aria-label={pageLabel(page)} className="pdfr-page" style={style}>
      {previewSrc && <img className="pdfr-preview" src={previewSrc} alt="" decoding="async" />}
      <div ref={setHost} className="pdfr-host" />
      {highlights.length > 0 && (
        <div className="pdfr-highlights">
          {highlights.flatMap((h) =>
            rectsOf(h).map((r, i) =>
              onHighlightClick ? (
                <button
                  key={`${h.id}-${i}`}
                  type="button"
                  className="pdfr-highlight"
                  data-kind={h.kind}
                  data-highlight={i === 0 ? h.id : undefined}
                  style={rectStyle(r)}
                  aria-label={h.label}
                  title={h.label}
                  // Only the first rect of a highlight is a tab stop; the rest are the same target.
                  tabIndex={i === 0 ? 0 : -1}
                  aria-hidden={i === 0 ? undefined : true}
                  onClick={() => onHighlightClick(h.id)}
                />
              ) : (
                <div
                  key={`${h.id}-${i}`}
                  className="pdfr-highlight pdfr-highlight-static"
                  data-kind={h.kind}
                  data-highlight={i === 0 ? h.id : undefined}
                  style={rectStyle(r)}
                  title={h.label}
                />
              ),
            ),
          )}
        </div>
      )}
    </div>
  );
});
