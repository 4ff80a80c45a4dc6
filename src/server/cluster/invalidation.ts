import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type pg from 'pg';
import { postgresSettingsOf, type Db } from '../db/database';
import { afterCommit } from '../db/request-transaction';
import { isNodeWorker, onRelayed, toAllWorkers } from './worker-messages';

/*
 * Telling every node that data behind one of its in-process caches changed.
 *
 * The in-process caches of src/server, and whether another node's write can stale them:
 *   - tenant directory (plugins/tenant.ts): every tenant host with its tenant's configuration.
 *     Fed by `tenants` and `tenant_hosts`; changed by updateTenantConfig (services/tenant-admin.ts).
 *     Topic `tenants`: every node drops its table and reads it again on the next request. Its
 *     30 s TTL stays as the backstop for a message lost while a node was reconnecting.
 *   - token liveness (plugins/token-liveness.ts): whether a grant or provider session stands, a
 *     few seconds per node. Changed by sign-out (services/account.ts) and the provider revoking a
 *     grant. Topic `liveness`: every node forgets that answer, so a signed-out token is refused
 *     everywhere at once instead of after up to LIVENESS_CACHE_MS.
 *   - session answers (services/session-cache.ts): each session's user, entitled accounts, chosen
 *     account and subscribed publishers. Changed by any write to those tables, which the database
 *     layer reports (db/table-writes.ts). Topic `sessions`: every node drops them all.
 *   - search catalogue snapshot, match cache and PostgreSQL term sets (search/search-index.ts,
 *     search/term-sets.ts). Fed by the search tables; changed by rebuild and indexDocuments,
 *     which bump `search.version`. A node reads that version at most once a second (so no node
 *     answers from an older index than the database's for long); topic `search` makes the other
 *     nodes forget it and start loading the new snapshot, and drop their term sets, at once.
 *   - OIDC provider instances per tenant origin (plugins/oidc-providers.ts): made from the tenant
 *     id and origin only, which no write changes; their sessions and grants are in the database.
 *     Not stale-able. A host removed from a tenant stops reaching its provider through the
 *     tenant directory.
 *   - company IdP configurations (services/sso-relying-party.ts): per app and federation, checked
 *     against the federation row every sign-in reads, and made again when its client id or
 *     secret differs; only the IdP's own discovery document is kept, for up to 10 minutes.
 *   - file ETags (services/file-etag.ts): keyed by the local file's size and mtime; files are
 *     per node. Per-request caches (compass-point settings), in-flight de-duplication (renders,
 *     file writes, compare jobs), mail transports, decoy hashes, word vectors: nothing another
 *     node writes feeds them.
 *
 * Transport: PostgreSQL LISTEN/NOTIFY when the database is PostgreSQL (the nodes share it
 * already), else Redis pub/sub when REDIS_URL is set, else the node's own processes: its workers
 * through its first process (WORKERS > 1 on SQLite), or in-process only (one process on SQLite).
 * A message is sent only once the write is committed (afterCommit): a node that re-reads on it
 * must find the change. The publishing node runs its handlers at once as well, and again when
 * its own message comes back; handlers are idempotent (drop or reload). After a lost connection
 * every handler runs with `null` — anything may have changed meanwhile.
 */

export type Topic = 'tenants' | 'liveness' | 'search' | 'sessions';

/** A message's payload (a topic's own small JSON), or null: drop everything this topic covers. */
export type Handler = (payload: unknown) => void;

export interface InvalidationBus {
  /** Which transport carries messages between nodes. */
  readonly transport: 'postgres' | 'redis' | 'workers' | 'local';
  /** Tells every node (this one at once) once the calling context's writes have committed. */
  publish(topic: Topic, payload?: unknown): void;
  subscribe(topic: Topic, handler: Handler): void;
  /** Resolves once the transport listens (or at once when it is local). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface Wire {
  topic: Topic;
  payload: unknown;
  from: string;
}

const RECONNECT_MS = 1000;

abstract class BaseBus implements InvalidationBus {
  abstract readonly transport: InvalidationBus['transport'];
  protected readonly node = crypto.randomUUID();
  private readonly handlers = new Map<Topic, Handler[]>();

  constructor(protected readonly log: FastifyBaseLogger) {}

  publish(topic: Topic, payload: unknown = null): void {
    afterCommit(() => {
      this.deliver(topic, payload);
      this.send({ topic, payload, from: this.node }).catch((err: Error) =>
        // The other nodes' TTLs and version checks still bound how stale they get.
        this.log.warn({ err: err.message, topic }, 'cache invalidation not sent to other nodes'),
      );
    });
  }

  subscribe(topic: Topic, handler: Handler): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
  }

  protected deliver(topic: Topic, payload: unknown): void {
    for (const h of this.handlers.get(topic) ?? []) {
      try {
        h(payload);
      } catch (err) {
        this.log.error({ err, topic }, 'cache invalidation handler failed');
      }
    }
  }

  /** A message from the transport (our own included). */
  protected received(raw: string): void {
    let m: Wire;
    try {
      m = JSON.parse(raw) as Wire;
    } catch {
      return;
    }
    if (typeof m?.topic === 'string') this.deliver(m.topic, m.payload ?? null);
  }

  /** The connection was lost and is back: what was sent meanwhile is unknown. */
  protected resync(): void {
    for (const topic of this.handlers.keys()) this.deliver(topic, null);
  }

  protected abstract send(m: Wire): Promise<void>;
  abstract ready(): Promise<void>;
  abstract close(): Promise<void>;
}

class LocalBus extends BaseBus {
  readonly transport = 'local';
  protected async send(): Promise<void> {}
  async ready(): Promise<void> {}
  async close(): Promise<void> {}
}

const WORKERS_KIND = 'invalidate';

/** The workers of one node on SQLite without Redis: their first process relays to them all. */
class WorkersBus extends BaseBus {
  readonly transport = 'workers';
  private readonly stop: () => void;

  constructor(log: FastifyBaseLogger) {
    super(log);
    this.stop = onRelayed(WORKERS_KIND, (raw) => {
      if (typeof raw === 'string') this.received(raw);
    });
  }

  protected async send(m: Wire): Promise<void> {
    toAllWorkers(WORKERS_KIND, JSON.stringify(m));
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {
    this.stop();
  }
}

/** The channel of one database (and schema: parallel test schemas stay apart). */
export function channelFor(searchPath: string | undefined): string {
  return `bearing_invalidate${searchPath ? `_${searchPath}` : ''}`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 63);
}

class PostgresBus extends BaseBus {
  readonly transport = 'postgres';
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private first: Promise<void>;
  private readonly channel: string;

  constructor(
    private readonly db: Db,
    private readonly settings: { connectionString: string; searchPath?: string },
    log: FastifyBaseLogger,
  ) {
    super(log);
    this.channel = channelFor(settings.searchPath);
    this.first = this.connect(false);
  }

  private async connect(again: boolean): Promise<void> {
    const { default: pgModule } = await import('pg');
    const client = new pgModule.Client({ connectionString: this.settings.connectionString });
    client.on('notification', (n) => {
      if (n.channel === this.channel && n.payload) this.received(n.payload);
    });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      if (this.closed) return;
      this.log.warn({ err: err?.message }, 'cache invalidation listener lost its connection; reconnecting');
      this.schedule();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`listen "${this.channel}"`);
    } catch (err) {
      client.end().catch(() => {});
      if (this.closed) return;
      this.log.warn({ err: (err as Error).message }, 'cache invalidation listener cannot connect; retrying');
      this.schedule();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    if (again) this.resync();
  }

  private schedule(): void {
    if (this.retry || this.closed) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect(true);
    }, RECONNECT_MS);
    this.retry.unref();
  }

  protected async send(m: Wire): Promise<void> {
    // Through the pool, not the listener: a listener reconnecting must not lose what others need.
    await sql`select pg_notify(${this.channel}, ${JSON.stringify(m)})`.execute(this.db);
  }

  ready(): Promise<void> {
    return this.first;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => {});
  }
}

class RedisBus extends BaseBus {
  readonly transport = 'redis';
  private readonly sub: Redis;
  private readonly pub: Redis;
  private readonly channel = 'bearing:invalidate';
  private readonly first: Promise<void>;

  constructor(url: string, log: FastifyBaseLogger) {
    super(log);
    const opts = { connectTimeout: 1000, maxRetriesPerRequest: 1 };
    this.sub = new Redis(url, opts);
    this.pub = new Redis(url, { ...opts, enableOfflineQueue: false });
    for (const r of [this.sub, this.pub])
      r.on('error', (err) => log.warn({ err: err.message }, 'cache invalidation: Redis unreachable'));
    this.sub.on('message', (channel: string, raw: string) => {
      if (channel === this.channel) this.received(raw);
    });
    let readyOnce = false;
    // ioredis subscribes again by itself after a reconnect; what was published meanwhile is lost.
    this.sub.on('ready', () => {
      if (readyOnce) this.resync();
      readyOnce = true;
    });
    this.first = this.sub.subscribe(this.channel).then(
      () => {},
      (err: Error) => log.warn({ err: err.message }, 'cache invalidation: cannot subscribe'),
    );
  }

  protected async send(m: Wire): Promise<void> {
    await this.pub.publish(this.channel, JSON.stringify(m));
  }

  ready(): Promise<void> {
    return this.first;
  }

  async close(): Promise<void> {
    this.sub.disconnect();
    this.pub.disconnect();
  }
}

/** The bus for this database and configuration (see the header for the choice). */
export function createInvalidationBus(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  redisUrl: string | null,
  log: FastifyBaseLogger,
): InvalidationBus {
  const settings = dialect === 'postgres' ? postgresSettingsOf(db) : undefined;
  if (settings) return new PostgresBus(db, settings, log);
  if (redisUrl) return new RedisBus(redisUrl, log);
  if (isNodeWorker()) return new WorkersBus(log);
  return new LocalBus(log);
}
