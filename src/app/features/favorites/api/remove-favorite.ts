import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { favoritePath } from '../../../../api/user-documents';
import { http } from '../../../lib/http';
import { submitChange } from '../../../lib/offline-queue/app-queue';
import { favoritesKeys } from './keys';

/** DELETE api/content-favorites/{id} (001 §7). */
export function removeFavorite(id: number) {
  return http.delete(favoritePath(id), z.unknown());
}

/** Removes a favorite from the list; the page and the documents' metadata refresh. */
export function useRemoveFavorite() {
  const qc = useQueryClient();
  return useMutation({
    // Through the offline queue: sent now, or kept and sent later with an idempotency key.
    networkMode: 'always',
    mutationFn: (id: number) =>
      submitChange({
        kind: 'favorite',
        request: { method: 'DELETE', url: favoritePath(id) },
        label: { key: 'offline.change.favoriteRemove', params: { designation: `#${id}` } },
        invalidate: [[...favoritesKeys.all], ['document', 'metadata'], ['home']],
      }),
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: favoritesKeys.all });
      await qc.invalidateQueries({ queryKey: ['document', 'metadata'] });
      await qc.invalidateQueries({ queryKey: ['home'] });
    },
  });
}
