import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** The queries a time is worth giving for: what the screen shows, not the session behind the chrome. */
export function refreshedAtOf(
  queries: readonly {
    queryKey: readonly unknown[];
    state: { data: unknown; dataUpdatedAt: number };
    getObserversCount(): number;
  }[],
): number | null {
  let oldest = Infinity;
  for (const q of queries) {
    if (q.queryKey[0] === 'session' || q.getObserversCount() === 0 || q.state.data === undefined || q.state.dataUpdatedAt <= 0)
      continue;
    oldest = Math.min(oldest, q.state.dataUpdatedAt);
  }
  return oldest === Infinity ? null : oldest;
}

/**
 * When the oldest data on screen was last fetched (ms since the epoch), or null when nothing on
 * screen came from the network: offline, what a user reads is marked with its age.
 */
export function useShownDataRefreshedAt(): number | null {
  const cache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => refreshedAtOf(cache.getAll()),
    () => null,
  );
}
