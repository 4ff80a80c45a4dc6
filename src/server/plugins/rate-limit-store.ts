import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/**
 * The one store behind every limiter the app makes with `app.createRateLimit` (sign-in throttle,
 * share mails): Redis when REDIS_URL is set, so every node shares the counts, memory otherwise.
 * A store that cannot be reached lets requests through rather than locking everybody out.
 */
export async function registerRateLimitStore(app: FastifyInstance): Promise<void> {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'rate-limit store unreachable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, { global: false, redis: redis ?? undefined, nameSpace: 'bearing-rl-', skipOnError: true });
}
