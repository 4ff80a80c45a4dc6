import { describe, expect, it } from 'vitest';
import { pageWindow } from './paging';

describe('a list is paged the same way on every screen (000 §4, 002 §9)', () => {
  it('page counts round up and an empty list is one empty page', () => {
    expect(pageWindow(0, 10, 0)).toEqual({ pages: 1, hasPrevious: false, hasNext: false, first: 0, last: 0 });
    expect(pageWindow(0, 10, 10).pages).toBe(1);
    expect(pageWindow(0, 10, 11).pages).toBe(2);
  });
  it('previous only after the first page, next only before the last', () => {
    expect(pageWindow(0, 10, 25)).toMatchObject({ hasPrevious: false, hasNext: true });
    expect(pageWindow(1, 10, 25)).toMatchObject({ hasPrevious: true, hasNext: true });
    expect(pageWindow(2, 10, 25)).toMatchObject({ hasPrevious: true, hasNext: false });
  });
  it("the page's first and last item, the last page short", () => {
    expect(pageWindow(1, 10, 25)).toMatchObject({ first: 11, last: 20 });
    expect(pageWindow(2, 10, 25)).toMatchObject({ first: 21, last: 25 });
  });
  it('a size of 0 is read as 1, never a division by zero', () => {
    expect(pageWindow(0, 0, 3).pages).toBe(3);
  });
});
