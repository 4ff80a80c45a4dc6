import { keepPreviousData, queryOptions, type QueryKey, type QueryMeta } from '@tanstack/react-query';

/**
 * What a call's query sets beyond its key, fetcher and flag. Only the settings given are passed on:
 * an explicit `undefined` would override the query client's defaults.
 */
export interface QuerySettings {
  staleTime?: number;
  gcTime?: number;
  meta?: QueryMeta;
}

/** Query options for a call without arguments that waits on a flag (account, tenant and catalogue lookups). */
export const lookupQuery =
  <T, K extends QueryKey>(queryKey: K, fetch: (signal: AbortSignal) => Promise<T>, settings: QuerySettings = {}) =>
  (enabled = true) =>
    queryOptions({ ...settings, queryKey, queryFn: ({ signal }) => fetch(signal), enabled });

/** Query options for a call about one thing (a document, a designation), asked once that thing is known. */
export const aboutQuery =
  <A, T, K extends QueryKey>(
    queryKey: (about: A) => K,
    fetch: (about: A, signal: AbortSignal) => Promise<T>,
    isKnown: (about: A) => boolean,
    settings: QuerySettings = {},
  ) =>
  (about: A) =>
    queryOptions({
      ...settings,
      queryKey: queryKey(about),
      queryFn: ({ signal }) => fetch(about, signal),
      enabled: isKnown(about),
    });

/** Query options for one page of a list: the previous page stays on screen while the next one loads. */
export const listPageQuery =
  <Q, T, K extends QueryKey>(queryKey: (page: Q) => K, fetch: (page: Q, signal: AbortSignal) => Promise<T>) =>
  (page: Q) =>
    queryOptions({ queryKey: queryKey(page), queryFn: ({ signal }) => fetch(page, signal), placeholderData: keepPreviousData });
