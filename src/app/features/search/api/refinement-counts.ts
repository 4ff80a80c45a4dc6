import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import {
  COUNT_PATH,
  ENTITLED_COUNT_PATH,
  ENTITLED_PUBLISHER_COUNT_PATH,
  ENTITLED_TOP_LEVEL_COUNT_PATH,
  PUBLISHER_COUNT_PATH,
  TOP_LEVEL_COUNT_PATH,
  countReply,
  type CountReply,
  type RefinementItem,
  type SearchField,
} from '../../../../api/search';
import { http } from '../../../lib/http';
import { searchKeys, type CountFilters } from './keys';

/** The filters a count call shares with the search it belongs to. */
export interface CountRequest {
  subscription: boolean;
  keywords: string;
  searchField: SearchField;
  refinements: RefinementItem[];
  publisherId: string | null;
}

/** The search's filters as every count call sends them; the publisher goes only with a subscription search. */
function countBody(r: CountRequest) {
  return {
    keywords: r.keywords,
    searchField: r.searchField,
    refinements: r.refinements,
    ...(r.subscription ? { publisherId: r.publisherId } : {}),
  };
}

/**
 * Both count queries: keyed by what is counted and the search's filters, asked once there is a
 * search, fresh for half a minute, and silent on failure (the lists simply show no numbers).
 */
function countQueryOptions<S, K extends QueryKey>(
  scope: S,
  r: CountRequest | null,
  key: (scope: S, ...filters: CountFilters) => K,
  fetch: (scope: S, r: CountRequest, signal?: AbortSignal) => Promise<CountReply>,
) {
  return queryOptions({
    queryKey: key(
      scope,
      r?.subscription ? 'subscription' : 'content',
      r?.keywords ?? '',
      r?.searchField ?? 'A',
      r?.refinements ?? [],
      r?.publisherId ?? null,
    ),
    queryFn: ({ signal }) => fetch(scope, r as CountRequest, signal),
    enabled: r !== null,
    staleTime: 30_000,
    meta: { silent: true },
  });
}

/**
 * 000 §4: counts load separately for publisher (POST api/refinement/publisher[/entitled-documents]/count)
 * and the other trees (POST api/documents[/entitled-documents]/search/count).
 */
export function getCounts(kind: 'publisher' | 'other', r: CountRequest, signal?: AbortSignal) {
  const url =
    kind === 'publisher'
      ? r.subscription
        ? ENTITLED_PUBLISHER_COUNT_PATH
        : PUBLISHER_COUNT_PATH
      : r.subscription
        ? ENTITLED_COUNT_PATH
        : COUNT_PATH;
  return http.post(url, countReply, { signal, spinner: false, body: countBody(r) });
}

export const countsQueryOptions = (kind: 'publisher' | 'other', r: CountRequest | null) =>
  countQueryOptions(kind, r, searchKeys.counts, getCounts);

export const useCounts = (kind: 'publisher' | 'other', r: CountRequest | null) => useQuery(countsQueryOptions(kind, r));

/**
 * 000 §7 top-level counts (POST api/documents[/entitled-documents]/search/top-level/count): the
 * first level of the Publisher or Category section only, a far smaller question than every tree's
 * counts, so those lists fill while the other counts are still on their way.
 */
export function getTopLevelCounts(section: 'Publisher' | 'Category', r: CountRequest, signal?: AbortSignal) {
  return http.post(r.subscription ? ENTITLED_TOP_LEVEL_COUNT_PATH : TOP_LEVEL_COUNT_PATH, countReply, {
    signal,
    spinner: false,
    body: { ...countBody(r), section },
  });
}

export const topLevelCountsQueryOptions = (section: 'Publisher' | 'Category', r: CountRequest | null) =>
  countQueryOptions(section, r, searchKeys.topLevelCounts, getTopLevelCounts);

export const useTopLevelCounts = (section: 'Publisher' | 'Category', r: CountRequest | null) =>
  useQuery(topLevelCountsQueryOptions(section, r));
