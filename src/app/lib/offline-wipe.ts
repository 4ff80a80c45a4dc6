import { clearOfflineDocumentDatabases } from './offline-documents/databases';
import { appQueueState } from './offline-queue/app-queue-state';
import { clearLastChoices } from './offline-queue/last-choices';
import { clearStoredChanges } from './offline-queue/storage';
import { forgetKeptSession } from './kept-session';
import { forgetUser } from './offline-session';
import { removePersistedQueries } from './query-persist';

/** Same prefix as sw/policy.ts USER_CACHE_PREFIX (the app may not import sw/). */
export const USER_CACHE_PREFIX = 'bearing-user-';

/**
 * Sign-out (src/README.md §5): the next user of the device sees none of this user's data —
 * persisted queries, offline documents, queued changes and acknowledged choices, Cache Storage with user data, the sign-in
 * kept for the next launch, and the remembered user. Each part is wiped even if another fails.
 */
export async function wipeOfflineUserData(): Promise<void> {
  const caching =
    typeof caches === 'undefined'
      ? Promise.resolve()
      : caches
          .keys()
          .then((names) => Promise.all(names.filter((n) => n.startsWith(USER_CACHE_PREFIX)).map((n) => caches.delete(n))));
  // Cleared straight in IndexedDB: the queue's and the store's code load on demand (
  // budget), and a wipe must not depend on a chunk loading.
  await Promise.allSettled([
    clearStoredChanges().then(() => {
      appQueueState.changes = [];
    }),
    removePersistedQueries(),
    clearOfflineDocumentDatabases(),
    caching,
    forgetKeptSession(),
    clearLastChoices(),
  ]);
  forgetUser();
}
