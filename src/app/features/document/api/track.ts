import { TRACK_PATH, trackingPath } from '../../../../api/user-documents';
import { useQueuedMutation } from '../../../lib/offline-queue/use-queued-mutation';
import { documentKeys } from './keys';

/** What a queued tracking change is about (the family), for its pending state. */
export const trackTarget = (family: string) => `track:${family}`;

/** Track / untrack; the screen shows the tracker-unavailable and create-error states itself. */
export function useTrackMutation(family: string) {
  return useQueuedMutation(
    (a: { kind: 'add'; contentCode: string } | { kind: 'remove'; id: number }) => ({
      kind: 'track',
      target: trackTarget(family),
      request:
        a.kind === 'add'
          ? { method: 'POST', url: TRACK_PATH, query: { contentCode: a.contentCode } }
          : { method: 'PUT', url: trackingPath(a.id), body: { trackingFlag: false } },
      label: { key: a.kind === 'add' ? 'offline.change.trackAdd' : 'offline.change.trackRemove', params: { family } },
      invalidate: [[...documentKeys.tracking(family)], ['home']],
    }),
    [documentKeys.tracking(family)],
    { silent: true },
  );
}
