import type { FastifyInstance } from 'fastify';
import { customCollectionRoutes } from './custom-collections.routes';
import { userAccountRoutes } from './user-account.routes';
import { userResourceRoutes } from './user-resources.routes';

/** My account, custom collections and user resources (002 §7), registered as one (app.ts guards them as user data). */
export async function accountAreaRoutes(app: FastifyInstance): Promise<void> {
  await app.register(userAccountRoutes);
  await app.register(customCollectionRoutes);
  await app.register(userResourceRoutes);
}
