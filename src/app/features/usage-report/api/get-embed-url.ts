import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  USAGE_DEFAULT_DASHBOARD,
  USAGE_EMBED_TTL_SECONDS,
  USAGE_APPLICATION_CODE,
  USAGE_EMBED_URL_PATH,
  embedUrlReply,
} from '../../../../api/usage';
import { http } from '../../../lib/http';
import { usageKeys } from './keys';

export interface EmbedParams {
  accountId: number | null;
  tenantName: string;
  startDate: string;
  endDate: string;
  lang: string;
}

/** GET the embed URL (002 §7: dashboardId; reply field EmbedUrl) with the first report parameter set (002 §2). */
export function getEmbedUrl(p: EmbedParams, signal?: AbortSignal) {
  return http.get(USAGE_EMBED_URL_PATH, embedUrlReply, {
    signal,
    query: {
      dashboardId: USAGE_DEFAULT_DASHBOARD,
      AccountNumber: p.accountId ?? undefined,
      TenantName: p.tenantName,
      ApplicationCode: USAGE_APPLICATION_CODE,
      StartDate: p.startDate,
      EndDate: p.endDate,
      lang: p.lang,
    },
  });
}

export const embedUrlQueryOptions = (p: EmbedParams) =>
  queryOptions({
    queryKey: usageKeys.embed(p.accountId, p.startDate, p.endDate, p.lang),
    queryFn: ({ signal }) => getEmbedUrl(p, signal),
    // The URL is short-lived: ask again well before it expires, never reuse a persisted one.
    staleTime: (USAGE_EMBED_TTL_SECONDS - 60) * 1000,
    gcTime: (USAGE_EMBED_TTL_SECONDS - 60) * 1000,
  });

export const useEmbedUrl = (p: EmbedParams) => useQuery(embedUrlQueryOptions(p));
