import { queryOptions, useQuery } from '@tanstack/react-query';
import { htmlPath } from '../../../../api/documents';
import { requestRaw } from '../../../lib/http';
import { documentKeys } from './keys';

/** GET api/documents/html/{id}: the edition's HTML as text (001 §7). */
export async function getHtml(id: number, signal?: AbortSignal): Promise<string> {
  const res = await requestRaw('GET', htmlPath(id), { signal });
  return res.text();
}

export const htmlQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: documentKeys.html(id ?? 0),
    queryFn: ({ signal }) => getHtml(id as number, signal),
    enabled: id !== null,
    staleTime: Infinity,
  });

export const useHtml = (id: number | null) => useQuery(htmlQueryOptions(id));
