import { FAVORITES_SORT } from '../../../api/user-documents';

/** 001 §5: the favorites list sorts by document.documentTitle, ascending or descending. */
export type FavoritesSortDir = 'asc' | 'desc';

/** The sort value sent for a direction. */
export function favoritesSort(dir: FavoritesSortDir): (typeof FAVORITES_SORT)[keyof typeof FAVORITES_SORT] {
  return dir === 'asc' ? FAVORITES_SORT.titleAsc : FAVORITES_SORT.titleDesc;
}

/** Reads page and direction from the URL, falling back to page 0 ascending. */
export function readFavoritesParams(params: URLSearchParams): { page: number; dir: FavoritesSortDir } {
  const p = Number(params.get('page'));
  return { page: Number.isInteger(p) && p > 0 ? p : 0, dir: params.get('sort') === 'desc' ? 'desc' : 'asc' };
}
