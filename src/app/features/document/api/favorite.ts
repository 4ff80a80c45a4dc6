import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { FAVORITES_PATH, favoritePath } from '../../../../api/user-documents';
import { http } from '../../../lib/http';
import { documentKeys } from './keys';

// The add reply's shape is not needed here: the metadata refetch carries the new contentFavorite.
const anyReply = z.unknown();

/** POST api/content-favorites { content: { contentId } } (001 §7). */
export function addFavorite(contentId: number) {
  return http.post(FAVORITES_PATH, anyReply, { body: { content: { contentId } } });
}

/** DELETE api/content-favorites/{id} (001 §7). */
export function removeFavorite(id: number) {
  return http.delete(favoritePath(id), anyReply);
}

/** Adds or removes the favorite, then refreshes the metadata (its contentFavorite) and favorites lists. */
export function useFavoriteMutation(contentCode: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { kind: 'add'; contentId: number } | { kind: 'remove'; id: number }) =>
      a.kind === 'add' ? addFavorite(a.contentId) : removeFavorite(a.id),
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: documentKeys.metadata(contentCode) });
      // Favorites page and home favorites live in other features; invalidate by their key roots.
      await qc.invalidateQueries({ queryKey: ['favorites'] });
      await qc.invalidateQueries({ queryKey: ['home'] });
    },
  });
}
