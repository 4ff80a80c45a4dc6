import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { rememberedUser } from '../offline-session';
import { appQueueState } from './app-queue-state';
import {
  changesOver,
  choiceOver,
  lastChoices,
  loadLastChoices,
  type AcknowledgedChange,
  type AcknowledgedChoice,
} from './last-choices';
import type { QueuedChange } from './types';

/** The signed-in user's queued changes (pending and refused), optionally for one target. */
export function useQueuedChanges(target?: string): readonly QueuedChange[] {
  const snap = useSnapshot(appQueueState);
  const owner = rememberedUser();
  return snap.changes.filter(
    (c) => c.owner === owner && (target === undefined || c.target === target),
  ) as readonly QueuedChange[];
}

/** The newest pending change for `target`, if any: what a screen shows as "pending". */
export function usePendingChange(target: string): QueuedChange | undefined {
  return useQueuedChanges(target)
    .filter((c) => c.state === 'pending')
    .at(-1);
}

/**
 * The user's last choice on `target` that the screen must show over its data (received at
 * `dataAt`): the change still waiting, else the acknowledged one when newer than the data.
 * Undefined when the data is the truth.
 */
export function useLastChoice(
  target: string,
  dataAt: number,
): { method: string; pending: boolean; id: number | null } | undefined {
  const pending = usePendingChange(target);
  const acknowledged = useSnapshot(lastChoices).byTarget as Record<string, AcknowledgedChoice>;
  useEffect(() => {
    void loadLastChoices();
  }, []);
  if (pending) return { method: pending.request.method, pending: true, id: null };
  const c = choiceOver(acknowledged, target, rememberedUser(), dataAt);
  return c ? { method: c.method, pending: false, id: c.id } : undefined;
}

/**
 * The user's changes of `kind` the server acknowledged after `dataAt` (when the screen's data was
 * read), oldest first: a restart on a persisted copy older than them still shows them.
 */
export function useAcknowledgedChanges(kind: string, dataAt: number, target?: string): readonly AcknowledgedChange[] {
  const journal = useSnapshot(lastChoices).changes as readonly AcknowledgedChange[];
  useEffect(() => {
    void loadLastChoices();
  }, []);
  return useMemo(() => changesOver(journal, kind, rememberedUser(), dataAt, target), [journal, kind, dataAt, target]);
}
