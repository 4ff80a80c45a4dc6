import { clear, createStore, keys } from 'idb-keyval';

/**
 * Where offline documents live: records (small) and files (large) in separate databases, so
 * listing the documents never loads a PDF. Apart from the store (store.ts) so the start can ask
 * whether there are any without loading the store's code (start-up budget).
 */
export const DOCS_DB_NAME = 'bearing-offline-docs';
export const FILES_DB_NAME = 'bearing-offline-files';

/** Whether this device keeps any offline document (any user's). */
export async function hasOfflineDocuments(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  return (await keys(createStore(DOCS_DB_NAME, 'documents')).catch(() => [])).length > 0;
}

/** Forgets every kept document and file (sign-out), without loading the store. */
export async function clearOfflineDocumentDatabases(): Promise<void> {
  await Promise.all([clear(createStore(DOCS_DB_NAME, 'documents')), clear(createStore(FILES_DB_NAME, 'files'))]);
}
