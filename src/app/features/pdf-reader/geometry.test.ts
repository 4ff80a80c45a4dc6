import { describe, expect, it } from 'vitest';
import { centreInside, mergeLineRects, normaliseRects, rectStyle } from './geometry';

const page = { left: 10, top: 100, width: 400, height: 500 };

describe('Selections are reported as page-relative rects normalised to 0..1', () => {
  it('normalises a client rect against the page box', () => {
    expect(normaliseRects([{ left: 110, top: 150, width: 200, height: 10 }], page)).toEqual([
      { x: 0.25, y: 0.1, w: 0.5, h: 0.02 },
    ]);
  });
  it('clips to the page and drops empty rects', () => {
    const r = normaliseRects(
      [
        { left: 0, top: 90, width: 50, height: 20 },
        { left: 50, top: 200, width: 0, height: 10 },
      ],
      page,
    );
    expect(r).toEqual([{ x: 0, y: 0, w: 0.1, h: 0.02 }]);
  });
  it('merges the pieces of one line (text layer spans) into one rect', () => {
    const r = normaliseRects(
      [
        { left: 110, top: 150, width: 100, height: 10 },
        { left: 210, top: 151, width: 100, height: 10 },
        { left: 110, top: 170, width: 50, height: 10 },
      ],
      page,
    );
    expect(r).toHaveLength(2);
    expect(r[0]).toEqual({ x: 0.25, y: 0.1, w: 0.5, h: 0.022 });
  });
  it('keeps separate words on one line apart when there is a gap', () => {
    expect(
      mergeLineRects([
        { x: 0.1, y: 0.1, w: 0.1, h: 0.02 },
        { x: 0.5, y: 0.1, w: 0.1, h: 0.02 },
      ]),
    ).toHaveLength(2);
  });
  it('is independent of zoom: the same text at 2x gives the same rects', () => {
    const big = { left: 10, top: 100, width: 800, height: 1000 };
    expect(normaliseRects([{ left: 210, top: 200, width: 400, height: 20 }], big)).toEqual(
      normaliseRects([{ left: 110, top: 150, width: 200, height: 10 }], page),
    );
  });
});

describe('Highlights are drawn from normalised rects at every zoom', () => {
  it('gives percentage boxes', () => {
    expect(rectStyle({ x: 0.25, y: 0.1, w: 0.5, h: 0.02 })).toEqual({ left: '25%', top: '10%', width: '50%', height: '2%' });
  });
  it('attributes a rect to the page holding its centre', () => {
    expect(centreInside({ left: 20, top: 590, width: 10, height: 8 }, page)).toBe(true);
    expect(centreInside({ left: 20, top: 598, width: 10, height: 8 }, page)).toBe(false);
  });
});
