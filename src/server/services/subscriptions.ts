import type { Subscription } from '../../api/subscriptions';
import { listAccountSubscriptions, listProductsOfPublishers } from '../repositories/subscriptions';
import { tenantPublisherIds } from './scope';
import { requireAccount } from './session';
import type { ServiceContext } from './context';

type ProductRow = Awaited<ReturnType<typeof listAccountSubscriptions>>[number];

const toSubscription = (r: ProductRow, marketplace?: boolean): Subscription => ({
  id: r.id,
  subscriptionInfo: {
    publisherSearchKey: r.search_key,
    subscriptionAbbrName: r.abbr_name,
    subscriptionImagePath: r.image_path,
    subscriptionName: r.name,
  },
  ...(marketplace === undefined ? {} : { marketplace }),
});

/** The selected account's subscriptions (000 §3), the basis of every entitlement check. */
export async function currentSubscriptions(ctx: ServiceContext): Promise<Subscription[]> {
  const { account } = await requireAccount(ctx);
  return (await listAccountSubscriptions(ctx.db, account.id)).map((r) => toSubscription(r));
}

/**
 * The home subscriptions tab's two groups (000 §3 "subscriptions (marketplace and your)"): the
 * account's own, then the marketplace, the collections this tenant offers that it does not hold.
 */
export async function subscriptionsWithMarketplace(ctx: ServiceContext): Promise<Subscription[]> {
  const { account } = await requireAccount(ctx);
  const [own, offered] = await Promise.all([
    listAccountSubscriptions(ctx.db, account.id),
    tenantPublisherIds(ctx).then((ids) => listProductsOfPublishers(ctx.db, ids)),
  ]);
  const held = new Set(own.map((r) => r.id));
  return [
    ...own.map((r) => toSubscription(r, false)),
    ...offered.filter((r) => !held.has(r.id)).map((r) => toSubscription(r, true)),
  ];
}
