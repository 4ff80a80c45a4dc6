import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { WorkerRateLimitStore } from '../cluster/rate-limit-counts';
import { isNodeWorker } from '../cluster/worker-messages';

/**
 * The one store behind every limiter the app makes with `app.createRateLimit` (sign-in throttle,
 * share mails): Redis when REDIS_URL is set, so every node shares the counts; else the node's
 * first process when this is one of its workers, so the workers share them; memory otherwise.
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
  const store = !redis && isNodeWorker() ? { store: WorkerRateLimitStore } : {};
  await app.register(rateLimit, {
    global: false,
    redis: redis ?? undefined,
    ...store,
    nameSpace: 'bearing-rl-',
    skipOnError: true,
  });
}

/**
 * A limiter that counts per key the caller names (the user, the account tried) rather than per
 * address. The store's limiter derives its key from the request, so the key is noted on the
 * request before each count; `unknownKey` counts a request no key was noted for.
 */
export function createKeyedRateLimit(app: FastifyInstance, limit: { max: number; timeWindow: number; unknownKey: string }) {
  const keyOf = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (req) => keyOf.get(req) ?? limit.unknownKey,
  });
  return (req: FastifyRequest, key: string, options?: { increment?: boolean }) => {
    keyOf.set(req, key);
    return limiter(req, options);
  };
}

type LimiterAnswer = Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>;

/** Whether a limiter's answer refuses the request: over its count, and not merely counted. */
export function isRefused(l: LimiterAnswer): l is Extract<LimiterAnswer, { isAllowed: false }> {
  return !l.isAllowed && l.remaining <= 0;
}
