import type { Subscription } from '../../../api/subscriptions';

/**
 * 000 §3 home groups "subscriptions (marketplace and your)": the account's own collections, which
 * open the subscription search, and the marketplace, what the tenant offers beside them.
 */
export function subscriptionGroups(list: readonly Subscription[]): { yours: Subscription[]; marketplace: Subscription[] } {
  return { yours: list.filter((s) => !s.marketplace), marketplace: list.filter((s) => s.marketplace === true) };
}
