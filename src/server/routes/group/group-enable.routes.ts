import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_ENABLE_PATH, groupEnableReply } from '../../../api/group';
import { requireAccount } from '../../services/session';

/** Groups need the account's group feature; company users never get it (000 §6). */
export const groupEnableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(GROUP_ENABLE_PATH, { schema: { response: { 200: groupEnableReply } } }, async (req) => {
    const { account, user } = await requireAccount(req.ctx);
    return { enabled: account.group_feature === 1 && user.user_type === 'INDIVIDUAL' };
  });
};
