import { queryOptions, useQuery } from '@tanstack/react-query';
import { EXTERNAL_URLS_PATH, externalUrlsReply } from '../../../../api/tenant';
import { http } from '../../../lib/http';
import { sessionKeys } from './keys';

/** GET api/tenant/getExternalUrls. */
export const getExternalUrls = (signal?: AbortSignal) =>
  http.get(EXTERNAL_URLS_PATH, externalUrlsReply, { signal, spinner: false });

export const externalUrlsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: sessionKeys.externalUrls(),
    queryFn: ({ signal }) => getExternalUrls(signal),
    enabled,
    staleTime: 30 * 60_000,
  });

export const useExternalUrls = (enabled = true) => useQuery(externalUrlsQueryOptions(enabled));
