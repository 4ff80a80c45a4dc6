import { describe, expect, it } from 'vitest';
import {
  MAX_FIT_SCALE,
  MAX_ZOOM,
  MIN_ZOOM,
  clampZoom,
  doubleTapZoom,
  fitScale,
  outputScale,
  pinchZoom,
  scrollLeftForZoom,
  stepZoom,
} from './zoom';

describe('Zoom stays within its limits', () => {
  it('clamps to [MIN_ZOOM, MAX_ZOOM] and treats nonsense as fit', () => {
    expect(clampZoom(0.1)).toBe(MIN_ZOOM);
    expect(clampZoom(99)).toBe(MAX_ZOOM);
    expect(clampZoom(1.3)).toBe(1.3);
    expect(clampZoom(Number.NaN)).toBe(1);
  });
  it('steps through the presets from wherever a pinch left it', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(1.37, 1)).toBe(1.5);
    expect(stepZoom(1.37, -1)).toBe(1.25);
    expect(stepZoom(MAX_ZOOM, 1)).toBe(MAX_ZOOM);
    expect(stepZoom(MIN_ZOOM, -1)).toBe(MIN_ZOOM);
  });
});

describe('Pinch and double-tap zoom on touch', () => {
  it('pinch multiplies the start zoom by the finger spread, clamped', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 100, 50)).toBe(1);
    expect(pinchZoom(4, 100, 400)).toBe(MAX_ZOOM);
    expect(pinchZoom(1.5, 0, 10)).toBe(1.5);
  });
  it('double tap toggles between fit and 2x', () => {
    expect(doubleTapZoom(1)).toBe(2);
    expect(doubleTapZoom(0.5)).toBe(2);
    expect(doubleTapZoom(3)).toBe(1);
  });
});

describe('Fit to width', () => {
  it('fills a phone width less padding', () => {
    expect(fitScale(390, 612, 8)).toBeCloseTo(374 / 612);
  });
  it('stops growing on wide screens', () => {
    expect(fitScale(3000, 612, 8)).toBe(MAX_FIT_SCALE);
  });
});

describe('Canvases stay within a pixel budget', () => {
  it('uses the device ratio when the canvas is small enough', () => {
    expect(outputScale(374, 484, 3, 16e6)).toBe(3);
  });
  it('lowers the ratio for a huge zoomed page', () => {
    const s = outputScale(1870, 2420, 3, 16e6);
    expect(1870 * 2420 * s * s).toBeLessThanOrEqual(16e6 + 1);
    expect(s).toBeLessThan(3);
  });
});

describe('Zoom keeps the focal point still', () => {
  it('keeps the point under the fingers when zooming 2x from fit', () => {
    // Page 374 wide in a 390 column (8 px padding); focal point at x=195 (page middle).
    const left = scrollLeftForZoom({
      focalX: 195,
      scrollLeft: 0,
      viewportWidth: 390,
      oldPageWidth: 374,
      newPageWidth: 748,
      padding: 8,
    });
    expect(left).toBeCloseTo(8 + 374 - 195);
  });
  it('never scrolls past the column', () => {
    expect(
      scrollLeftForZoom({ focalX: 390, scrollLeft: 0, viewportWidth: 390, oldPageWidth: 374, newPageWidth: 374, padding: 8 }),
    ).toBe(0);
  });
});
