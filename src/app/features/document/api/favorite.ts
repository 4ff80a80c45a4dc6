import { FAVORITES_PATH, favoritePath } from '../../../../api/user-documents';
import { useQueuedMutation } from '../../../lib/offline-queue/use-queued-mutation';
import { documentKeys } from './keys';

/** What a queued favorite change is about, so the star can show it as pending. */
export const favoriteTarget = (contentId: number) => `favorite:${contentId}`;

/**
 * Adds or removes the favorite through the offline queue (sent now when online, kept and sent
 * later when not, with an idempotency key), then refreshes the metadata and favorites lists.
 */
export function useFavoriteMutation(contentCode: string, contentId: number, designation = contentCode) {
  // Favorites page and home favorites live in other features; they refresh by their key roots.
  const refresh = [documentKeys.metadata(contentCode), ['favorites'], ['home']];
  return useQueuedMutation(
    (a: { kind: 'add'; contentId: number } | { kind: 'remove'; id: number }) => ({
      kind: 'favorite',
      target: favoriteTarget(contentId),
      request:
        a.kind === 'add'
          ? { method: 'POST', url: FAVORITES_PATH, body: { content: { contentId: a.contentId } } }
          : { method: 'DELETE', url: favoritePath(a.id) },
      label: {
        key: a.kind === 'add' ? 'offline.change.favoriteAdd' : 'offline.change.favoriteRemove',
        params: { designation },
      },
      invalidate: refresh.map((key) => [...key]),
    }),
    refresh,
  );
}
