import { useSnapshot } from 'valtio';
import { rememberedUser } from '../offline-session';
import { appQueueState } from './app-queue-state';
import type { QueuedChange } from './types';

/** The signed-in user's queued changes (pending and refused), optionally for one target. */
export function useQueuedChanges(target?: string): readonly QueuedChange[] {
  const snap = useSnapshot(appQueueState);
  const owner = rememberedUser();
  return snap.changes.filter((c) => c.owner === owner && (target === undefined || c.target === target)) as readonly QueuedChange[];
}

/** The newest pending change for `target`, if any: what a screen shows as "pending". */
export function usePendingChange(target: string): QueuedChange | undefined {
  return useQueuedChanges(target).filter((c) => c.state === 'pending').at(-1);
}
