import { queryOptions, useQuery } from '@tanstack/react-query';
import { TYPE_AHEAD_PATH, typeAheadReply } from '../../../../api/search';
import { http } from '../../../lib/http';
import { searchKeys } from './keys';

/** POST api/documents/search/type-ahead {keywords} (000 §7). */
export const getTypeAhead = (keywords: string, signal?: AbortSignal) =>
  http.post(TYPE_AHEAD_PATH, typeAheadReply, { signal, spinner: false, body: { keywords } });

export const typeAheadQueryOptions = (keywords: string, enabled: boolean) =>
  queryOptions({
    queryKey: searchKeys.typeAhead(keywords),
    queryFn: ({ signal }) => getTypeAhead(keywords, signal),
    enabled,
    staleTime: 60_000,
  });

export const useTypeAhead = (keywords: string, enabled: boolean) => useQuery(typeAheadQueryOptions(keywords, enabled));
