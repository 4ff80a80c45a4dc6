import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  COUNT_PATH,
  ENTITLED_COUNT_PATH,
  ENTITLED_PUBLISHER_COUNT_PATH,
  ENTITLED_TOP_LEVEL_COUNT_PATH,
  PUBLISHER_COUNT_PATH,
  TOP_LEVEL_COUNT_PATH,
  countReply,
  type RefinementItem,
  type SearchField,
} from '../../../../api/search';
import { http } from '../../../lib/http';
import { searchKeys } from './keys';

/** The filters a count call shares with the search it belongs to. */
export interface CountRequest {
  subscription: boolean;
  keywords: string;
  searchField: SearchField;
  refinements: RefinementItem[];
  publisherId: string | null;
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
  const body = {
    keywords: r.keywords,
    searchField: r.searchField,
    refinements: r.refinements,
    ...(r.subscription ? { publisherId: r.publisherId } : {}),
  };
  return http.post(url, countReply, { signal, spinner: false, body });
}

export const countsQueryOptions = (kind: 'publisher' | 'other', r: CountRequest | null) =>
  queryOptions({
    queryKey: searchKeys.counts(
      kind,
      r?.subscription ? 'subscription' : 'content',
      r?.keywords ?? '',
      r?.searchField ?? 'A',
      r?.refinements ?? [],
      r?.publisherId ?? null,
    ),
    queryFn: ({ signal }) => getCounts(kind, r as CountRequest, signal),
    enabled: r !== null,
    staleTime: 30_000,
    meta: { silent: true },
  });

export const useCounts = (kind: 'publisher' | 'other', r: CountRequest | null) => useQuery(countsQueryOptions(kind, r));

/**
 * 000 §7 top-level counts (POST api/documents[/entitled-documents]/search/top-level/count): the
 * first level of the Publisher or Category section only, a far smaller question than every tree's
 * counts, so those lists fill while the other counts are still on their way.
 */
export function getTopLevelCounts(section: 'Publisher' | 'Category', r: CountRequest, signal?: AbortSignal) {
  const body = {
    keywords: r.keywords,
    searchField: r.searchField,
    refinements: r.refinements,
    section,
    ...(r.subscription ? { publisherId: r.publisherId } : {}),
  };
  return http.post(r.subscription ? ENTITLED_TOP_LEVEL_COUNT_PATH : TOP_LEVEL_COUNT_PATH, countReply, {
    signal,
    spinner: false,
    body,
  });
}

export const topLevelCountsQueryOptions = (section: 'Publisher' | 'Category', r: CountRequest | null) =>
  queryOptions({
    queryKey: searchKeys.topLevelCounts(
      section,
      r?.subscription ? 'subscription' : 'content',
      r?.keywords ?? '',
      r?.searchField ?? 'A',
      r?.refinements ?? [],
      r?.publisherId ?? null,
    ),
    queryFn: ({ signal }) => getTopLevelCounts(section, r as CountRequest, signal),
    enabled: r !== null,
    staleTime: 30_000,
    meta: { silent: true },
  });

export const useTopLevelCounts = (section: 'Publisher' | 'Category', r: CountRequest | null) =>
  useQuery(topLevelCountsQueryOptions(section, r));
