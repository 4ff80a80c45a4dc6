import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { favoritePath } from '../../../../api/user-documents';
import { http } from '../../../lib/http';
import { favoritesKeys } from './keys';

/** DELETE api/content-favorites/{id} (001 §7). */
export function removeFavorite(id: number) {
  return http.delete(favoritePath(id), z.unknown());
}

/** Removes a favorite from the list; the page and the documents' metadata refresh. */
export function useRemoveFavorite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: favoritesKeys.all });
      await qc.invalidateQueries({ queryKey: ['document', 'metadata'] });
      await qc.invalidateQueries({ queryKey: ['home'] });
    },
  });
}
