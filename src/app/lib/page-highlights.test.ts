import { describe, expect, it } from 'vitest';
import { fromPdfRect, toPdfRect } from './page-highlights';

describe('001 §4 highlights sit at the right place at every zoom (PDF user-space units)', () => {
  const letter = { width: 612, height: 792 };
  it('flips the y axis: a rect near the top of the page has a large PDF y', () => {
    expect(toPdfRect({ x: 0.1, y: 0.1, w: 0.5, h: 0.05 }, letter)).toEqual({ x: 61.2, y: 673.2, width: 306, height: 39.6 });
  });
  it('round-trips back to the same page fractions', () => {
    const back = fromPdfRect(toPdfRect({ x: 0.25, y: 0.4, w: 0.3, h: 0.02 }, letter), letter);
    expect(back.x).toBeCloseTo(0.25, 4);
    expect(back.y).toBeCloseTo(0.4, 4);
    expect(back.w).toBeCloseTo(0.3, 4);
    expect(back.h).toBeCloseTo(0.02, 4);
  });
  it('draws nothing on a page of unknown size', () => {
    expect(fromPdfRect({ x: 1, y: 1, width: 1, height: 1 }, { width: 0, height: 0 })).toEqual({ x: 0, y: 0, w: 0, h: 0 });
  });
});
