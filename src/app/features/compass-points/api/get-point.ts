import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { compassPoint, compassPointPath, type CompassPoint } from '../../../../api/compass-points';
import { http } from '../../../lib/http';
import { compassPointKeys } from './keys';

/** GET api/v1/compasspoint/{id} (001 §7). */
export function getPoint(id: number, signal?: AbortSignal) {
  return http.get(compassPointPath(id), compassPoint, { signal });
}

export const pointQueryOptions = (id: number) =>
  queryOptions({ queryKey: compassPointKeys.one(id), queryFn: ({ signal }) => getPoint(id, signal), enabled: id > 0 });

/** The point as a list kept in the cache holds it (a document's list or a page of a list), if any. */
export function pointFromLists(qc: QueryClient, id: number): CompassPoint | undefined {
  for (const [, data] of qc.getQueriesData<CompassPoint[] | { content: CompassPoint[] }>({ queryKey: compassPointKeys.all })) {
    const list = Array.isArray(data) ? data : data && Array.isArray(data.content) ? data.content : [];
    const p = list.find((x) => x?.compassPointID === id);
    if (p) return p;
  }
  return undefined;
}

/**
 * One point. Offline, a point never opened on this device shows as its list has it,
 * so it can still be read and edited (the edit is queued); online it always comes from the server.
 */
export function usePoint(id: number) {
  const qc = useQueryClient();
  return useQuery({
    ...pointQueryOptions(id),
    placeholderData: () => (typeof navigator !== 'undefined' && !navigator.onLine ? pointFromLists(qc, id) : undefined),
  });
}
