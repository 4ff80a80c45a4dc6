import * as z from 'zod/mini';
import { favoritePath } from '../../../../api/user-documents';
import { http } from '../../../lib/http';
import { useQueuedMutation } from '../../../lib/offline-queue/use-queued-mutation';
import { favoritesKeys } from './keys';

/** DELETE api/content-favorites/{id} (001 §7). */
export function removeFavorite(id: number) {
  return http.delete(favoritePath(id), z.unknown());
}

/** Removes a favorite from the list; the page and the documents' metadata refresh. */
export function useRemoveFavorite() {
  const refresh = [favoritesKeys.all, ['document', 'metadata'], ['home']];
  return useQueuedMutation(
    (id: number) => ({
      kind: 'favorite',
      request: { method: 'DELETE', url: favoritePath(id) },
      label: { key: 'offline.change.favoriteRemove', params: { designation: `#${id}` } },
      invalidate: refresh.map((key) => [...key]),
    }),
    refresh,
  );
}
