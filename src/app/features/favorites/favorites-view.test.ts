import { describe, expect, it } from 'vitest';
import { favoritesPaging, favoritesSort, readFavoritesParams } from './favorites-view';

describe('001 §5 favorites list sort is document.documentTitle ascending or descending', () => {
  it('maps directions', () => {
    expect(favoritesSort('asc')).toBe('document.documentTitle,asc');
    expect(favoritesSort('desc')).toBe('document.documentTitle,desc');
  });
  it('reads the URL with safe defaults', () => {
    expect(readFavoritesParams(new URLSearchParams('page=2&sort=desc'))).toEqual({ page: 2, dir: 'desc' });
    expect(readFavoritesParams(new URLSearchParams('page=-1&sort=x'))).toEqual({ page: 0, dir: 'asc' });
  });
});

describe('000 §2.1 favorites page is paged', () => {
  it('computes previous/next', () => {
    expect(favoritesPaging(0, 10, 25)).toEqual({ pages: 3, hasPrevious: false, hasNext: true });
    expect(favoritesPaging(2, 10, 25)).toEqual({ pages: 3, hasPrevious: true, hasNext: false });
    expect(favoritesPaging(0, 10, 0)).toEqual({ pages: 1, hasPrevious: false, hasNext: false });
  });
});
