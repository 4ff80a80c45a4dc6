import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentMode } from '../services/content-access/policy';
import type { ServiceContext } from '../services/context';
import { recordContentGrant } from './content-routes';

declare module 'fastify' {
  interface FastifyRequest {
    /** What services get for this request (services/context.ts). */
    ctx: ServiceContext;
  }
}

/**
 * The request's service context. Its caller fields read the request when asked, so a hook that
 * signs the request in after the context was first taken is still seen.
 */
class RequestServiceContext implements ServiceContext {
  constructor(private readonly req: FastifyRequest) {}
  get db() {
    return this.req.server.db;
  }
  get dialect() {
    return this.req.server.dialect;
  }
  get config() {
    return this.req.server.config;
  }
  get searchIndex() {
    return this.req.server.searchIndex;
  }
  get invalidation() {
    return this.req.server.invalidation;
  }
  get sessions() {
    return this.req.server.sessions;
  }
  get loggers() {
    return this.req.server.loggers;
  }
  get httpMetrics() {
    return this.req.server.httpMetrics;
  }
  get oidc() {
    return this.req.server.oidc;
  }
  get log() {
    return this.req.log;
  }
  get clock() {
    return this.req.server.clock;
  }
  get tenant() {
    return this.req.tenant;
  }
  get auth() {
    return this.req.auth;
  }
  get client() {
    return this.req.clientContext;
  }
  get requestId() {
    return String(this.req.id);
  }
  get ip() {
    return this.req.ip;
  }
  get shareMails() {
    const { req } = this;
    return {
      check: (tenantId: string, userId: number) => req.server.shareMailLimit.check(req, tenantId, userId),
      sent: (tenantId: string, userId: number) => req.server.shareMailLimit.sent(req, tenantId, userId),
    };
  }
  grantContent(mode: ContentMode, noStore: boolean) {
    recordContentGrant(this.req, mode, noStore);
  }
}

const contexts = new WeakMap<FastifyRequest, ServiceContext>();

export function registerServiceContext(app: FastifyInstance): void {
  app.decorateRequest('ctx', {
    getter(this: FastifyRequest): ServiceContext {
      const kept = contexts.get(this);
      if (kept) return kept;
      const made = new RequestServiceContext(this);
      contexts.set(this, made);
      return made;
    },
  });
}
