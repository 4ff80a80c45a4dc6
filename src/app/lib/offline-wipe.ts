import { forgetUser } from './offline-session';
import { removePersistedQueries } from './query-persist';

/** Same prefix as sw/policy.ts USER_CACHE_PREFIX (the app may not import sw/). */
export const USER_CACHE_PREFIX = 'bearing-user-';

/**
 * Sign-out (ARCHITECTURE §5): the next user of the device sees none of this user's data —
 * persisted queries, offline documents, queued changes, Cache Storage with user data, and the
 * remembered user. Each part is wiped even if another fails.
 */
export async function wipeOfflineUserData(): Promise<void> {
  const caching = typeof caches === 'undefined'
    ? Promise.resolve()
    : caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith(USER_CACHE_PREFIX)).map((n) => caches.delete(n))));
  // The queue and the store load on demand (issue 7 budget); a part that fails to load or clear
  // leaves the others to be wiped.
  await Promise.allSettled([
    import('./offline-queue/app-queue').then((m) => m.appQueue.clear()),
    removePersistedQueries(),
    import('./offline-documents/store').then((m) => m.clearOfflineDocuments()),
    caching,
  ]);
  forgetUser();
}
