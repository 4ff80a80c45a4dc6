import { describe, expect, it } from 'vitest';
import { buildSearchQuery, parseSearchParams, searchModeFromPath, semanticRedirect, switchModeUrl } from './search-url';
import { isSelected, parseCategories, toggleRefinement, visibleSelected } from './categories';

describe('000 §2.3 search routes: one screen for three paths', () => {
  it('recognises the paths with or without a trailing slash', () => {
    expect(searchModeFromPath('/content-search/')).toBe('content');
    expect(searchModeFromPath('/mysubscription-search')).toBe('subscription');
    expect(searchModeFromPath('/semantic-search/')).toBe('semantic');
    expect(searchModeFromPath('/home')).toBeNull();
  });
});

describe('000 §2.3 query parameters content, stype, page, sortcounts, sort, categories, publisherid', () => {
  it('parses every parameter', () => {
    const cats = JSON.stringify([{ k: 'NWP', n: 'Northwind', r: 1, pn: null, pk: null }]);
    const p = parseSearchParams(
      new URLSearchParams({
        content: 'D1234',
        stype: 'D',
        page: '2',
        sortcounts: '50',
        sort: 'designationNo,desc',
        categories: cats,
        publisherid: 'NWP',
      }),
    );
    expect(p).toEqual({
      content: 'D1234',
      stype: 'D',
      page: 2,
      sortcounts: 50,
      sort: 'designationNo,desc',
      categories: [{ k: 'NWP', n: 'Northwind', r: 1, pn: null, pk: null }],
      publisherid: 'NWP',
    });
  });
  it('falls back to defaults for bad values', () => {
    const p = parseSearchParams(
      new URLSearchParams({ stype: 'X', page: '-3', sortcounts: '30', sort: 'title;drop', categories: '{bad json' }),
    );
    expect(p).toEqual({
      content: '',
      stype: 'A',
      page: 0,
      sortcounts: 25,
      sort: 'BEST_MATCH',
      categories: [],
      publisherid: null,
    });
  });
  it('round-trips through the query string', () => {
    const p = {
      content: 'steel beam',
      stype: 'K' as const,
      page: 3,
      sortcounts: 75,
      sort: 'designationNo,asc' as const,
      categories: [{ k: 'x', r: 6, n: 'Guide' }],
      publisherid: null,
    };
    expect(parseSearchParams(new URLSearchParams(buildSearchQuery(p)))).toEqual({
      ...p,
      categories: [{ k: 'x', r: 6, n: 'Guide' }],
    });
    expect(buildSearchQuery({ content: 'a' })).toBe('content=a&stype=A');
  });
});

describe('000 §2.3 switching the radio keeps the query string', () => {
  it('swaps only the path', () => {
    expect(switchModeUrl('subscription', '?content=D1234&stype=D&page=2')).toBe(
      '/mysubscription-search/?content=D1234&stype=D&page=2',
    );
    expect(switchModeUrl('content', 'content=x')).toBe('/content-search/?content=x');
    expect(switchModeUrl('content', '')).toBe('/content-search/');
  });
});

describe('000 §2.3 semantic search without the flag redirects to content search with stype A', () => {
  it('redirects keeping the term', () => {
    expect(semanticRedirect(false, new URLSearchParams('content=fire%20safety&page=1'))).toBe(
      '/content-search/?content=fire+safety&stype=A',
    );
    expect(semanticRedirect(true, new URLSearchParams('content=x'))).toBeNull();
  });
});

describe('000 §2.3 categories: a JSON list of refinements', () => {
  it('toggles a node on and off', () => {
    const node = { k: '91.080', r: 0, n: 'Structures' };
    const on = toggleRefinement([], node);
    expect(isSelected(on, node)).toBe(true);
    expect(toggleRefinement(on, node)).toEqual([]);
  });
  it('reads only a valid list', () => {
    expect(parseCategories('[{"k":"a","r":1}]')).toEqual([{ k: 'a', r: 1 }]);
    expect(parseCategories('[{"k":"a","r":99}]')).toEqual([]);
    expect(parseCategories(null)).toEqual([]);
  });
});

describe("000 §4 selected refinements show 2 until 'see more'", () => {
  it('shows two and counts the rest', () => {
    expect(visibleSelected([1, 2, 3, 4], false)).toEqual({ shown: [1, 2], hidden: 2 });
    expect(visibleSelected([1, 2, 3, 4], true)).toEqual({ shown: [1, 2, 3, 4], hidden: 0 });
    expect(visibleSelected([1, 2], false)).toEqual({ shown: [1, 2], hidden: 0 });
  });
});
