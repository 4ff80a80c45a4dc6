import type { FastifyRequest } from 'fastify';
import type { Subscription } from '../../api/subscriptions';
import { listAccountSubscriptions } from '../repositories/subscriptions';
import { requireAccount } from './session';

/** The selected account's subscriptions (000 §3), the basis of every entitlement check. */
export async function currentSubscriptions(req: FastifyRequest): Promise<Subscription[]> {
  const { account } = await requireAccount(req);
  const rows = await listAccountSubscriptions(req.server.db, account.id);
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
