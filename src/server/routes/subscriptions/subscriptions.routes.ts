import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CURRENT_USER_SUBSCRIPTIONS_PATH, SUBSCRIPTIONS_PATH, subscriptionsReply } from '../../../api/subscriptions';
import { currentSubscriptions, subscriptionsWithMarketplace } from '../../services/subscriptions';

/**
 * The two subscription paths of 000 §7: the account's subscriptions, and the same with the
 * marketplace (what the tenant offers beside them) for the home subscriptions tab (000 §3).
 */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(SUBSCRIPTIONS_PATH, { schema: { response: { 200: subscriptionsReply } } }, async (req) =>
    currentSubscriptions(req.ctx),
  );
  app.get(CURRENT_USER_SUBSCRIPTIONS_PATH, { schema: { response: { 200: subscriptionsReply } } }, async (req) =>
    subscriptionsWithMarketplace(req.ctx),
  );
};
