import type { BaseLogger } from 'pino';
import type { InvalidationBus } from '../cluster/invalidation';
import type { SessionCache } from './session-cache';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { LoggerRegistry } from '../operations/loggers';
import type { OidcRuntime } from '../plugins/oidc';
import type { SearchIndex } from '../search/types';
import type { ContentMode } from './content-access/policy';
import type { HttpMetrics } from '../operations/histogram';

/*
 * What services work with, free of the web framework: the process's parts (database, config,
 * search index, the bus that tells other nodes) and, for a request, who calls and for which
 * tenant. Routes hand `req.ctx` (plugins/service-context.ts); jobs and tests build their own, so
 * a rule can be tried with a database and a caller, without HTTP.
 */

/** The tenant a request's host names. */
export interface RequestTenant {
  id: string;
  name: string;
  isMain: boolean;
  /** The stored configuration (000 §3) without the per-origin parts. */
  config: Record<string, any>;
  /** Origin the browser used, e.g. http://northwind.localhost:8080; the provider's issuer is this plus '/'. */
  origin: string;
}

/** Who a request acts for, from its bearer access token; null when absent or not valid here. */
export interface RequestAuth {
  userId: number;
  /** The token's subject: the user id as a string. */
  sub: string;
  tenantId: string;
  /** Stable per provider session (the `sid` claim); keys the selected account. */
  sessionKey: string;
  /** The grant the token was issued under (sign-out revokes it); null for tokens without the claim. */
  grantId: string | null;
}

/** The client headers every call carries (000 §7). */
export interface ClientContext {
  authMode: string | null;
  requestId: string | null;
  originatedIpAddress: string | null;
}

/** The process's parts every service may use (the Fastify instance has them all, so jobs pass it). */
export interface ServiceRuntime {
  /** The database; inside a request transaction every query made through it joins that transaction. */
  db: Db;
  dialect: 'sqlite' | 'postgres';
  config: AppConfig;
  searchIndex: SearchIndex;
  invalidation: InvalidationBus;
  /** Each signed-in session's user, accounts and subscriptions, kept between its calls. */
  sessions: SessionCache;
  loggers: LoggerRegistry;
  httpMetrics: HttpMetrics;
  oidc: OidcRuntime;
  log: Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  /** The time: services never read the system clock themselves, so a test can set it. */
  clock: () => Date;
}

/** One call of a service: the runtime plus its caller. */
export interface ServiceContext extends ServiceRuntime {
  tenant: RequestTenant | null;
  auth: RequestAuth | null;
  client: ClientContext;
  /** The request's id, for audit rows and replies that name it. */
  requestId: string;
  /** The caller's address as the trusted proxies report it. */
  ip: string;
  /**
   * The content policy granted this call content of `mode` (services/content-access); `noStore`:
   * no cache may keep it. The route guard (plugins/content-routes.ts) refuses content replies
   * the policy did not grant.
   */
  grantContent(mode: ContentMode, noStore: boolean): void;
  /** Mails to outside addresses this caller may still send (a limit shared by every node). */
  shareMails: {
    check(tenantId: string, userId: number): Promise<{ allowed: true } | { allowed: false; retryAfterS: number }>;
    sent(tenantId: string, userId: number): Promise<void>;
  };
}
