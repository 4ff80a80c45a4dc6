import { queryOptions, useQuery } from '@tanstack/react-query';
import { compassPoint, compassPointPath } from '../../../../api/compass-points';
import { http } from '../../../lib/http';
import { compassPointKeys } from './keys';

/** GET api/v1/compasspoint/{id} (001 §7). */
export function getPoint(id: number, signal?: AbortSignal) {
  return http.get(compassPointPath(id), compassPoint, { signal });
}

export const pointQueryOptions = (id: number) => queryOptions({ queryKey: compassPointKeys.one(id), queryFn: ({ signal }) => getPoint(id, signal), enabled: id > 0 });

export const usePoint = (id: number) => useQuery(pointQueryOptions(id));
