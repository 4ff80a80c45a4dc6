/*
 * A compass point's place in the PDF (the contract's selectionData): rects in PDF user space of
 * their page, so they fit every zoom and the server can flatten them into a download as they are;
 * plus up to 64 characters of context either side, which re-anchor it on a new edition.
 */
import type { CompassPointCreateBody, SelectionData } from '../../../api/compass-points';
import { COMPASS_POINT_LIMITS } from '../../../api/compass-points';
import { toPdfRect, type PageHighlight, type PageSelection } from '../../lib/page-highlights';

const CONTEXT = 64;

/** Letter size: used only when the reader could not tell the page size (the rects stay proportional). */
const FALLBACK_PAGE = { width: 612, height: 792 };

/** The selectionData of a reader selection; null when it has no rects (nothing to highlight). */
export function selectionDataOf(sel: PageSelection, context?: { prefix?: string; suffix?: string }): SelectionData | null {
  const page = sel.pageSize ?? FALLBACK_PAGE;
  const rects = sel.rects
    .map((r) => ({ pageNumber: sel.page, ...toPdfRect(r, page) }))
    .filter((r) => r.width > 0 && r.height > 0)
    .slice(0, COMPASS_POINT_LIMITS.rects);
  if (rects.length === 0) return null;
  const out: SelectionData = { rects };
  if (context?.prefix) out.prefix = context.prefix.slice(-CONTEXT);
  if (context?.suffix) out.suffix = context.suffix.slice(0, CONTEXT);
  return out;
}

/** A new annotation id for a point made from a fresh selection. */
export function newAnnotationId(): string {
  return `cp-${crypto.randomUUID()}`;
}

/** The create payload's selection part (001 §7 POST api/v1/compasspoint). */
export function selectionPayload(
  sel: PageSelection,
  annotationID: string,
): Pick<CompassPointCreateBody, 'selectionData' | 'selectionMetadata'> | null {
  const data = selectionDataOf(sel);
  if (!data) return null;
  return {
    selectionData: data,
    selectionMetadata: {
      pageNumber: sel.page,
      selectionText: sel.text.slice(0, COMPASS_POINT_LIMITS.selectionText),
      annotationID,
    },
  };
}

/** The reader highlights of a point: one per page it spans, in PDF units, named after the point. */
export function highlightsOf(cp: {
  selectionData: SelectionData;
  selectionMetadata: { annotationID: string };
  name: string;
}): PageHighlight[] {
  const byPage = new Map<number, SelectionData['rects']>();
  for (const r of cp.selectionData.rects) byPage.set(r.pageNumber, [...(byPage.get(r.pageNumber) ?? []), r]);
  return [...byPage].map(([page, rects]) => ({
    // The first page keeps the annotation id itself: that is what annotationid in the URL names.
    id:
      page === cp.selectionData.rects[0].pageNumber
        ? cp.selectionMetadata.annotationID
        : `${cp.selectionMetadata.annotationID}#${page}`,
    page,
    rects: [],
    pdfRects: rects.map(({ x, y, width, height }) => ({ x, y, width, height })),
    label: cp.name,
    kind: 'compass-point',
  }));
}

/** The annotation id a highlight id belongs to (continuation pages carry a #page suffix). */
export const annotationOfHighlight = (id: string) => id.split('#')[0];
