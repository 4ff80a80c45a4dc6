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
import { userDataOnly } from '../../plugins/signed-in';
import { requireAdminScope, requireOperator } from '../../services/admin/access';
import { listAudits, listMailOutbox } from '../../services/admin/audits';
import { configProps, environment, threadDump } from '../../services/admin/diagnostics';
import { health } from '../../services/admin/health';
import { listLoggers, setLoggerLevel } from '../../services/admin/loggers';
import { metrics } from '../../services/admin/metrics';

/**
 * Administration's management calls (002 §7), plus the mail outbox. Never cached. Views of the
 * process are the platform operator's; audits and mail are also an account administrator's,
 * of that account (services/admin/access.ts).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  userDataOnly(app);
  const P = MANAGEMENT_PATHS;
  app.get(P.health, { schema: { response: { 200: healthReply } } }, async (req) => {
    await requireOperator(req.ctx);
    return health(app);
  });
  app.get(P.metrics, { schema: { response: { 200: metricsReply } } }, async (req) => {
    await requireOperator(req.ctx);
    return metrics(app);
  });
  app.get(P.threadDump, { schema: { response: { 200: threadDumpReply } } }, async (req) => {
    await requireOperator(req.ctx);
    return threadDump();
  });
  app.get(P.loggers, { schema: { response: { 200: loggersReply } } }, async (req) => {
    await requireOperator(req.ctx);
    return listLoggers(req.ctx);
  });
  app.post(P.logger, { schema: { params: loggerParams, body: loggerLevelBody } }, async (req, reply) => {
    const session = await requireOperator(req.ctx);
    await setLoggerLevel(req.ctx, session, req.params.name, req.body.configuredLevel);
    return reply.status(204).send();
  });
  app.get(P.configProps, { schema: { response: { 200: configPropsReply } } }, async (req) => {
    await requireOperator(req.ctx);
    return configProps(app);
  });
  app.get(P.env, { schema: { response: { 200: envReply } } }, async (req) => {
    await requireOperator(req.ctx);
    return environment(app);
  });
  app.get(P.audits, { schema: { querystring: auditsQuery, response: { 200: auditsReply } } }, async (req, reply) => {
    const scope = await requireAdminScope(req.ctx);
    const { items, total } = await listAudits(req.ctx, scope, req.query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return items;
  });
  app.get(P.mailOutbox, { schema: { querystring: mailOutboxQuery, response: { 200: mailOutboxReply } } }, async (req, reply) => {
    const scope = await requireAdminScope(req.ctx);
    const { items, total } = await listMailOutbox(req.ctx, scope, req.query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return items;
  });
};
