import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findTenantByHost } from '../repositories/tenants';

/** The tenant a request's host names, resolved once per request. */
export interface RequestTenant {
  id: string;
  name: string;
  isMain: boolean;
  /** The stored configuration (000 §3) without the per-origin parts. */
  config: Record<string, any>;
  /** Origin the browser used, e.g. http://northwind.localhost:8080; the provider's issuer is this plus '/'. */
  origin: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: RequestTenant | null;
  }
}

// Tenants change rarely; a short cache keeps each node's lookups cheap without needing invalidation.
const TTL_MS = 30_000;

export function hostOf(req: FastifyRequest): string {
  return (req.headers['x-forwarded-host'] as string | undefined ?? req.headers.host ?? '').split(',')[0].trim().replace(/:\d+$/, '').toLowerCase();
}

export function originOf(req: FastifyRequest): string {
  const proto = (req.headers['x-forwarded-proto'] as string | undefined)?.split(',')[0].trim() ?? req.protocol;
  const host = (req.headers['x-forwarded-host'] as string | undefined ?? req.headers.host ?? 'localhost').split(',')[0].trim();
  return `${proto}://${host}`;
}

/** Resolves `request.tenant` from the Host header; null for a host no tenant claims. */
export function registerTenantResolution(app: FastifyInstance): void {
  const cache = new Map<string, { at: number; tenant: Omit<RequestTenant, 'origin'> | null }>();
  app.decorateRequest('tenant', null);
  app.addHook('onRequest', async (req) => {
    const host = hostOf(req);
    let hit = cache.get(host);
    if (!hit || Date.now() - hit.at > TTL_MS) {
      const row = await findTenantByHost(app.db, host);
      hit = { at: Date.now(), tenant: row ? { id: row.id, name: row.name, isMain: row.is_main === 1, config: JSON.parse(row.config_json) } : null };
      cache.set(host, hit);
    }
    req.tenant = hit.tenant ? { ...hit.tenant, origin: originOf(req) } : null;
  });
}
