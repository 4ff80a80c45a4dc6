import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, chunkCount, chunkRange, rangeTotal } from './download';

describe('the offline copy downloads in chunks it can resume from', () => {
  it('chunks cover the file exactly, the last one short', () => {
    const total = 2 * CHUNK_BYTES + 10;
    expect(chunkCount(total)).toBe(3);
    expect(chunkRange(0, total)).toBe(`bytes=0-${CHUNK_BYTES - 1}`);
    expect(chunkRange(2, total)).toBe(`bytes=${2 * CHUNK_BYTES}-${2 * CHUNK_BYTES + 9}`);
    expect(chunkCount(CHUNK_BYTES)).toBe(1);
  });
  it("the file's length comes from the range reply; anything else is not a length", () => {
    expect(rangeTotal('bytes 0-1048575/20761234')).toBe(20761234);
    expect(rangeTotal('bytes */20761234')).toBeNaN();
    expect(rangeTotal(null)).toBeNaN();
  });
});
