import { favoritePath } from '../../../../api/user-documents';
import { useQueuedMutation } from '../../../lib/offline-queue/use-queued-mutation';
import { favoritesKeys } from './keys';

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
