import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';

/**
 * TanStack Query persisted to IndexedDB (src/README.md §5): home tabs, favorites, the session and
 * the document calls a screen needs offline render from here when the network is down.
 */
export const QUERY_DB_NAME = 'bearing-query-cache';
const store = createStore(QUERY_DB_NAME, 'queries');

/** A week on site without a network is realistic; the query client's gcTime must be at least this. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Query key roots worth keeping offline; the rest (search results, compare jobs) go to the network. */
const PERSISTED_ROOTS = new Set(['session', 'home', 'favorites', 'document', 'notes', 'compass-points']);

/** Bulky or per-visit queries that are not kept (HTML lives in the offline documents store). */
const NOT_PERSISTED = new Set(['html', 'citation', 'citation-types', 'elearning']);

export function shouldPersistQuery(query: { queryKey: Query['queryKey']; state: { status: string } }): boolean {
  const [root, part] = query.queryKey as unknown[];
  return query.state.status === 'success' && PERSISTED_ROOTS.has(String(root)) && !NOT_PERSISTED.has(String(part));
}

/*
 * Set when sign-out starts, for the rest of the page's life (sign-out ends by leaving the page).
 * Screens still mounted refetch after the cache is cleared, and the persister writes up to a
 * second late: without this, queries could be written back after the wipe.
 */
let persistenceStopped = false;

/** Sign-out: nothing more is written to the persisted cache from this page. */
export function stopPersistingQueries(): void {
  persistenceStopped = true;
}

const storage = {
  getItem: (key: string) => get<string>(key, store).then((v) => v ?? null),
  setItem: (key: string, value: string) => (persistenceStopped ? Promise.resolve() : set(key, value, store)),
  removeItem: (key: string) => del(key, store),
};
const PERSIST_KEY = 'bearing-queries';

/** Saves at most once a second: a screen's start changes dozens of queries within a few ms. */
export const queryPersister = createAsyncStoragePersister({ storage, key: PERSIST_KEY, throttleTime: 1000 });

/**
 * Saves at once, for a page being hidden: a throttled save lands up to two seconds late, and a
 * phone may end a backgrounded app before it does, so the next offline start would lack what
 * the user just saw.
 */
export const queryPersisterNow = createAsyncStoragePersister({ storage, key: PERSIST_KEY, throttleTime: 0 });

/**
 * The buster: a cache from another build (its reply shapes may differ) is thrown away instead
 * of restored. The entry chunk's hashed file name names the build. The user is not part of it:
 * a page's buster is fixed when it loads, before sign-in names the user; another user's cache
 * is wiped when that user signs in instead (lib/offline-user, and sign-out wipes it anyway).
 */
export function persistBuster(): string {
  return typeof document === 'undefined'
    ? ''
    : (document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '');
}

/** Deletes the persisted cache (sign-out). */
export async function removePersistedQueries(): Promise<void> {
  await queryPersister.removeClient();
}
