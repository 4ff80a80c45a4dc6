import { queryOptions, useQuery } from '@tanstack/react-query';
import { CURRENT_USER_SUBSCRIPTIONS_PATH, subscriptionsReply } from '../../../../api/subscriptions';
import { http } from '../../../lib/http';
import { homeKeys } from './keys';

/** GET api/user-subscriptions/current-user: the account's subscriptions and the marketplace (000 §3, §7). */
export const getSubscriptionGroups = (signal?: AbortSignal) =>
  http.get(CURRENT_USER_SUBSCRIPTIONS_PATH, subscriptionsReply, { signal, spinner: false });

/** Loads with the subscriptions tab; persisted with the other home tabs for offline. */
export const subscriptionGroupsQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: homeKeys.subscriptionGroups(), queryFn: ({ signal }) => getSubscriptionGroups(signal), enabled });

export const useSubscriptionGroups = (enabled = true) => useQuery(subscriptionGroupsQueryOptions(enabled));
