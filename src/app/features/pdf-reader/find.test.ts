import { describe, expect, it } from 'vitest';
import { findInDocument, findInPage, firstMatchFrom, foldQuery, stepMatch } from './find';

describe('Find matches text regardless of case, accents and spacing', () => {
  it('folds case, accents and runs of whitespace in the query', () => {
    expect(foldQuery('  Résumé   Of\tSteel ')).toBe('resume of steel');
  });
  it('finds every occurrence in an item, case-insensitively', () => {
    const m = findInPage([{ str: 'Steel and steel and STEEL' }], 'steel', 3);
    expect(m.map((x) => x.segments)).toEqual([
      [{ item: 0, from: 0, to: 5 }],
      [{ item: 0, from: 10, to: 15 }],
      [{ item: 0, from: 20, to: 25 }],
    ]);
    expect(m.every((x) => x.page === 3)).toBe(true);
  });
  it('matches across text items and line ends', () => {
    const items = [{ str: 'tensile', hasEOL: true }, { str: 'strength  of bolts' }];
    const m = findInPage(items, 'Tensile strength of', 1);
    expect(m).toHaveLength(1);
    expect(m[0].segments).toEqual([
      { item: 0, from: 0, to: 7 },
      { item: 1, from: 0, to: 12 },
    ]);
  });
  it('matches accented text with a plain query', () => {
    const m = findInPage([{ str: 'la Société' }], 'societe', 1);
    expect(m[0].segments).toEqual([{ item: 0, from: 3, to: 10 }]);
  });
  it('finds nothing for an empty query', () => {
    expect(findInPage([{ str: 'abc' }], '   ', 1)).toEqual([]);
  });
});

describe('Find searches every page and steps through the matches', () => {
  const pages = [[{ str: 'Scope' }], [{ str: 'no hit' }], [{ str: 'scope and scope' }]];
  it('counts matches over all pages in reading order', () => {
    const m = findInDocument(pages, 'scope');
    expect(m.map((x) => x.page)).toEqual([1, 3, 3]);
  });
  it('starts at the first match on or after the current page, wrapping', () => {
    const m = findInDocument(pages, 'scope');
    expect(firstMatchFrom(m, 2)).toBe(1);
    expect(firstMatchFrom(m, 50)).toBe(0);
    expect(firstMatchFrom([], 1)).toBe(-1);
  });
  it('next and previous wrap around', () => {
    expect(stepMatch(2, 3, 1)).toBe(0);
    expect(stepMatch(0, 3, -1)).toBe(2);
    expect(stepMatch(-1, 3, -1)).toBe(2);
    expect(stepMatch(0, 0, 1)).toBe(-1);
  });
});
