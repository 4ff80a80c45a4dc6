import { useQuery } from '@tanstack/react-query';
import { FAVORITES_PATH, favoritesReply, type FavoritesQuery } from '../../../../api/user-documents';
import { listPageQuery } from '../../../lib/query-definitions';
import { http } from '../../../lib/http';
import { favoritesKeys } from './keys';

/** GET api/content-favorites?page&size&sort: the favorites page (000 §2.1, 001 §5 sort). */
export function getFavorites(q: FavoritesQuery, signal?: AbortSignal) {
  return http.get(FAVORITES_PATH, favoritesReply, { query: q, signal });
}

export const favoritesQueryOptions = listPageQuery(
  (q: FavoritesQuery) => favoritesKeys.page(q.page, q.size, q.sort),
  getFavorites,
);

export const useFavorites = (q: FavoritesQuery) => useQuery(favoritesQueryOptions(q));
