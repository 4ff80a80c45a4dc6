import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase } from '../../repositories/database-probe';
import { HEALTH_LIVE_PATH, HEALTH_PATH, HEALTH_READY_PATH } from '../../../api/health';

/*
 * Health for load balancers and orchestrators. Liveness: the process answers (never refused under
 * pressure, or a busy node would be restarted). Readiness: this node should get traffic — its
 * database answers, it is not draining for shutdown, and it is not overloaded.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const databaseUp = async () =>
    pingDatabase(app.db).then(
      () => true,
      () => false,
    );
  // A busy node must still say it is alive; its own route-level handler lets the request through.
  const alwaysAnswer = { pressureHandler: () => undefined };

  app.get(HEALTH_PATH, async (_req, reply) => {
    if (await databaseUp()) return { status: 'UP', database: app.dialect };
    return reply.status(503).send({ status: 'DOWN', database: app.dialect });
  });

  app.get(HEALTH_LIVE_PATH, { config: alwaysAnswer }, async () => ({ status: 'UP' }));

  app.get(HEALTH_READY_PATH, { config: alwaysAnswer }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.draining) return reply.status(503).send({ status: 'DRAINING' });
    if (app.isUnderPressure()) return reply.status(503).header('retry-after', '5').send({ status: 'BUSY' });
    if (!(await databaseUp())) return reply.status(503).send({ status: 'DOWN' });
    return { status: 'UP', database: app.dialect };
  });
};
