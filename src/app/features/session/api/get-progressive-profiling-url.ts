import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROGRESSIVE_PROFILING_PATH, progressiveProfilingReply } from '../../../../api/tenant';
import { http } from '../../../lib/http';
import { sessionKeys } from './keys';

/** GET api/tenant/getProgressiveProfilingUrl. */
export const getProgressiveProfilingUrl = (signal?: AbortSignal) =>
  http.get(PROGRESSIVE_PROFILING_PATH, progressiveProfilingReply, { signal });

export const progressiveProfilingQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: sessionKeys.progressiveProfiling(),
    queryFn: ({ signal }) => getProgressiveProfilingUrl(signal),
    enabled,
    staleTime: Infinity,
  });

export const useProgressiveProfilingUrl = (enabled = true) => useQuery(progressiveProfilingQueryOptions(enabled));
