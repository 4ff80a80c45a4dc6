import { useQuery } from '@tanstack/react-query';
import { EXTERNAL_URLS_PATH, externalUrlsReply } from '../../../../api/tenant';
import { lookupQuery } from '../../../lib/query-definitions';
import { http } from '../../../lib/http';
import { sessionKeys } from './keys';

/** GET api/tenant/getExternalUrls. */
export const getExternalUrls = (signal?: AbortSignal) =>
  http.get(EXTERNAL_URLS_PATH, externalUrlsReply, { signal, spinner: false });

export const externalUrlsQueryOptions = lookupQuery(sessionKeys.externalUrls(), getExternalUrls, { staleTime: 30 * 60_000 });

export const useExternalUrls = (enabled = true) => useQuery(externalUrlsQueryOptions(enabled));
