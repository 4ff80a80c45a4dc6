import { queryOptions, useQuery } from '@tanstack/react-query';
import { METADATA_PATH, documentMetadata } from '../../../../api/documents';
import { http } from '../../../lib/http';
import { documentKeys } from './keys';

/** GET api/documents/metadata?contentCode (001 §7). */
export function getMetadata(contentCode: string, signal?: AbortSignal) {
  return http.get(METADATA_PATH, documentMetadata, { query: { contentCode }, signal });
}

export const metadataQueryOptions = (contentCode: string) =>
  queryOptions({
    queryKey: documentKeys.metadata(contentCode),
    queryFn: ({ signal }) => getMetadata(contentCode, signal),
    enabled: contentCode !== '',
    staleTime: 60_000,
    // The screen shows the not-found / no-access states itself (001 §8).
    meta: { silent: true },
  });

export const useMetadata = (contentCode: string) => useQuery(metadataQueryOptions(contentCode));
