import { describe, expect, it } from 'vitest';
import {
  COMPASS_POINT_SORT_FIELDS,
  auditQuery,
  compassPointCreateBody,
  decodeSortKey,
  defaultSortFor,
  encodeSortKey,
  myPageQuery,
} from './compass-points';

/* The contract's own rules: sort keys with the '-' / '+' suffix (001 §5), defaults (001 §9), field limits. */

describe('sort keys use a suffix: - descending, + ascending (001 §5)', () => {
  it('encodes and decodes every sortable field both ways', () => {
    for (const field of COMPASS_POINT_SORT_FIELDS) {
      for (const direction of ['asc', 'desc'] as const) {
        const key = encodeSortKey({ field, direction });
        expect(key).toBe(`${field}${direction === 'desc' ? '-' : '+'}`);
        expect(decodeSortKey(key, COMPASS_POINT_SORT_FIELDS)).toEqual({ field, direction });
      }
    }
  });
  it('reads an unencoded + (a space after URL decoding) as ascending; refuses unknown fields and missing suffixes', () => {
    expect(decodeSortKey('name ', COMPASS_POINT_SORT_FIELDS)).toEqual({ field: 'name', direction: 'asc' });
    expect(decodeSortKey('title-', COMPASS_POINT_SORT_FIELDS)).toBeNull();
    expect(decodeSortKey('name', COMPASS_POINT_SORT_FIELDS)).toBeNull();
    expect(decodeSortKey('name--', COMPASS_POINT_SORT_FIELDS)).toBeNull();
    expect(myPageQuery.safeParse({ sort: 'createdDate*' }).success).toBe(false);
  });
});

describe('list and history defaults (001 §9)', () => {
  it('active lists sort by createdDate descending, deactivated by deletedDate descending; page size 10', () => {
    expect(defaultSortFor('Active')).toBe('createdDate-');
    expect(defaultSortFor('Deactivated')).toBe('deletedDate-');
    expect(myPageQuery.parse({})).toMatchObject({ status: 'Active', pageIndex: 0, pageSize: 10 });
  });
  it('change history pages are 10, 25, 50 or 100, newest first by default', () => {
    expect(auditQuery.parse({})).toEqual({ pageSize: 10, pageIndex: 0, sort: 'createdDate-' });
    for (const n of [10, 25, 50, 100]) expect(auditQuery.safeParse({ pageSize: String(n) }).success).toBe(true);
    expect(auditQuery.safeParse({ pageSize: '20' }).success).toBe(false);
    expect(auditQuery.safeParse({ sort: 'name+' }).success).toBe(false);
  });
});

describe('field limits (001 §5: name 255, description 1300, overlay details 500)', () => {
  const base = {
    contentID: 1,
    selectionData: { rects: [{ pageNumber: 1, x: 0, y: 0, width: 1, height: 1 }] },
    selectionMetadata: { pageNumber: 1, selectionText: 'x', annotationID: 'a' },
  };
  it('accepts each field at its limit and refuses one character more', () => {
    expect(
      compassPointCreateBody.safeParse({
        ...base,
        name: 'n'.repeat(255),
        description: 'd'.repeat(1300),
        overlayDetails: 'o'.repeat(500),
      }).success,
    ).toBe(true);
    expect(compassPointCreateBody.safeParse({ ...base, name: 'n'.repeat(256) }).success).toBe(false);
    expect(compassPointCreateBody.safeParse({ ...base, name: 'n', description: 'd'.repeat(1301) }).success).toBe(false);
    expect(compassPointCreateBody.safeParse({ ...base, name: 'n', overlayDetails: 'o'.repeat(501) }).success).toBe(false);
  });
  it('needs a selection with at least one rect and a non-blank selected text', () => {
    expect(compassPointCreateBody.safeParse({ ...base, name: 'n', selectionData: { rects: [] } }).success).toBe(false);
    expect(
      compassPointCreateBody.safeParse({
        ...base,
        name: 'n',
        selectionMetadata: { ...base.selectionMetadata, selectionText: '   ' },
      }).success,
    ).toBe(false);
  });
});
