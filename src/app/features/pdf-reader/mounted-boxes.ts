import { pageAtOffset, type PageLayout } from './virtual-window';

/** Pages on either side of the page being read whose boxes exist before the first scroll position is known. */
export const NEAR_BOXES = 4;
/** Pages kept mounted beyond the band, so that scrolling back and forth does not remount the same boxes. */
export const BAND_SLACK = 2;

/** First and last page (1-based) whose boxes are mounted. */
export interface MountBand {
  first: number;
  last: number;
}

/**
 * The pages whose boxes are mounted at a scroll position: a viewport's height above and two below
 * the one shown (wider than the band the render plan watches), plus a little slack. Only these
 * boxes exist, whatever the length of the document: mounting a box for each of a long document's
 * pages is hundreds of elements to render, insert and observe on a phone's main thread as the
 * document opens, and scrolling does not need them (the column's height and every page's position
 * come from the page layout).
 */
export function mountBand(layout: PageLayout, scrollTop: number, viewportHeight: number): MountBand {
  const pages = layout.tops.length;
  if (!pages) return { first: 1, last: 0 };
  return {
    first: Math.max(1, pageAtOffset(layout, Math.max(0, scrollTop - viewportHeight)) - BAND_SLACK),
    last: Math.min(pages, pageAtOffset(layout, scrollTop + 2 * viewportHeight) + BAND_SLACK),
  };
}

/**
 * Whether page `page`'s box is mounted: inside the band once the reader knows its scroll position,
 * around the page being read before that (the opening render).
 */
export const boxMounted = (page: number, reading: number, band: MountBand | null) =>
  band ? page >= band.first && page <= band.last : Math.abs(page - reading) <= NEAR_BOXES;
