import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CURRENT_USER_SUBSCRIPTIONS_PATH, SUBSCRIPTIONS_PATH, subscriptionsReply } from '../../../api/subscriptions';
import { currentSubscriptions } from '../../services/subscriptions';

/** Both subscription paths of 000 §7 answer the same list. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of [SUBSCRIPTIONS_PATH, CURRENT_USER_SUBSCRIPTIONS_PATH]) {
    app.get(path, { schema: { response: { 200: subscriptionsReply } } }, async (req) => currentSubscriptions(req.ctx));
  }
};
