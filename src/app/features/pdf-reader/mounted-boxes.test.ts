import { describe, expect, it } from 'vitest';
import { BAND_SLACK, NEAR_BOXES, boxMounted, mountBand, type MountBand } from './mounted-boxes';
import { layoutPages } from './virtual-window';

const mounted = (pages: number, reading: number, band: MountBand | null) =>
  Array.from({ length: pages }, (_, i) => i + 1).filter((n) => boxMounted(n, reading, band));

// 420 pages of 500 px with 8 px gaps: page n starts at 8 + (n - 1) * 508.
const layout = layoutPages(
  Array.from({ length: 420 }, () => 500),
  8,
);
const top = (n: number) => layout.tops[n - 1];

describe('a long document mounts only the page boxes around the viewport', () => {
  it('opens with the boxes around the opening page, whatever the length', () => {
    expect(mounted(420, 1, null)).toEqual([1, 2, 3, 4, 5]);
    expect(mounted(420, 200, null)).toEqual([196, 197, 198, 199, 200, 201, 202, 203, 204]);
    expect(mounted(420, 200, null).length).toBe(2 * NEAR_BOXES + 1);
  });

  it('mounts a viewport above and two below the one shown, with slack, once the position is known', () => {
    // An 800 px viewport at page 200's top: from 800 px above it to 1,600 px below it.
    const band = mountBand(layout, top(200), 800);
    expect(band.first).toBe(pageAt(top(200) - 800) - BAND_SLACK);
    expect(band.last).toBe(pageAt(top(200) + 1600) + BAND_SLACK);
    expect(mounted(420, 200, band).length).toBeLessThan(15);
    expect(mounted(420, 200, band)).toContain(200);
  });

  it('never mounts past the first or the last page', () => {
    expect(mountBand(layout, 0, 800).first).toBe(1);
    expect(mountBand(layout, layout.total, 800).last).toBe(420);
    expect(mountBand(layoutPages([], 8), 0, 800)).toEqual({ first: 1, last: 0 });
  });

  it('covers the band the render plan watches (half a viewport either side) at every zoom', () => {
    for (const h of [120, 500, 2000]) {
      const l = layoutPages(
        Array.from({ length: 300 }, () => h),
        8,
      );
      for (const y of [0, 5000, 40000]) {
        const band = mountBand(l, y, 800);
        const from = Math.max(0, y - 400);
        const to = Math.min(l.total, y + 1200);
        for (let n = 1; n <= 300; n++) {
          const visibleInBand = l.tops[n - 1] + h >= from && l.tops[n - 1] <= to;
          if (visibleInBand) expect(boxMounted(n, 1, band)).toBe(true);
        }
      }
    }
  });
});

function pageAt(y: number): number {
  return Math.floor((y - 8) / 508) + 1;
}
