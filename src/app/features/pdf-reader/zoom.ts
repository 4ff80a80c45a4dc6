/*
 * Zoom is a factor on top of "fit to width" (1 = the page fills the reader's width), so a phone
 * turned sideways or a resized window keeps the reader's choice meaningful.
 */

export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 5;
/** Steps the zoom buttons and keys move through. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4, 5];
/** Wide screens would blow a page up to poster size; fit-to-width stops at this PDF scale. */
export const MAX_FIT_SCALE = 1.6;

export function clampZoom(z: number): number {
  if (!Number.isFinite(z)) return 1;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));
}

/** Next step up (dir 1) or down (dir -1) from z, even when z sits between steps after a pinch. */
export function stepZoom(z: number, dir: 1 | -1): number {
  const eps = 1e-3;
  if (dir > 0) return ZOOM_STEPS.find((s) => s > z + eps) ?? MAX_ZOOM;
  return [...ZOOM_STEPS].reverse().find((s) => s < z - eps) ?? MIN_ZOOM;
}

/** Double tap: zoomed out or at fit goes to 2x, anything zoomed in goes back to fit. */
export function doubleTapZoom(z: number): number {
  return z > 1.05 ? 1 : 2;
}

/** The zoom a pinch has reached: the start zoom times how far the fingers spread, clamped. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return clampZoom(startZoom);
  return clampZoom(startZoom * (distance / startDistance));
}

/** PDF scale at which a page of `pageWidth` points fills `containerWidth` CSS px less `padding` each side. */
export function fitScale(containerWidth: number, pageWidth: number, padding: number): number {
  if (pageWidth <= 0 || containerWidth <= 0) return 1;
  return Math.min(MAX_FIT_SCALE, Math.max(0.1, (containerWidth - 2 * padding) / pageWidth));
}

/**
 * Canvas pixels per CSS pixel: the device ratio, lowered when the canvas would pass `maxPixels`
 * (phones refuse or crash on huge canvases; a slightly soft page at 5x zoom is the better failure).
 */
export function outputScale(cssWidth: number, cssHeight: number, devicePixelRatio: number, maxPixels: number): number {
  const dpr = Math.max(1, devicePixelRatio || 1);
  const pixels = cssWidth * cssHeight * dpr * dpr;
  if (pixels <= maxPixels || pixels <= 0) return dpr;
  return Math.max(0.25, Math.sqrt(maxPixels / (cssWidth * cssHeight)));
}

/**
 * Horizontal scroll that keeps a focal point still across a zoom. Pages are centred in a column at
 * least as wide as the viewport, so the point is turned into a fraction of the page width first.
 */
export function scrollLeftForZoom(opts: {
  focalX: number;
  scrollLeft: number;
  viewportWidth: number;
  oldPageWidth: number;
  newPageWidth: number;
  padding: number;
}): number {
  const { focalX, scrollLeft, viewportWidth, oldPageWidth, newPageWidth, padding } = opts;
  const oldColumn = Math.max(viewportWidth, oldPageWidth + 2 * padding);
  const newColumn = Math.max(viewportWidth, newPageWidth + 2 * padding);
  const oldLeft = (oldColumn - oldPageWidth) / 2;
  const newLeft = (newColumn - newPageWidth) / 2;
  const frac = (scrollLeft + focalX - oldLeft) / oldPageWidth;
  const target = newLeft + frac * newPageWidth - focalX;
  return Math.min(Math.max(0, target), Math.max(0, newColumn - viewportWidth));
}
