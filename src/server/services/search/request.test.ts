import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http-error';
import { toKeywords, toRefinements, toSort } from './request';

describe('sort: BEST_MATCH means relevance, anything else OVERRIDE_SORT (000 §5)', () => {
  it('ignores the sort parameter under BEST_MATCH', () => {
    expect(toSort('BEST_MATCH', 'designationNo,desc')).toBe('BEST_MATCH');
  });
  it('sorts A–Z by default and Z–A for a descending sort', () => {
    expect(toSort('OVERRIDE_SORT', undefined)).toBe('ALPHA_ASC');
    expect(toSort('OVERRIDE_SORT', 'designationNo,asc')).toBe('ALPHA_ASC');
    expect(toSort('OVERRIDE_SORT', 'designationNo,desc')).toBe('ALPHA_DESC');
  });
});

describe('refinement numbering of 000 §3', () => {
  it('groups keys per tree: keys of a tree are ORed, trees ANDed', () => {
    expect(
      toRefinements([
        { k: '77', r: 0 },
        { k: 'KES', r: 1 },
        { k: '21', r: 0 },
        { k: 'Standard', r: 6 },
        { k: 'x', r: 7 },
      ]),
    ).toEqual([
      { tree: 'ics', keys: ['77', '21'] },
      { tree: 'publisher', keys: ['KES'] },
      { tree: 'documentType', keys: ['Standard'] },
      { tree: 'committee', keys: ['x'] },
    ]);
  });
  it('other content (2) and category (3) are the same tree', () => {
    expect(
      toRefinements([
        { k: 'metals', r: 2 },
        { k: 'energy', r: 3 },
      ]),
    ).toEqual([{ tree: 'category', keys: ['metals', 'energy'] }]);
  });
});

describe('search text: minimum 2 characters after trimming; my-subscription allows empty as * (000 §5)', () => {
  const bad = (raw: string) => {
    try {
      toKeywords(raw, { allowEmpty: false, objectName: 'searchRequest' });
    } catch (e) {
      return e instanceof HttpError && e.statusCode === 400 && e.opts.fieldErrors?.[0].field === 'keywords';
    }
    return false;
  };
  it('rejects empty and one-character text where a term is required', () => {
    expect(bad('')).toBe(true);
    expect(bad('  a  ')).toBe(true);
  });
  it('trims and keeps two characters or more; * stays *', () => {
    expect(toKeywords('  ab ', { allowEmpty: false, objectName: 'x' })).toBe('ab');
    expect(toKeywords('*', { allowEmpty: false, objectName: 'x' })).toBe('*');
  });
  it('sends * for an empty my-subscription term', () => {
    expect(toKeywords('   ', { allowEmpty: true, objectName: 'x' })).toBe('*');
  });
});
