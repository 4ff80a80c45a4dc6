import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CUSTOM_COLLECTIONS_PATH, customCollectionReply, type CustomCollectionQuery } from '../../../../api/custom-collections';
import { http } from '../../../lib/http';
import { collectionKeys } from './keys';

/** GET api/custom-collections?page&size&sortType (002 §7). */
export const getCustomCollection = (q: CustomCollectionQuery, signal?: AbortSignal) =>
  http.get(CUSTOM_COLLECTIONS_PATH, customCollectionReply, { query: q, signal });

export const customCollectionQueryOptions = (q: CustomCollectionQuery) =>
  queryOptions({
    queryKey: collectionKeys.page(q.page, q.size, q.sortType),
    queryFn: ({ signal }) => getCustomCollection(q, signal),
    placeholderData: keepPreviousData,
  });

export const useCustomCollection = (q: CustomCollectionQuery) => useQuery(customCollectionQueryOptions(q));
