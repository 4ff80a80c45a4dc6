import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
