import type { FastifyInstance } from 'fastify';
import type { ContentMode } from '../../src/server/services/content-access/policy';
import type { RequestAuth, RequestTenant, ServiceContext } from '../../src/server/services/context';

/*
 * A service context without HTTP: a rule is tried with the app's runtime (database, config,
 * search index) and a caller, the way a route would hand `req.ctx`, without signing in through
 * the provider. What the content policy granted is kept for the test to read.
 */

export const BEARING_TENANT: RequestTenant = {
  id: 'bearing',
  name: 'Bearing',
  isMain: true,
  config: {},
  origin: 'http://localhost:8080',
};

/** A caller signed in as `userId` of `tenant` (a provider session named `sessionKey`). */
export const signedIn = (
  userId: number,
  tenant: RequestTenant = BEARING_TENANT,
  sessionKey = `session-${userId}`,
): RequestAuth => ({ userId, sub: String(userId), tenantId: tenant.id, sessionKey, grantId: null });

export interface TestServiceContext extends ServiceContext {
  granted: { mode: ContentMode; noStore: boolean }[];
  mails: number;
}

export function serviceContext(
  app: FastifyInstance,
  caller: { tenant?: RequestTenant | null; auth?: RequestAuth | null } = {},
): TestServiceContext {
  const ctx: TestServiceContext = {
    db: app.db,
    dialect: app.dialect,
    config: app.config,
    searchIndex: app.searchIndex,
    invalidation: app.invalidation,
    sessions: app.sessions,
    loggers: app.loggers,
    httpMetrics: app.httpMetrics,
    oidc: app.oidc,
    log: app.log,
    clock: app.clock,
    tenant: caller.tenant === undefined ? BEARING_TENANT : caller.tenant,
    auth: caller.auth ?? null,
    client: { authMode: null, requestId: null, originatedIpAddress: null },
    requestId: 'test-request',
    ip: '127.0.0.1',
    granted: [],
    mails: 0,
    grantContent(mode, noStore) {
      ctx.granted.push({ mode, noStore });
    },
    shareMails: {
      check: async () => ({ allowed: true }),
      sent: async () => {
        ctx.mails += 1;
      },
    },
  };
  return ctx;
}
