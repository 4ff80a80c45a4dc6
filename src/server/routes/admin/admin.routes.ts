import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MANAGEMENT_PATHS,
  TOTAL_COUNT_HEADER,
  auditsQuery,
  auditsReply,
  configPropsReply,
  envReply,
  healthReply,
  loggerLevelBody,
  loggerParams,
  loggersReply,
  mailOutboxQuery,
  mailOutboxReply,
  metricsReply,
  threadDumpReply,
} from '../../../api/admin';
import { requireAdminScope, requireOperator } from '../../services/admin/access';
import { listAudits, listMailOutbox } from '../../services/admin/audits';
import { configProps, environment, threadDump } from '../../services/admin/diagnostics';
import { health } from '../../services/admin/health';
import { listLoggers, setLoggerLevel } from '../../services/admin/loggers';
import { metrics } from '../../services/admin/metrics';

/** The page's items as the reply, its total in the header the administration lists read. */
function withTotalCount<T>(reply: FastifyReply, page: { items: T[]; total: number }): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.items;
}

/**
 * Administration's management calls (002 §7), plus the mail outbox. Never cached. Views of the
 * process are the platform operator's; audits and mail are also an account administrator's,
 * of that account (services/admin/access.ts).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const P = MANAGEMENT_PATHS;
  // The views of the process are the platform operator's alone; checked before any is built.
  const operatorOnly = async (req: FastifyRequest) => {
    await requireOperator(req.ctx);
  };
  app.get(P.health, { preHandler: operatorOnly, schema: { response: { 200: healthReply } } }, async () => health(app));
  app.get(P.metrics, { preHandler: operatorOnly, schema: { response: { 200: metricsReply } } }, async () => metrics(app));
  app.get(P.threadDump, { preHandler: operatorOnly, schema: { response: { 200: threadDumpReply } } }, async () => threadDump());
  app.get(P.loggers, { preHandler: operatorOnly, schema: { response: { 200: loggersReply } } }, async (req) =>
    listLoggers(req.ctx),
  );
  app.post(P.logger, { schema: { params: loggerParams, body: loggerLevelBody } }, async (req, reply) => {
    const session = await requireOperator(req.ctx);
    await setLoggerLevel(req.ctx, session, req.params.name, req.body.configuredLevel);
    return reply.status(204).send();
  });
  app.get(P.configProps, { preHandler: operatorOnly, schema: { response: { 200: configPropsReply } } }, async () =>
    configProps(app),
  );
  app.get(P.env, { preHandler: operatorOnly, schema: { response: { 200: envReply } } }, async () => environment(app));
  app.get(P.audits, { schema: { querystring: auditsQuery, response: { 200: auditsReply } } }, async (req, reply) => {
    const scope = await requireAdminScope(req.ctx);
    return withTotalCount(reply, await listAudits(req.ctx, scope, req.query));
  });
  app.get(P.mailOutbox, { schema: { querystring: mailOutboxQuery, response: { 200: mailOutboxReply } } }, async (req, reply) => {
    const scope = await requireAdminScope(req.ctx);
    return withTotalCount(reply, await listMailOutbox(req.ctx, scope, req.query));
  });
};
