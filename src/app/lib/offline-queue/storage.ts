import { clear, createStore, del, keys, set, values } from 'idb-keyval';
import type { QueueStorage, QueuedChange } from './types';

/** IndexedDB database of the queue; sign-out deletes it with the other user data. */
export const QUEUE_DB_NAME = 'bearing-queue';

/** Whether this device holds queued changes (any user's): the start loads the queue only then. */
export async function hasQueuedChanges(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  return (await keys(createStore(QUEUE_DB_NAME, 'changes')).catch(() => [])).length > 0;
}

/** Forgets every stored change (sign-out), without loading the queue. */
export function clearStoredChanges(): Promise<void> {
  return clear(createStore(QUEUE_DB_NAME, 'changes'));
}

/** The queue's changes in IndexedDB, one record per change, so a reload or crash loses none. */
export function idbQueueStorage(): QueueStorage {
  const store = createStore(QUEUE_DB_NAME, 'changes');
  return {
    all: () => values<QueuedChange>(store),
    put: (change) => set(change.id, change, store),
    delete: (id) => del(id, store),
    clear: () => clear(store),
  };
}

/** An in-memory storage (tests, or a browser where IndexedDB is blocked). */
export function memoryQueueStorage(initial: QueuedChange[] = []): QueueStorage & { map: Map<string, QueuedChange> } {
  const map = new Map(initial.map((c) => [c.id, structuredClone(c)]));
  return {
    map,
    all: async () => [...map.values()].map((c) => structuredClone(c)),
    put: async (change) => {
      map.set(change.id, structuredClone(change));
    },
    delete: async (id) => {
      map.delete(id);
    },
    clear: async () => {
      map.clear();
    },
  };
}
