import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRACK_PATH, trackingPath } from '../../../../api/user-documents';
import { submitChange } from '../../../lib/offline-queue/app-queue';
import { documentKeys } from './keys';

/** What a queued tracking change is about (the family), for its pending state. */
export const trackTarget = (family: string) => `track:${family}`;

/** Track / untrack; the screen shows the tracker-unavailable and create-error states itself. */
export function useTrackMutation(family: string) {
  const qc = useQueryClient();
  return useMutation({
    // The queue decides what to do offline; a paused mutation would never reach it.
    networkMode: 'always',
    // Through the offline queue: sent now, or kept and sent with the same idempotency key.
    mutationFn: (a: { kind: 'add'; contentCode: string } | { kind: 'remove'; id: number }) =>
      submitChange({
        kind: 'track',
        target: trackTarget(family),
        request:
          a.kind === 'add'
            ? { method: 'POST', url: TRACK_PATH, query: { contentCode: a.contentCode } }
            : { method: 'PUT', url: trackingPath(a.id), body: { trackingFlag: false } },
        label: { key: a.kind === 'add' ? 'offline.change.trackAdd' : 'offline.change.trackRemove', params: { family } },
        invalidate: [[...documentKeys.tracking(family)], ['home']],
      }),
    meta: { silent: true },
    onSettled: () => qc.invalidateQueries({ queryKey: documentKeys.tracking(family) }),
  });
}
