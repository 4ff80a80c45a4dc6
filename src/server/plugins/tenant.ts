import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listTenantHosts, listTenants } from '../repositories/tenants';
import type { RequestTenant } from '../services/context';

type StoredTenant = Omit<RequestTenant, 'origin'>;

declare module 'fastify' {
  interface FastifyRequest {
    tenant: RequestTenant | null;
  }
  interface FastifyInstance {
    tenants: TenantDirectory;
  }
}

// Tenants change rarely. A change is announced to every node (topic `tenants`, see
// cluster/invalidation.ts); the TTL only bounds how long a node that missed the message keeps the old table.
const TTL_MS = 30_000;

/**
 * Every tenant host, read as one table and kept for TTL_MS. A host no tenant claims is a miss
 * in it: whatever a client puts in Host (or a proxy in X-Forwarded-Host), the cache holds the
 * configured hosts and nothing else, and no issuer is made for an unknown one.
 */
export class TenantDirectory {
  private snapshot: { at: number; byHost: Map<string, StoredTenant> } | null = null;
  private loading: Promise<Map<string, StoredTenant>> | null = null;
  // Bumped by forget(): a table read before a change must not be kept after it.
  private generation = 0;

  constructor(
    private readonly load: () => Promise<Map<string, StoredTenant>>,
    private readonly now = () => Date.now(),
  ) {}

  /** The tenant of a host name (lower case, no port), or null. */
  async lookup(host: string): Promise<StoredTenant | null> {
    return (await this.hosts()).get(host) ?? null;
  }

  /** Drops the table: the next lookup reads tenants and hosts again (a tenant changed). */
  forget(): void {
    this.snapshot = null;
    this.loading = null;
    this.generation++;
  }

  /** How many hosts the cache holds: the configured ones, whatever was asked. */
  get cachedHosts(): number {
    return this.snapshot?.byHost.size ?? 0;
  }

  private async hosts(): Promise<Map<string, StoredTenant>> {
    if (this.snapshot && this.now() - this.snapshot.at <= TTL_MS) return this.snapshot.byHost;
    // One reload at a time, however many requests arrive meanwhile.
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading: Promise<Map<string, StoredTenant>> = this.load()
      .then((byHost) => {
        if (generation === this.generation) this.snapshot = { at: this.now(), byHost };
        return byHost;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = null;
      });
    this.loading = loading;
    return loading;
  }
}

async function loadTenantHosts(app: FastifyInstance): Promise<Map<string, StoredTenant>> {
  const [tenants, hosts] = await Promise.all([listTenants(app.db), listTenantHosts(app.db)]);
  const byId = new Map(
    tenants.map((t) => [
      t.id,
      { id: t.id, name: t.name, isMain: t.is_main === 1, config: JSON.parse(t.config_json) as Record<string, any> },
    ]),
  );
  return new Map(hosts.flatMap((h) => (byId.has(h.tenant_id) ? [[h.host.toLowerCase(), byId.get(h.tenant_id)!] as const] : [])));
}

// Forwarded headers reaching here are from a trusted proxy and already checked (plugins/forwarded.ts).
function hostAndPort(req: FastifyRequest): { name: string; port: string } {
  const raw = ((req.headers['x-forwarded-host'] as string | undefined) ?? req.headers.host ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  const m = /^(.*?)(?::(\d+))?$/.exec(raw)!;
  // "localhost." is the same host as "localhost": one tenant, one issuer.
  return { name: m[1].replace(/\.$/, ''), port: m[2] ?? '' };
}

export function hostOf(req: FastifyRequest): string {
  return hostAndPort(req).name;
}

export function originOf(req: FastifyRequest): string {
  const proto = (req.headers['x-forwarded-proto'] as string | undefined) ?? req.protocol;
  const { name, port } = hostAndPort(req);
  return `${proto}://${name || 'localhost'}${port ? `:${port}` : ''}`;
}

/** Resolves `request.tenant` from the host; null for a host no tenant claims. */
export function registerTenantResolution(app: FastifyInstance): void {
  const directory = new TenantDirectory(() => loadTenantHosts(app));
  app.decorate('tenants', directory);
  app.invalidation.subscribe('tenants', () => directory.forget());
  app.decorateRequest('tenant', null);
  app.addHook('onRequest', async (req) => {
    const tenant = await app.tenants.lookup(hostOf(req));
    req.tenant = tenant ? { ...tenant, origin: originOf(req) } : null;
  });
}
