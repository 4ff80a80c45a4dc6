import type { Subscription } from '../../api/subscriptions';

/** My-subscription search for one subscription (000 §2.3): categories hold k, n, r=1, pn and pk null. */
export function subscriptionSearchUrl(sub: Subscription): string {
  const categories = JSON.stringify([
    { k: sub.subscriptionInfo.publisherSearchKey, n: sub.subscriptionInfo.subscriptionAbbrName, r: 1, pn: null, pk: null },
  ]);
  return `/mysubscription-search/?content=&stype=A&categories=${encodeURIComponent(categories)}`;
}
