import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  META_DATA_PATH,
  USER_ACCOUNTS_PATH,
  metaDataParams,
  metaDataReply,
  userAccountReply,
  userAccountUpdateBody,
} from '../../../api/user-account';
import { metaDataOf } from '../../services/meta-data';
import { updateMyAccount } from '../../services/user-account';

/** My account calls of 002 §7: save the profile, country and state options. */
export const userAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(USER_ACCOUNTS_PATH, { schema: { body: userAccountUpdateBody, response: { 200: userAccountReply } } }, async (req) =>
    updateMyAccount(req.ctx, req.body),
  );
  app.get(META_DATA_PATH, { schema: { params: metaDataParams, response: { 200: metaDataReply } } }, async (req) =>
    metaDataOf(req.params.type),
  );
};
