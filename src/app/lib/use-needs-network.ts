import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * True while some query on screen waits for the network with nothing saved to show: the
 * screen needs the network, and the offline bar says so instead of leaving a spinner.
 */
export function useNeedsNetwork(): boolean {
  const cache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => cache.findAll({ fetchStatus: 'paused' }).some((q) => q.state.data === undefined && q.getObserversCount() > 0),
    () => false,
  );
}
