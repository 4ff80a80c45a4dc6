import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The query cache restored from IndexedDB before screens read it (ARCHITECTURE §5), like
 * TanStack's PersistQueryClientProvider, with one difference that matters on phones: the end of
 * the restore is a transition. While restoring, the signed-in screens render nothing; when the
 * restore ends they all mount at once with their saved data. As an ordinary update that mount is
 * one long task that blocks the main thread (Lighthouse counted ~0.5 s of blocking time on the
 * home page under 4× CPU throttling); as a transition React renders it in slices that yield to the
 * browser every few milliseconds (issue 7).
 */
export function RestoringQueryClientProvider({ client, persistOptions, onRestored, children }: {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  /** Runs once the restore has ended, whether or not anything was restored, before screens mount. */
  onRestored?: () => void;
  children: ReactNode;
}) {
  const [isRestoring, setIsRestoring] = useState(true);
  const options = useRef({ persistOptions, onRestored });
  const started = useRef(false);

  useEffect(() => {
    const opts = { ...options.current.persistOptions, queryClient: client };
    if (!started.current) {
      started.current = true;
      // A failed restore (storage unavailable, a corrupt entry) leaves an empty cache: the screens fetch.
      void persistQueryClientRestore(opts)
        .then(() => options.current.onRestored?.(), () => undefined)
        .finally(() => startTransition(() => setIsRestoring(false)));
    }
    // Saving starts only after the restore, so an empty cache never overwrites what was saved.
    return isRestoring ? undefined : persistQueryClientSubscribe(opts);
  }, [client, isRestoring]);

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
