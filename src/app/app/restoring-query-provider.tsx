import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { saveWhenHidden } from '../lib/save-when-hidden';

/**
 * The query cache restored from IndexedDB before screens read it (src/README.md §5), like
 * TanStack's PersistQueryClientProvider, with one difference that matters on phones: the end of
 * the restore is a transition. While restoring, the signed-in screens render nothing; when the
 * restore ends they all mount at once with their saved data. As an ordinary update that mount is
 * one long task that blocks a phone's main thread; as a transition React renders it in slices that yield to the
 * browser every few milliseconds. It also saves at once, past the throttle, when the
 * page is hidden (`persisterWhenHidden`).
 */
export function RestoringQueryClientProvider({
  client,
  persistOptions,
  persisterWhenHidden,
  onRestored,
  children,
}: {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  /** An unthrottled persister to the same storage, used when the page is hidden. */
  persisterWhenHidden?: Persister;
  /** Runs once the restore has ended, whether or not anything was restored, before screens mount. */
  onRestored?: () => void;
  children: ReactNode;
}) {
  const [isRestoring, setIsRestoring] = useState(true);
  const options = useRef({ persistOptions, persisterWhenHidden, onRestored });
  const started = useRef(false);

  useEffect(() => {
    const opts = { ...options.current.persistOptions, queryClient: client };
    if (!started.current) {
      started.current = true;
      // A failed restore (storage unavailable, a corrupt entry) leaves an empty cache: the screens fetch.
      void persistQueryClientRestore(opts)
        .then(
          () => options.current.onRestored?.(),
          () => undefined,
        )
        .finally(() => startTransition(() => setIsRestoring(false)));
    }
    // Saving starts only after the restore, so an empty cache never overwrites what was saved.
    if (isRestoring) return undefined;
    const unsubscribe = persistQueryClientSubscribe(opts);
    const whenHidden = options.current.persisterWhenHidden;
    const stopSavingWhenHidden = whenHidden
      ? saveWhenHidden(() => void persistQueryClientSave({ ...opts, persister: whenHidden }).catch(() => undefined))
      : () => {};
    return () => {
      unsubscribe();
      stopSavingWhenHidden();
    };
  }, [client, isRestoring]);

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
