import Provider from 'oidc-provider';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { issuerFor, providerConfiguration } from './oidc-config';
import type { TenantKeyRing } from './oidc-keys';

/** The parts of an oidc-provider instance Bearing calls. */
export interface OidcProvider {
  issuer: string;
  proxy: boolean;
  callback(): (req: unknown, res: unknown) => Promise<void>;
  interactionDetails(req: unknown, res: unknown): Promise<OidcInteraction>;
  interactionResult(req: unknown, res: unknown, result: object, opts?: { mergeWithLastSubmission?: boolean }): Promise<string>;
  on(event: string, listener: (...args: any[]) => void): void;
  Grant: any;
  Session: any;
}

export interface OidcInteraction {
  uid: string;
  prompt: { name: string; details: Record<string, any> };
  params: Record<string, any>;
  session?: { accountId?: string; uid?: string };
  grantId?: string;
}

export interface ProviderEntry {
  provider: OidcProvider;
  handle: (req: unknown, res: unknown) => Promise<void>;
}

/** What the sign-out reply tells the browser to wipe. */
export const CLEAR_SITE_DATA = '"cache", "storage"';

// Each origin a tenant is reached at gets its own issuer; the cap bounds what spoofed hosts can cost.
const MAX_PROVIDERS = 64;

/** Lazily created, cached oidc-provider instances, one per tenant origin. */
export class OidcProviders {
  private readonly cache = new Map<string, ProviderEntry & { keysVersion: string }>();

  constructor(
    private readonly db: Db,
    /** The tenant's signing keys; a provider is made again when its tenant's key set changes (rotation). */
    readonly keys: TenantKeyRing,
    private readonly cookieKeys: string[],
    private readonly log: FastifyBaseLogger,
    private readonly onGrantRevoked: (grantId: string) => void = () => {},
  ) {}

  /** How many issuers this node holds (each made on first use of a tenant origin). */
  get size(): number {
    return this.cache.size;
  }

  /** The provider whose issuer is `${origin}/`, for the tenant that origin belongs to, signing with that tenant's keys. */
  async get(tenantId: string, origin: string): Promise<ProviderEntry> {
    const key = `${tenantId} ${origin}`;
    const keys = await this.keys.get(tenantId);
    const hit = this.cache.get(key);
    if (hit && hit.keysVersion === keys.version) return hit;
    // Its state is all in the database: a provider made again for a new key set forgets nothing.
    this.cache.delete(key);
    const provider = new Provider(
      issuerFor(origin),
      providerConfiguration({ db: this.db, tenantId, origin, jwks: keys.providerJwks, cookieKeys: this.cookieKeys }),
    ) as OidcProvider;
    // Behind a proxy the browser's scheme and host come from X-Forwarded-* (Fastify trusts them too).
    provider.proxy = true;
    provider.on('server_error', (_ctx: unknown, err: Error) =>
      this.log.error({ err, issuer: provider.issuer }, 'oidc server_error'),
    );
    for (const ev of ['grant.error', 'authorization.error', 'end_session.error']) {
      provider.on(ev, (_ctx: unknown, err: { message?: string; error_description?: string }) =>
        this.log.info(
          { issuer: provider.issuer, event: ev, error: err.message, description: err.error_description },
          'oidc refused a request',
        ),
      );
    }
    provider.on('grant.revoked', (_ctx: unknown, grantId: string) => this.onGrantRevoked(grantId));
    // Sign-out is done: the browser drops what this origin cached and stored, for the next user of
    // the device. On this reply (a navigation the provider answers) rather than on the app's own
    // logout call: the page is gone by then, so the wipe cannot race the app's own sign-out steps,
    // and a sign-out that starts at the provider gets it too. The app has already wiped its user
    // data (lib/offline-wipe.ts); this also takes the service worker and the precached shell, which
    // the next visit fetches again, and whatever another tab still held. Not "cookies": the
    // language choice is a cookie and belongs to the device, not the user.
    provider.on('end_session.success', (ctx: { set(name: string, value: string): void }) =>
      ctx.set('clear-site-data', CLEAR_SITE_DATA),
    );
    const entry = { provider, handle: provider.callback(), keysVersion: keys.version };
    if (this.cache.size >= MAX_PROVIDERS) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, entry);
    return entry;
  }
}
