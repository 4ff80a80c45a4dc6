import { useQuery } from '@tanstack/react-query';
import { PROGRESSIVE_PROFILING_PATH, progressiveProfilingReply } from '../../../../api/tenant';
import { lookupQuery } from '../../../lib/query-definitions';
import { http } from '../../../lib/http';
import { sessionKeys } from './keys';

/** GET api/tenant/getProgressiveProfilingUrl. */
export const getProgressiveProfilingUrl = (signal?: AbortSignal) =>
  http.get(PROGRESSIVE_PROFILING_PATH, progressiveProfilingReply, { signal });

export const progressiveProfilingQueryOptions = lookupQuery(sessionKeys.progressiveProfiling(), getProgressiveProfilingUrl, {
  staleTime: Infinity,
});

export const useProgressiveProfilingUrl = (enabled = true) => useQuery(progressiveProfilingQueryOptions(enabled));
