import type { FastifyInstance } from 'fastify';
import { afterTransactionOnce } from '../db/request-transaction';
import { onTableWrites } from '../db/table-writes';
import { SESSION_TABLES, SessionCache } from '../services/session-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each session's user, accounts and subscriptions, kept between its calls (services/session-cache.ts). */
    sessions: SessionCache;
  }
}

/**
 * The node's session cache, forgotten on every node whenever a session table is written. On the
 * writing node it is cleared as the write is sent (so no call of this node answers from before
 * it) and again when the write's transaction ends (its own reads may have cached rows it then
 * rolled back); the other nodes hear once the write has committed.
 */
export function registerSessionCache(app: FastifyInstance): void {
  const cache = new SessionCache();
  app.decorate('sessions', cache);
  app.invalidation.subscribe('sessions', () => cache.clear());
  const stop = onTableWrites(app.db, (tables, phase) => {
    if (!tables.some((t) => SESSION_TABLES.has(t))) return;
    cache.clear();
    if (phase === 'after')
      afterTransactionOnce(cache, () => {
        cache.clear();
        app.invalidation.publish('sessions');
      });
  });
  app.addHook('onClose', async () => {
    stop();
  });
}
