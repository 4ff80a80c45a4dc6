import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { queryClient } from '../lib/query-client';
import { PERSIST_MAX_AGE_MS, persistBuster, queryPersister, queryPersisterNow, shouldPersistQuery } from '../lib/query-persist';
import { RestoringQueryClientProvider } from './restoring-query-provider';

// src/README.md §5: the query cache is persisted to IndexedDB, so screens render offline.
const persistOptions = {
  persister: queryPersister,
  maxAge: PERSIST_MAX_AGE_MS,
  buster: persistBuster(),
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
};

/**
 * Restored data shows at once, but it is as old as the last visit: online, mark it stale so what is
 * on screen refetches in the background (a reload after opening a document shows it as recent).
 */
function refreshRestored() {
  if (navigator.onLine) void queryClient.invalidateQueries();
}

/** App-wide providers: translations and the query cache. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <RestoringQueryClientProvider
        client={queryClient}
        persistOptions={persistOptions}
        persisterWhenHidden={queryPersisterNow}
        onRestored={refreshRestored}
      >
        {children}
      </RestoringQueryClientProvider>
    </I18nextProvider>
  );
}
