import { useMutation, useQueryClient, type QueryKey, type QueryMeta } from '@tanstack/react-query';
import { submitChange } from './app-queue';
import type { NewChange } from './types';

/** A change as a mutation describes it; the queue adds its owner and idempotency key. */
export type ChangeInput = Omit<NewChange, 'owner' | 'id'>;

/**
 * A mutation sent through the offline queue: sent now when online, kept and sent later with the
 * same idempotency key when not. It runs in every network mode because the queue decides what to
 * do offline and a paused mutation would never reach it. Once settled, `refresh` is invalidated
 * key by key, in order.
 */
export function useQueuedMutation<A>(toChange: (a: A) => ChangeInput, refresh: QueryKey[], meta?: QueryMeta) {
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (a: A) => submitChange(toChange(a)),
    ...(meta ? { meta } : {}),
    onSettled: async () => {
      for (const queryKey of refresh) await qc.invalidateQueries({ queryKey });
    },
  });
}
