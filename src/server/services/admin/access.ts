import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http-error';
import { requireAuthority, type AccountSession } from '../authority';

/**
 * Administration is for ADMIN users, never under DRM (002 §6; the spec leaves the rest open).
 * Decision: views of the whole process (health, metrics, diagnostic report, loggers,
 * configuration, environment) are the operator's, so only the main tenant's administrators see
 * them; the audit list and the mail outbox are per tenant, for any tenant's administrators.
 */
export async function requireAdmin(req: FastifyRequest, scope: 'process' | 'tenant'): Promise<AccountSession> {
  const session = await requireAuthority(req, ['ADMIN']);
  if (scope === 'process' && !req.tenant?.isMain) throw forbidden('error.forbidden');
  return session;
}
