import type { Subscription } from '../../api/subscriptions';
import { listAccountSubscriptions } from '../repositories/subscriptions';
import { requireAccount } from './session';
import type { ServiceContext } from './context';

/** The selected account's subscriptions (000 §3), the basis of every entitlement check. */
export async function currentSubscriptions(ctx: ServiceContext): Promise<Subscription[]> {
  const { account } = await requireAccount(ctx);
  const rows = await listAccountSubscriptions(ctx.db, account.id);
  return rows.map((r) => ({
    id: r.id,
    subscriptionInfo: {
      publisherSearchKey: r.search_key,
      subscriptionAbbrName: r.abbr_name,
      subscriptionImagePath: r.image_path,
      subscriptionName: r.name,
    },
  }));
}
