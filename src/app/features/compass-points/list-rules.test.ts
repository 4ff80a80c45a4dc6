import { describe, expect, it } from 'vitest';
import {
  DISPLAY,
  LIST_PAGE_SIZE,
  decodeSort,
  defaultSort,
  encodeSort,
  nextSort,
  opensInViewer,
  readListState,
  selectionCell,
  toggleStatus,
  truncate,
  withSort,
} from './list-rules';

describe("001 §5 sort keys use a suffix: '-' descending, '+' ascending", () => {
  it('encodes and decodes every sortable field', () => {
    for (const field of [
      'designation',
      'contentStatus',
      'name',
      'email',
      'createdDate',
      'deletedByEmail',
      'deletedDate',
    ] as const) {
      expect(decodeSort(encodeSort({ field, dir: 'desc' }))).toEqual({ field, dir: 'desc' });
      expect(decodeSort(encodeSort({ field, dir: 'asc' }))).toEqual({ field, dir: 'asc' });
    }
    expect(encodeSort({ field: 'createdDate', dir: 'desc' })).toBe('createdDate-');
    expect(encodeSort({ field: 'name', dir: 'asc' })).toBe('name+');
  });
  it('refuses unknown fields and missing suffixes', () => {
    expect(decodeSort('password-')).toBeNull();
    expect(decodeSort('name')).toBeNull();
    // An unencoded '+' arrives as a space; it still means ascending.
    expect(decodeSort('name ')).toEqual({ field: 'name', dir: 'asc' });
    expect(decodeSort(null)).toBeNull();
  });
  it('the same column flips, another starts ascending', () => {
    expect(nextSort({ field: 'name', dir: 'asc' }, 'name')).toEqual({ field: 'name', dir: 'desc' });
    expect(nextSort({ field: 'name', dir: 'desc' }, 'email')).toEqual({ field: 'email', dir: 'asc' });
  });
});

describe('001 §9 page size 10; default sort createdDate descending; deactivated default deletedDate descending', () => {
  it('has the defaults', () => {
    expect(LIST_PAGE_SIZE).toBe(10);
    expect(encodeSort(defaultSort('active'))).toBe('createdDate-');
    expect(encodeSort(defaultSort('deactivated'))).toBe('deletedDate-');
  });
  it('reads the URL with safe defaults', () => {
    expect(readListState(new URLSearchParams(''))).toEqual({
      status: 'active',
      sort: { field: 'createdDate', dir: 'desc' },
      page: 0,
    });
    expect(readListState(new URLSearchParams('status=deactivated&page=-3&sort=bogus'))).toEqual({
      status: 'deactivated',
      sort: { field: 'deletedDate', dir: 'desc' },
      page: 0,
    });
    expect(readListState(new URLSearchParams('page=2&sort=name%2B')).sort).toEqual({ field: 'name', dir: 'asc' });
  });
});

describe('001 §2 the status toggle resets sorting and goes to page 0', () => {
  it('resets on toggle', () => {
    const s = { status: 'active' as const, sort: { field: 'name' as const, dir: 'asc' as const }, page: 4 };
    expect(toggleStatus(s, 'deactivated')).toEqual({
      status: 'deactivated',
      sort: { field: 'deletedDate', dir: 'desc' },
      page: 0,
    });
    expect(toggleStatus({ ...s, status: 'deactivated' }, 'active')).toEqual({
      status: 'active',
      sort: { field: 'createdDate', dir: 'desc' },
      page: 0,
    });
  });
  it('a new sort goes back to page 0 too', () => {
    expect(withSort({ status: 'active', sort: defaultSort('active'), page: 3 }, 'name').page).toBe(0);
  });
});

describe('001 §5 display truncation: selection text 50 (tooltip up to 1000); name 25 plus ellipsis', () => {
  it('cuts the selection text and its tooltip', () => {
    const long = 'y'.repeat(1200);
    const cell = selectionCell(long);
    expect(cell.text).toBe(`${'y'.repeat(50)}…`);
    expect(cell.tooltip).toBe(`${'y'.repeat(1000)}…`);
    expect(selectionCell('short')).toEqual({ text: 'short', tooltip: 'short' });
  });
  it('cuts names at 25', () => {
    expect(truncate('n'.repeat(26), DISPLAY.name)).toBe(`${'n'.repeat(25)}…`);
    expect(truncate('n'.repeat(25), DISPLAY.name)).toBe('n'.repeat(25));
  });
});

describe('001 §2, §6 admin list: the document opens in a viewer dialog only for the ADMIN authority', () => {
  it('opens in the viewer for COMPASS_USER_ADMIN', () => {
    expect(opensInViewer(['COMPASS_USER_ADMIN', 'COMPASS_POINT_ADMIN', 'COMPASS_USER'])).toBe(true);
  });
  it('goes to the document screen for a compass-point administrator without it', () => {
    expect(opensInViewer(['COMPASS_POINT_ADMIN', 'COMPASS_USER'])).toBe(false);
    expect(opensInViewer([])).toBe(false);
  });
});
