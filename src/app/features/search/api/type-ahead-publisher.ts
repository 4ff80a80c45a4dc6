import { queryOptions, useQuery } from '@tanstack/react-query';
import { TYPE_AHEAD_PUBLISHER_PATH, typeAheadReply } from '../../../../api/search';
import { http } from '../../../lib/http';
import { searchKeys } from './keys';

/** POST api/documents/search/type-ahead/publisher {keywords, publisher}: one publisher's further hits (000 §7). */
export const getTypeAheadPublisher = (keywords: string, publisher: string, signal?: AbortSignal) =>
  http.post(TYPE_AHEAD_PUBLISHER_PATH, typeAheadReply, { signal, spinner: false, body: { keywords, publisher } });

export const typeAheadPublisherQueryOptions = (keywords: string, publisher: string, enabled: boolean) =>
  queryOptions({
    queryKey: searchKeys.typeAheadPublisher(keywords, publisher),
    queryFn: ({ signal }) => getTypeAheadPublisher(keywords, publisher, signal),
    enabled,
    staleTime: 60_000,
  });

export const useTypeAheadPublisher = (keywords: string, publisher: string, enabled: boolean) =>
  useQuery(typeAheadPublisherQueryOptions(keywords, publisher, enabled));
