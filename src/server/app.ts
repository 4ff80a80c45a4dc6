import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { config as zodConfig, locales as zodLocales } from 'zod/mini';
import type { AppConfig, Config } from './config';
import type { Db } from './db/database';
import { PASSWORD_COST, type ScryptCost } from './services/passwords';
import { loadCookieSecret } from './services/shared-secrets';
import { frameworkErrorReply, registerErrorHandler } from './plugins/error-handler';
import { registerContentRoutes } from './plugins/content-routes';
import { compileTrust, registerForwardedHeaders } from './plugins/forwarded';
import { registerTenantResolution } from './plugins/tenant';
import { registerCompanyIdp } from './plugins/company-idp';
import { registerInvalidation } from './plugins/invalidation';
import { registerSessionCache } from './plugins/session-cache';
import { registerRequestContext } from './plugins/request-context';
import { registerServiceContext } from './plugins/service-context';
import { registerOidc } from './plugins/oidc';
import { ssoRoutes } from './plugins/sso';
import { registerRateLimitStore } from './plugins/rate-limit-store';
import { registerShareMailLimit } from './plugins/share-mail-limit';
import { registerSignInThrottle } from './plugins/sign-in-throttle';
import { registerAuth } from './plugins/auth';
import { registerIdempotency } from './plugins/idempotency';
import { registerStatic } from './plugins/static';
import { registerOpenApi } from './plugins/openapi';
import { registerPressure } from './plugins/pressure';
import { registerSecurityHeaders } from './plugins/security-headers';
import { signedInRoutes, userDataRoutes } from './plugins/signed-in';
import { tenantRoutes } from './routes/tenant/tenant.routes';
import { accountRoutes } from './routes/account/account.routes';
import { subscriptionRoutes } from './routes/subscriptions/subscriptions.routes';
import { groupEnableRoutes } from './routes/group/group-enable.routes';
import { lcaRoutes } from './routes/lca/lca.routes';
import { healthRoutes } from './routes/health/health.routes';
import { registerSearch } from './plugins/search';
import { searchRoutes } from './routes/search/search.routes';
import { countRoutes } from './routes/search/count.routes';
import { refinementRoutes } from './routes/refinement/refinement.routes';
import { homeRoutes } from './routes/home/home.routes';
import { documentLookupRoutes } from './routes/documents/documents-lookup.routes';
import { documentContentRoutes } from './routes/documents/documents-content.routes';
import { documentInfoRoutes } from './routes/documents/documents-info.routes';
import { videoPlayerRoutes } from './routes/documents/video-player.routes';
import { userDocumentRoutes } from './routes/user-documents/user-documents.routes';
import { userNoteRoutes } from './routes/user-documents/user-notes.routes';
import { citationRoutes } from './routes/citations/citations.routes';
import { compareRoutes } from './routes/compare/compare.routes';
import { registerOperations } from './operations/register';
import { usageRoutes } from './routes/usage/usage.routes';
import { adminRoutes } from './routes/admin/admin.routes';
import { importRoutes } from './routes/imports/imports.routes';
import { registerImportRunner } from './plugins/import-runner';
import { groupReadRoutes } from './routes/group/groups.routes';
import { groupWriteRoutes } from './routes/group/group-writes.routes';
import { shareRoutes } from './routes/shares/shares.routes';
import { accountAreaRoutes } from './routes/account-area/account-area.routes';
import { compassPointRoutes } from './routes/compass-points/compass-points.routes';
import { compassPointListRoutes } from './routes/compass-points/compass-point-lists.routes';

// The contract (src/api) is written with zod/mini, which installs no error-message locale: its
// issues would all read "Invalid input". Classic zod installs English only as a side effect of
// building its first schema, which some server module may or may not do; so set English explicitly,
// once for the process (zod's config is global), before any request is validated. The browser
// bundle never loads a locale: the client only reads issue codes and paths.
zodConfig(zodLocales.en());

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: 'sqlite' | 'postgres';
    config: AppConfig;
    /** The scrypt cost passwords are hashed at; weaker stored hashes are upgraded at sign-in. */
    passwordCost: ScryptCost;
    /** What services take the time from (a test may hold it still). */
    clock: () => Date;
  }
}

export interface BuildOptions {
  config: Config;
  db: Db;
  dialect: 'sqlite' | 'postgres';
  /** Pino logger options, or false for silence in tests. */
  logger?: boolean | object;
  /**
   * Tests only: the cost to hash and upgrade to, instead of OWASP's (PASSWORD_COST). Not
   * configurable from the environment, so no deployment can lower it.
   */
  passwordCost?: ScryptCost;
  /** The time services see; the system clock by default. */
  clock?: () => Date;
}

/** Builds the whole Fastify app; tests use it as-is through `app.inject`. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  // Checked before anything starts: a TRUST_PROXY nobody can parse must not quietly trust nobody.
  const trusted = compileTrust(opts.config.trustProxy);
  const app = Fastify({
    logger: opts.logger ?? { level: opts.config.logLevel },
    trustProxy: (address) => trusted(address),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorReply,
    // The RequestId header from the client (000 §7) names the request in the logs.
    genReqId: (req) => String(req.headers.requestid ?? '') || crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', opts.db);
  app.decorate('dialect', opts.dialect);
  app.decorate('config', { ...opts.config, cookieSecret: await loadCookieSecret(opts.db, opts.config.cookieSecret) });
  app.decorate('passwordCost', opts.passwordCost ?? PASSWORD_COST);
  app.decorate('clock', opts.clock ?? (() => new Date()));

  // First: every reply, refusals by the hooks below included, carries the browser security headers.
  await registerSecurityHeaders(app);
  registerErrorHandler(app);
  // Before any route: it records the route table and guards the routes marked as content.
  registerContentRoutes(app);
  registerForwardedHeaders(app, trusted);
  await registerInvalidation(app);
  registerSessionCache(app);
  registerTenantResolution(app);
  // Its own host, answered before anything of Bearing's: the company IdP is no tenant.
  await registerCompanyIdp(app);
  registerRequestContext(app);
  registerServiceContext(app);
  registerOperations(app);
  await registerPressure(app);
  await app.register(formbody);

  await registerRateLimitStore(app);
  registerSignInThrottle(app);
  registerShareMailLimit(app);
  await registerOidc(app);
  await app.register(ssoRoutes);
  registerAuth(app);
  registerIdempotency(app);
  await registerOpenApi(app);

  await app.register(tenantRoutes);
  await app.register(accountRoutes);
  await app.register(subscriptionRoutes);
  await app.register(groupEnableRoutes);
  await app.register(lcaRoutes);
  await app.register(healthRoutes);
  registerSearch(app);
  await app.register(
    signedInRoutes(
      searchRoutes,
      countRoutes,
      refinementRoutes,
      homeRoutes,
      documentLookupRoutes,
      documentContentRoutes,
      documentInfoRoutes,
      citationRoutes,
    ),
  );
  await app.register(compassPointRoutes);
  await app.register(videoPlayerRoutes);
  await app.register(usageRoutes);
  await app.register(
    userDataRoutes(
      compassPointListRoutes,
      userDocumentRoutes,
      userNoteRoutes,
      compareRoutes,
      adminRoutes,
      importRoutes,
      groupReadRoutes,
      groupWriteRoutes,
      shareRoutes,
      accountAreaRoutes,
    ),
  );

  await registerStatic(app);
  registerImportRunner(app);
  return app;
}
