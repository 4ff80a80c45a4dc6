import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { ErrorCode } from '../../api/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the process is shutting down: readiness fails so balancers stop sending work. */
    draining: boolean;
  }
}

/** Seconds a client is told to wait before trying again when this node is overloaded. */
export const RETRY_AFTER_S = 5;

/**
 * Overload answers, it does not time out: when the event loop lags past the limit, a request
 * gets 503 with Retry-After at once (the app's offline queue and the balancer both retry), and
 * the node recovers by itself as the lag falls. Liveness is exempt: a busy node is not a dead one.
 */
export async function registerPressure(app: FastifyInstance): Promise<void> {
  app.decorate('draining', false);
  await app.register(underPressure, {
    // Lag is what users feel. Utilisation is not checked: the plugin measures it since start, so
    // one CPU-heavy start-up step would refuse requests long after it ended. 0 turns the check off.
    maxEventLoopDelay: app.config.maxEventLoopDelayMs,
    pressureHandler: (_req, reply) => {
      reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .header('cache-control', 'no-store')
        .type('application/json')
        .send({ status: 503, title: 'Service Unavailable', message: ErrorCode.overloaded });
    },
  });
}
