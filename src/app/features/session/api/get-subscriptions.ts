import { useQuery } from '@tanstack/react-query';
import { SUBSCRIPTIONS_PATH, subscriptionsReply } from '../../../../api/subscriptions';
import { lookupQuery } from '../../../lib/query-definitions';
import { http } from '../../../lib/http';
import { sessionKeys } from './keys';

/** GET api/user-subscriptions/current-user/subscriptions. */
export const getSubscriptions = (signal?: AbortSignal) =>
  http.get(SUBSCRIPTIONS_PATH, subscriptionsReply, { signal, spinner: false });

export const subscriptionsQueryOptions = lookupQuery(sessionKeys.subscriptions(), getSubscriptions, { staleTime: 5 * 60_000 });

export const useSubscriptions = (enabled = true) => useQuery(subscriptionsQueryOptions(enabled));
