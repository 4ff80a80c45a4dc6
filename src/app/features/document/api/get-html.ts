import { queryOptions, useQuery } from '@tanstack/react-query';
import { htmlPath } from '../../../../api/documents';
import { isApiError } from '../../../lib/api-error';
import { requestRaw } from '../../../lib/http';
import { offlineHtml, storeHtml } from '../../../lib/offline-documents/store';
import { documentKeys } from './keys';

/** GET api/documents/html/{id}: the edition's HTML as text (001 §7). */
export async function getHtml(id: number, signal?: AbortSignal): Promise<string> {
  let res: Response;
  try {
    res = await requestRaw('GET', htmlPath(id), { signal });
  } catch (e) {
    const kept = isApiError(e) && e.status === 0 && !e.cancelled ? await offlineHtml(id) : undefined;
    if (kept !== undefined) return kept;
    throw e;
  }
  const text = await res.text();
  void storeHtml(id, text);
  return text;
}

export const htmlQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: documentKeys.html(id ?? 0),
    queryFn: ({ signal }) => getHtml(id as number, signal),
    enabled: id !== null,
    staleTime: Infinity,
    networkMode: 'offlineFirst',
    // A retry offline would pause (spin) forever; without a kept copy the screen says it needs the network.
    retry: (count, error) => navigator.onLine && error.status === 0 && !error.cancelled && count < 1,
  });

export const useHtml = (id: number | null) => useQuery(htmlQueryOptions(id));
