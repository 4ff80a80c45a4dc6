import { describe, expect, it } from 'vitest';
import { nextCollectionParams, publisherName, readCollectionParams } from './collection-view';

describe('Publisher: the part of the stored value before a vertical bar (002 §2)', () => {
  it('cuts at the first bar and keeps a value without one', () => {
    expect(publisherName('Meridian Standards Association|MSA')).toBe('Meridian Standards Association');
    expect(publisherName('Harbor Materials Institute')).toBe('Harbor Materials Institute');
    expect(publisherName('A | B | C')).toBe('A');
    expect(publisherName('|X')).toBe('');
  });
});

describe('Sort default ALPHA_DESC, may switch to ALPHA_ASC; page sizes 10/20/50/100, default 10 (002 §4, §9)', () => {
  it('reads defaults from an empty URL and ignores unknown values', () => {
    expect(readCollectionParams(new URLSearchParams())).toEqual({ page: 0, size: 10, sort: 'ALPHA_DESC' });
    expect(readCollectionParams(new URLSearchParams('page=-2&size=25&sort=NEWEST'))).toEqual({
      page: 0,
      size: 10,
      sort: 'ALPHA_DESC',
    });
    expect(readCollectionParams(new URLSearchParams('page=3&size=50&sort=ALPHA_ASC'))).toEqual({
      page: 3,
      size: 50,
      sort: 'ALPHA_ASC',
    });
  });
  it('starts again at the first page when the size or the sort changes', () => {
    const now = { page: 2, size: 10, sort: 'ALPHA_DESC' as const };
    expect(nextCollectionParams(now, { sort: 'ALPHA_ASC' })).toEqual({ page: '0', size: '10', sort: 'ALPHA_ASC' });
    expect(nextCollectionParams(now, { size: 100 })).toEqual({ page: '0', size: '100', sort: 'ALPHA_DESC' });
    expect(nextCollectionParams(now, { page: 3 })).toEqual({ page: '3', size: '10', sort: 'ALPHA_DESC' });
  });
});
