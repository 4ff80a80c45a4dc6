import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRACK_PATH, trackingPath, trackingReply } from '../../../../api/user-documents';
import { http } from '../../../lib/http';
import { documentKeys } from './keys';

/** POST api/tracked-documents?contentCode: track the family (001 §7). */
export function addTracking(contentCode: string) {
  return http.post(TRACK_PATH, trackingReply, { query: { contentCode } });
}

/** PUT api/tracked-documents/{id} { trackingFlag: false }: the update call turns tracking off (001 §4). */
export function removeTracking(id: number) {
  return http.put(trackingPath(id), trackingReply, { body: { trackingFlag: false } });
}

/** Track / untrack; the screen shows the tracker-unavailable and create-error states itself. */
export function useTrackMutation(family: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { kind: 'add'; contentCode: string } | { kind: 'remove'; id: number }) =>
      a.kind === 'add' ? addTracking(a.contentCode) : removeTracking(a.id),
    meta: { silent: true },
    onSettled: () => qc.invalidateQueries({ queryKey: documentKeys.tracking(family) }),
  });
}
