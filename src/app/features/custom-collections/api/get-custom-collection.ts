import { useQuery } from '@tanstack/react-query';
import { CUSTOM_COLLECTIONS_PATH, customCollectionReply, type CustomCollectionQuery } from '../../../../api/custom-collections';
import { listPageQuery } from '../../../lib/query-definitions';
import { http } from '../../../lib/http';
import { collectionKeys } from './keys';

/** GET api/custom-collections?page&size&sortType (002 §7). */
export const getCustomCollection = (q: CustomCollectionQuery, signal?: AbortSignal) =>
  http.get(CUSTOM_COLLECTIONS_PATH, customCollectionReply, { query: q, signal });

export const customCollectionQueryOptions = listPageQuery(
  (q: CustomCollectionQuery) => collectionKeys.page(q.page, q.size, q.sortType),
  getCustomCollection,
);

export const useCustomCollection = (q: CustomCollectionQuery) => useQuery(customCollectionQueryOptions(q));
