import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_LOGOUT_PATH,
  ACCOUNT_PATH,
  ACCOUNT_SWITCH_PATH,
  AUTHENTICATION_DATA_PATH,
  account,
  authenticationData,
  logoutReply,
  switchAccountBody,
  validationReply,
} from '../../../api/account';
import { signedInOnly } from '../../plugins/signed-in';
import { getAccount, getAuthenticationData, logout, switchAccount } from '../../services/account';

/** Session and account calls of 000 §7. */
export async function accountRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  app.get(ACCOUNT_PATH, { schema: { response: { 200: account } } }, async (req, reply) =>
    reply.headers(noStore).send(await getAccount(req.ctx)),
  );

  // The guard runs before the body is validated: an anonymous caller learns nothing from the validation errors.
  app.post(
    ACCOUNT_SWITCH_PATH,
    { preValidation: signedInOnly, schema: { body: switchAccountBody, response: { 200: validationReply } } },
    async (req, reply) => reply.headers(noStore).send(await switchAccount(req.ctx, req.body)),
  );

  app.post(ACCOUNT_LOGOUT_PATH, { schema: { response: { 200: logoutReply } } }, async (req, reply) =>
    reply.headers(noStore).send(await logout(req.ctx)),
  );

  app.get(AUTHENTICATION_DATA_PATH, { schema: { response: { 200: authenticationData } } }, async (req, reply) =>
    reply.headers(noStore).send(await getAuthenticationData(req.ctx)),
  );
}
