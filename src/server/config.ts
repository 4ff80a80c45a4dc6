import os from 'node:os';
import path from 'node:path';

/** Typed configuration read from the environment, with defaults for the embedded mode. */
export interface Config {
  port: number;
  host: string;
  /** `sqlite:<file>` (embedded default) or a postgres:// URL. */
  databaseUrl: string;
  dataDir: string;
  filesDir: string;
  /** Where the built PWA lives; served as static files when present. */
  distDir: string;
  /** When set, mail goes through this SMTP server; otherwise into the local outbox table. */
  smtpUrl: string | null;
  /** SMTP_INSECURE_TLS=1: accept any certificate from the SMTP server (test servers only). */
  smtpInsecureTls: boolean;
  redisUrl: string | null;
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-* headers count (addresses, CIDRs, `loopback`,
   * `linklocal`, `uniquelocal`, comma-separated; `none` for no proxy). Default: loopback.
   */
  trustProxy: string;
  logLevel: string;
  /**
   * COOKIE_SECRET: signs the app's own links and cookies. When unset, the app generates one on
   * its first start and keeps it in the database, so every node uses the same (see AppConfig).
   */
  cookieSecret: string | null;
  /** Documents the demo catalogue holds on first start. */
  seedDocuments: number;
  /** Heavy demo handbooks on first start (SEED_HEAVY: all, none or a count). */
  seedHeavy: string;
  /** Where the heavy handbooks are made once and kept (HEAVY_CACHE_DIR). */
  heavyCacheDir: string;
  /** Set to a host name to serve it as the main tenant (e.g. a production host). */
  publicOrigin: string | null;
  /** Optional OpenAI-compatible embedding endpoint that replaces the local model. */
  embeddingUrl: string | null;
  /** Event-loop lag past which a request is answered 503 + Retry-After instead of queueing. */
  maxEventLoopDelayMs: number;
  /** How long SIGTERM keeps serving with readiness failed, so the balancer stops sending first. */
  drainGraceMs: number;
  /**
   * How long an unfinished idempotent write keeps its key before a retry may take it over
   * (IDEMPOTENCY_LEASE_MS): longer than any write takes, short enough that a phone's queue
   * behind a write whose node died moves on soon.
   */
  idempotencyLeaseMs: number;
  /**
   * KEY_ROTATION_DAYS: each tenant's token signing key is replaced once it is this old (the old
   * one keeps verifying until its tokens expire); 0 turns automatic rotation off.
   */
  keyRotationDays: number;
  /**
   * COMPANY_IDP_ISSUER: the issuer of the embedded company identity provider the demo's single
   * sign-on uses (plugins/company-idp.ts), served on its own host; `none` turns it off. Default
   * http://idp.localhost:<PORT>/.
   */
  companyIdpIssuer: string | null;
  /**
   * WORKERS: how many processes of this node serve requests on its one port (a number, or `auto`
   * for one per core). One by default; more share the node's caches' invalidations, rate limits
   * and logger levels through the first process, which prepares the database before they start.
   */
  workers: number;
}

/** The default age (days) at which a tenant's signing key is replaced; KEY_ROTATION_DAYS overrides it. */
export const KEY_ROTATION_DAYS = 90;

/** The default lease of an idempotency claim (30 s); IDEMPOTENCY_LEASE_MS overrides it. */
export const IDEMPOTENCY_LEASE_MS = 30_000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'bearing.sqlite')}`,
    dataDir,
    filesDir: path.resolve(env.FILES_DIR ?? path.join(dataDir, 'files')),
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    smtpUrl: env.SMTP_URL ?? null,
    smtpInsecureTls: env.SMTP_INSECURE_TLS === '1',
    redisUrl: env.REDIS_URL ?? null,
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    logLevel: env.LOG_LEVEL ?? 'info',
    cookieSecret: env.COOKIE_SECRET || null,
    seedDocuments: Number(env.SEED_DOCUMENTS ?? 500),
    seedHeavy: env.SEED_HEAVY ?? 'all',
    heavyCacheDir: path.resolve(env.HEAVY_CACHE_DIR ?? path.join(dataDir, 'heavy-cache')),
    publicOrigin: env.PUBLIC_ORIGIN ?? null,
    embeddingUrl: env.EMBEDDING_URL ?? null,
    maxEventLoopDelayMs: Number(env.MAX_EVENT_LOOP_DELAY_MS ?? 1000),
    drainGraceMs: Number(env.DRAIN_GRACE_MS ?? 3000),
    idempotencyLeaseMs: Number(env.IDEMPOTENCY_LEASE_MS ?? IDEMPOTENCY_LEASE_MS),
    keyRotationDays: Number(env.KEY_ROTATION_DAYS ?? KEY_ROTATION_DAYS),
    companyIdpIssuer:
      env.COMPANY_IDP_ISSUER === 'none' ? null : (env.COMPANY_IDP_ISSUER ?? `http://idp.localhost:${Number(env.PORT ?? 8080)}/`),
    workers: workersOf(env.WORKERS),
  };
}

/** WORKERS as a count: `auto` is one per core the process may use; anything unreadable is one. */
export function workersOf(value: string | undefined, cores = os.availableParallelism()): number {
  if (value === 'auto') return cores;
  const n = Math.floor(Number(value ?? 1));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 64) : 1;
}

/** The configuration of a running app: the cookie secret is settled (COOKIE_SECRET or the database's). */
export type AppConfig = Config & { cookieSecret: string };

/** Configuration keys whose values are never shown in administration. */
export const SECRET_KEYS = ['cookieSecret', 'databaseUrl', 'smtpUrl', 'redisUrl'] as const;
