import type { FastifyInstance } from 'fastify';
import { HttpMetrics } from './histogram';
import type { LogLevel } from '../../api/admin';
import { onRelayed } from '../cluster/worker-messages';
import { fromPinoLevel, LOGGER_LEVEL_KIND, LoggerRegistry, loggerNameForRoute } from './loggers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-route request timings of this process (administration metrics). */
    httpMetrics: HttpMetrics;
    /** Run-time logger levels (administration loggers). */
    loggers: LoggerRegistry;
  }
}

/**
 * Operational hooks for administration: a logger per API resource, its level applied to each
 * request's logger, and every response's time recorded per route pattern. Registered before
 * the routes so the route hook sees them all.
 */
export function registerOperations(app: FastifyInstance): void {
  const root = typeof (app.log as { level?: unknown }).level === 'string' ? (app.log as { level: string }) : null;
  app.decorate('httpMetrics', new HttpMetrics());
  app.decorate('loggers', new LoggerRegistry(root, fromPinoLevel(root?.level ?? app.config.logLevel)));
  const stopFollowing = onRelayed(LOGGER_LEVEL_KIND, (payload) => {
    const { name, level } = payload as { name: string; level: LogLevel | null };
    app.loggers.set(name, level);
  });
  app.addHook('onClose', async () => stopFollowing());
  app.addHook('onRoute', (route) => {
    if (route.url !== '*') app.loggers.register(loggerNameForRoute(route.url));
  });
  app.addHook('onRequest', async (req) => {
    const level = app.loggers.requestLevel(req.routeOptions.url);
    if (level && req.log.level !== level) req.log.level = level;
  });
  app.addHook('onResponse', async (req, reply) => {
    // Unmatched requests share one series, so scanning for random paths cannot grow memory.
    app.httpMetrics.record(req.method, req.routeOptions.url ?? '(unmatched)', reply.statusCode, reply.elapsedTime);
  });
}
