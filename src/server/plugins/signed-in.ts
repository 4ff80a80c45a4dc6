import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorCode } from '../../api/errors';
import { HttpError } from '../http-error';

/**
 * preValidation hook: an anonymous call is a 401 before its payload is validated, so a caller
 * without a session learns nothing from the validation errors.
 */
export async function signedInOnly(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!req.auth || !req.tenant || req.auth.tenantId !== req.tenant.id) throw new HttpError(401, ErrorCode.unauthorized);
}

/**
 * For route plugins whose replies are one user's data: signed in first, and the replies never
 * stored by a shared cache.
 */
export function userDataOnly(app: FastifyInstance): void {
  app.addHook('preValidation', signedInOnly);
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });
}

/** Route plugins registered as one behind one guard, which covers every route they add. */
function guardedGroup(guard: (app: FastifyInstance) => void, routes: FastifyPluginAsyncZod[]): FastifyPluginAsyncZod {
  return async (app) => {
    guard(app);
    for (const route of routes) await app.register(route);
  };
}

/** Route plugins of which every route is for signed-in callers only: the guard stands once, where they are registered. */
export const signedInRoutes = (...routes: FastifyPluginAsyncZod[]) =>
  guardedGroup((app) => app.addHook('preValidation', signedInOnly), routes);

/** Route plugins of which every reply is one user's data (userDataOnly), registered as one. */
export const userDataRoutes = (...routes: FastifyPluginAsyncZod[]) => guardedGroup(userDataOnly, routes);
