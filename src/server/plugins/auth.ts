import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { audienceFor, issuerFor } from './oidc-config';

/** Who a request acts for, from its bearer access token; null when absent or not valid here. */
export interface RequestAuth {
  userId: number;
  /** The token's subject: the user id as a string. */
  sub: string;
  tenantId: string;
  /** Stable per provider session (the `sid` claim); keys the selected account. */
  sessionKey: string;
}

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

/** Decorates `request.auth` from `Authorization: Bearer <jwt>`, verified in-process against the provider's keys. */
export function registerAuth(app: FastifyInstance): void {
  const keys = createLocalJWKSet(app.oidc.publicKeys);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    req.auth = null;
    const token = bearerOf(req);
    if (!token || !req.tenant) return;
    try {
      // Issuer and audience are this request's origin: a token of another tenant's host fails here.
      const { payload } = await jwtVerify(token, keys, {
        issuer: issuerFor(req.tenant.origin),
        audience: audienceFor(req.tenant.origin),
        typ: 'at+jwt',
        algorithms: ['RS256'],
      });
      const userId = Number(payload.sub);
      if (!payload.sub || !Number.isSafeInteger(userId) || userId <= 0) return;
      const sessionKey = typeof payload.sid === 'string' && payload.sid ? payload.sid : `jti:${payload.jti}`;
      req.auth = { userId, sub: payload.sub, tenantId: req.tenant.id, sessionKey };
    } catch (err) {
      req.log.debug({ err: (err as Error).message }, 'bearer token refused');
    }
  });
}
