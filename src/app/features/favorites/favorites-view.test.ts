import { describe, expect, it } from 'vitest';
import { favoritesSort, readFavoritesParams } from './favorites-view';

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
