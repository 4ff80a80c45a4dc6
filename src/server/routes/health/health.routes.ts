import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';

/** Liveness and database reachability, for load balancers and the test harness. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/health', async (_req, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'UP', database: app.dialect };
    } catch (err) {
      return reply.status(503).send({ status: 'DOWN', database: app.dialect, error: String(err) });
    }
  });
};
