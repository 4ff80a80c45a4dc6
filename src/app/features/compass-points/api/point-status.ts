import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPASS_POINT_MARK_SHARED_PATH, COMPASS_POINT_SAVE_SHARED_PATH, compassPoint } from '../../../../api/compass-points';
import { http } from '../../../lib/http';
import { pointLabel, pointTarget, statusRequest } from '../queued-points';
import { compassPointKeys } from './keys';
import { submitPointChange } from './write-point';

/** POST api/v1/compasspoint/mark-shared { compassPointID } (001 §7). */
export function markShared(compassPointID: number) {
  return http.post(COMPASS_POINT_MARK_SHARED_PATH, compassPoint, { body: { compassPointID }, spinner: false });
}

/** POST api/v1/compasspoint/save-shared { compassPointUUID }: the caller's own copy of a shared point. */
export function saveShared(compassPointUUID: string) {
  return http.post(COMPASS_POINT_SAVE_SHARED_PATH, compassPoint, { body: { compassPointUUID } });
}

/**
 * Deactivate / reactivate (through the offline queue: sent now, or kept and sent later
 * with an idempotency key) / mark shared / save shared; everything compass-point refreshes after.
 */
export function usePointStatus() {
  const qc = useQueryClient();
  const onSettled = () => qc.invalidateQueries({ queryKey: compassPointKeys.all });
  return {
    status: useMutation({
      // The queue decides what to do offline; a paused mutation would never reach it.
      networkMode: 'always',
      mutationFn: (a: { id: number; active: boolean; name?: string }) =>
        submitPointChange(
          statusRequest(a.id, a.active),
          pointTarget(a.id),
          {
            key: a.active ? 'offline.change.compassPointReactivate' : 'offline.change.compassPointDeactivate',
            params: { name: pointLabel(a.name ?? '') || `#${a.id}` },
          },
          compassPoint,
        ),
      onSettled,
    }),
    markShared: useMutation({ mutationFn: markShared, onSettled, meta: { silent: true } }),
    saveShared: useMutation({ mutationFn: saveShared, onSettled }),
  };
}
