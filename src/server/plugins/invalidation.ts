import type { FastifyInstance } from 'fastify';
import { createInvalidationBus, type InvalidationBus } from '../cluster/invalidation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells every node that data behind its caches changed (cluster/invalidation.ts). */
    invalidation: InvalidationBus;
  }
}

/** The app's invalidation bus; before the plugins whose caches subscribe to it. */
export async function registerInvalidation(app: FastifyInstance): Promise<void> {
  const bus = createInvalidationBus(app.db, app.dialect, app.config.redisUrl, app.log);
  app.decorate('invalidation', bus);
  app.addHook('onClose', async () => {
    await bus.close();
  });
  // Listening before the first request: a change made while this node starts is not missed.
  await bus.ready();
}
