import { useQuery } from '@tanstack/react-query';
import { COMPASS_POINTS_PATH, sharedCompassPoint } from '../../../../api/compass-points';
import { http } from '../../../lib/http';
import { compassPointKeys } from './keys';

/** GET api/v1/compasspoint?compassPointUUID (001 §7): the shared link's point; 401/403 per 001 §8. */
export function getShared(uuid: string, signal?: AbortSignal) {
  return http.get(COMPASS_POINTS_PATH, sharedCompassPoint, { query: { compassPointUUID: uuid }, signal });
}

/** The screen shows every failure of this call itself (001 §8), so the central handler stays quiet. */
export const useShared = (uuid: string) =>
  useQuery({
    queryKey: compassPointKeys.shared(uuid),
    queryFn: ({ signal }) => getShared(uuid, signal),
    enabled: uuid !== '',
    retry: false,
    staleTime: 0,
    meta: { silent: true },
  });
