import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ENTITLED_SEARCH_PATH,
  SEARCH_PATH,
  SEMANTIC_SEARCH_PATH,
  searchReply,
  type RefinementItem,
  type SearchField,
  type SortType,
} from '../../../../api/search';
import { http } from '../../../lib/http';
import type { SearchMode } from '../search-url';
import { searchKeys } from './keys';

/** What one search call needs, already validated and shaped by the rules of 000 §5. */
export interface SearchRequest {
  mode: SearchMode;
  keywords: string;
  searchField: SearchField;
  refinements: RefinementItem[];
  sortType: SortType;
  sort?: string;
  page: number;
  size: number;
  publisherId: string | null;
}

/**
 * POST api/documents/search, api/documents/entitled-documents/search or
 * api/semantic-search/v1/query (000 §7); content search asks for publisher groups too.
 */
export function searchDocuments(r: SearchRequest, signal?: AbortSignal) {
  const query = { page: r.page, size: r.size, sort: r.sort, grouped: r.mode === 'content' ? 'true' : undefined };
  if (r.mode === 'semantic')
    return http.post(SEMANTIC_SEARCH_PATH, searchReply, {
      signal,
      query: { page: r.page, size: r.size },
      body: { keywords: r.keywords },
    });
  const body = { keywords: r.keywords, searchField: r.searchField, refinements: r.refinements, sortType: r.sortType };
  if (r.mode === 'subscription')
    return http.post(ENTITLED_SEARCH_PATH, searchReply, { signal, query, body: { ...body, publisherId: r.publisherId } });
  return http.post(SEARCH_PATH, searchReply, { signal, query, body });
}

export const searchQueryOptions = (r: SearchRequest | null) =>
  queryOptions({
    queryKey: searchKeys.results(r?.mode ?? 'none', r, null),
    queryFn: ({ signal }) => searchDocuments(r as SearchRequest, signal),
    enabled: r !== null,
    staleTime: 30_000,
    // Paging keeps the old page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useSearchDocuments = (r: SearchRequest | null) => useQuery(searchQueryOptions(r));
