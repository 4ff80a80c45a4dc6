import { queryOptions, useQuery } from '@tanstack/react-query';
import { METADATA_PATH, documentMetadata } from '../../../../api/documents';
import { isApiError } from '../../../lib/api-error';
import { http } from '../../../lib/http';
import { markServedOffline, offlineMetadata } from '../../../lib/offline-documents/store';
import { documentKeys } from './keys';

/** GET api/documents/metadata?contentCode (001 §7); without a network, the kept offline copy's. */
export async function getMetadata(contentCode: string, signal?: AbortSignal) {
  try {
    return await http.get(METADATA_PATH, documentMetadata, { query: { contentCode }, signal });
  } catch (e) {
    const kept = isApiError(e) && e.status === 0 && !e.cancelled ? await offlineMetadata(contentCode) : undefined;
    if (kept) return markServedOffline({ ...kept.metadata });
    throw e;
  }
}

export const metadataQueryOptions = (contentCode: string) =>
  queryOptions({
    queryKey: documentKeys.metadata(contentCode),
    queryFn: ({ signal }) => getMetadata(contentCode, signal),
    enabled: contentCode !== '',
    staleTime: 60_000,
    // Offline the call still runs once, so a kept copy answers instead of a paused spinner.
    networkMode: 'offlineFirst',
    // A retry offline would pause (spin) forever; without a kept copy the screen says it needs the network.
    retry: (count, error) => navigator.onLine && error.status === 0 && !error.cancelled && count < 1,
    // The screen shows the not-found / no-access states itself (001 §8).
    meta: { silent: true },
  });

export const useMetadata = (contentCode: string) => useQuery(metadataQueryOptions(contentCode));
