import type { FastifyRequest } from 'fastify';
import { verifyFirstPageGrant } from '../services/first-page/grant';

/**
 * onRequest hook of the page-preview route: a request that carries no bearer token but a
 * first-page grant acts for the grant's user and session, while that session lives (sign-out ends
 * it at once). It runs before the signed-in check, on the raw query; the grant must name exactly
 * the edition and page asked for. A bad or expired grant is ignored: the request stays anonymous
 * and gets the 401 any other anonymous call gets.
 */
export async function authorizeFirstPageGrant(req: FastifyRequest): Promise<void> {
  const q = req.query as Record<string, unknown>;
  if (req.auth || !req.tenant || typeof q.grant !== 'string' || typeof q.contentCode !== 'string' || typeof q.page !== 'string')
    return;
  const g = verifyFirstPageGrant(req.server.config.cookieSecret, q.grant, {
    tenantId: req.tenant.id,
    contentCode: q.contentCode,
    page: Number(q.page),
  });
  if (!g || !(await req.server.tokenLiveness.isLive({ sessionUid: g.sessionKey }))) return;
  req.auth = { userId: g.userId, sub: String(g.userId), tenantId: g.tenantId, sessionKey: g.sessionKey, grantId: null };
}
