import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUBSCRIPTIONS_PATH, subscriptionsReply } from '../../../../api/subscriptions';
import { http } from '../../../lib/http';
import { sessionKeys } from './keys';

/** GET api/user-subscriptions/current-user/subscriptions. */
export const getSubscriptions = (signal?: AbortSignal) =>
  http.get(SUBSCRIPTIONS_PATH, subscriptionsReply, { signal, spinner: false });

export const subscriptionsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: sessionKeys.subscriptions(),
    queryFn: ({ signal }) => getSubscriptions(signal),
    enabled,
    staleTime: 5 * 60_000,
  });

export const useSubscriptions = (enabled = true) => useQuery(subscriptionsQueryOptions(enabled));
