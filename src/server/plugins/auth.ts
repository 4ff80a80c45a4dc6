import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import { GRANT_CLAIM, audienceFor, issuerFor } from './oidc-config';
import type { LivenessKey } from './token-liveness';
import type { RequestAuth } from '../services/context';
import { VerifiedTokens } from './verified-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

function bearerOf(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(h.trim());
  return m ? m[1] : null;
}

/** What a verified token names as its authorization: the grant, else (older tokens) the provider session. */
function livenessKeyOf(payload: JWTPayload): LivenessKey | null {
  const grantId = payload[GRANT_CLAIM];
  if (typeof grantId === 'string' && grantId) return { grantId };
  if (typeof payload.sid === 'string' && payload.sid.startsWith('grant:')) return { grantId: payload.sid.slice('grant:'.length) };
  if (typeof payload.sid === 'string' && payload.sid) return { sessionUid: payload.sid };
  return null;
}

/**
 * Decorates `request.auth` from `Authorization: Bearer <jwt>`, verified in-process against the
 * signing keys of the tenant the request's host belongs to (another tenant's key fails), and
 * refused once its grant is revoked (sign-out; see token-liveness.ts).
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  const verified = new VerifiedTokens();
  app.addHook('onRequest', async (req) => {
    req.auth = null;
    const token = bearerOf(req);
    if (!token || !req.tenant) return;
    let kid: string | undefined;
    try {
      kid = decodeProtectedHeader(token).kid;
    } catch {
      return;
    }
    // A kid this node lacks may be a key another node just rotated in: the set is re-read then.
    // Keys that cannot be read (database down) fail the request; they do not sign the user out.
    const keys = await app.oidc.keys.withKid(req.tenant.id, kid);
    if (!keys) {
      req.log.debug({ kid }, 'bearer token refused: no signing key of this tenant has its kid');
      return;
    }
    // Keyed by origin too: the same text checked for one tenant's host is not checked for another's.
    const cacheKey = `${req.tenant.origin} ${token}`;
    let payload = verified.get(cacheKey, keys.verifyKey);
    if (!payload) {
      try {
        // Issuer and audience are this request's origin: a token of another tenant's host fails here.
        ({ payload } = await jwtVerify(token, keys.verifyKey, {
          issuer: issuerFor(req.tenant.origin),
          audience: audienceFor(req.tenant.origin),
          typ: 'at+jwt',
          algorithms: ['RS256'],
        }));
      } catch (err) {
        req.log.debug({ err: (err as Error).message }, 'bearer token refused');
        return;
      }
      verified.set(cacheKey, keys.verifyKey, payload);
    }
    const userId = Number(payload.sub);
    if (!payload.sub || !Number.isSafeInteger(userId) || userId <= 0) return;
    const key = livenessKeyOf(payload);
    // A lookup that fails (database down) fails the request; it does not sign the user out.
    if (!key || !(await app.tokenLiveness.isLive(key))) {
      req.log.debug('bearer token refused: its grant was revoked (signed out)');
      return;
    }
    const sessionKey = typeof payload.sid === 'string' && payload.sid ? payload.sid : `jti:${payload.jti}`;
    req.auth = { userId, sub: payload.sub, tenantId: req.tenant.id, sessionKey, grantId: 'grantId' in key ? key.grantId : null };
  });
}
