import { describe, expect, it } from 'vitest';
import { BOX_BATCH, NEAR_BOXES, boxMounted } from './use-staged-boxes';

const mounted = (pages: number, reading: number, mountedTo: number) =>
  Array.from({ length: pages }, (_, i) => i + 1).filter((n) => boxMounted(n, reading, mountedTo));

describe('a long document opens with the boxes near the page being read, the rest following in batches', () => {
  it('mounts only the pages around the opening page at first, whatever the length', () => {
    expect(mounted(420, 1, 0)).toEqual([1, 2, 3, 4, 5]);
    expect(mounted(420, 200, 0)).toEqual([196, 197, 198, 199, 200, 201, 202, 203, 204]);
    expect(mounted(420, 200, 0).length).toBe(2 * NEAR_BOXES + 1);
  });

  it('keeps the boxes around wherever the reader has scrolled while the batches come', () => {
    expect(mounted(420, 300, BOX_BATCH)).toEqual([
      ...Array.from({ length: BOX_BATCH }, (_, i) => i + 1),
      ...[296, 297, 298, 299, 300, 301, 302, 303, 304],
    ]);
  });

  it('ends with every page mounted', () => {
    expect(mounted(420, 1, 420)).toHaveLength(420);
  });
});
