import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestAuth } from '../services/context';

/**
 * Who the browser is signed in as at the provider, from the provider's own session cookie
 * (signed, HttpOnly, SameSite=Lax), when the request carries no token yet: a first visit or a
 * cold start that reaches the server before the app has signed in. The caller gets the same
 * identity a token from that session would give (the session uid is a token's `sid`), and only
 * while the session is live: sign-out destroys it. Null when there is no live signed-in session.
 */
export async function providerSessionAuth(req: FastifyRequest, reply: FastifyReply): Promise<RequestAuth | null> {
  const tenant = req.tenant;
  if (!tenant || !req.headers.cookie?.includes('_session')) return null;
  const { provider } = await req.server.oidc.providers.get(tenant.id, tenant.origin);
  // Without an OIDC context the provider reads (and verifies the signature of) its cookie itself.
  const session = await provider.Session.get({ req: req.raw, res: reply.raw, secure: req.protocol === 'https' });
  const userId = Number(session?.accountId);
  // Found in the store means live: sign-out destroys the stored session.
  if (!session?.uid || !Number.isSafeInteger(userId) || userId <= 0) return null;
  return { userId, sub: String(userId), tenantId: tenant.id, sessionKey: session.uid, grantId: null };
}
