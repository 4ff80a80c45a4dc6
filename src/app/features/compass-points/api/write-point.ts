import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COMPASS_POINTS_PATH, compassPoint, compassPointPath,
  type CompassPointCreateBody, type CompassPointUpdateBody,
} from '../../../../api/compass-points';
import { http } from '../../../lib/http';
import { compassPointKeys } from './keys';

/** POST api/v1/compasspoint (001 §7): name, description, overlayDetails, contentID, selectionData, selectionMetadata. */
export function createPoint(body: CompassPointCreateBody) {
  return http.post(COMPASS_POINTS_PATH, compassPoint, { body });
}

/** PUT api/v1/compasspoint/{id} (001 §7). */
export function updatePoint(id: number, body: CompassPointUpdateBody) {
  return http.put(compassPointPath(id), compassPoint, { body });
}

/** Create or edit; every list, highlight and history refreshes after a write. */
export function useWritePoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { kind: 'create'; body: CompassPointCreateBody } | { kind: 'edit'; id: number; body: CompassPointUpdateBody }) =>
      a.kind === 'create' ? createPoint(a.body) : updatePoint(a.id, a.body),
    onSettled: () => qc.invalidateQueries({ queryKey: compassPointKeys.all }),
  });
}
