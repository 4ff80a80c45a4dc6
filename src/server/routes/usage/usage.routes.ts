import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  USAGE_COUNTER_PATH,
  USAGE_DASHBOARD_PATH,
  USAGE_EMBED_URL_PATH,
  counterQuery,
  dashboardQuery,
  embedUrlReply,
  usageReportQuery,
} from '../../../api/usage';
import { signedInOnly } from '../../plugins/signed-in';
import { counterReport, dashboard, embedUrl } from '../../services/usage/usage-report';

const NO_STORE = 'private, no-store';

/** Usage report (002 §7 embed-URL call), the dashboard page it points at, and the COUNTER export. */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    USAGE_EMBED_URL_PATH,
    { preValidation: signedInOnly, schema: { querystring: usageReportQuery, response: { 200: embedUrlReply } } },
    async (req, reply) => {
      reply.header('cache-control', NO_STORE);
      return embedUrl(req.ctx, req.query);
    },
  );
  // Framed by /usage-report: an iframe carries no bearer token, so the signed token in the URL is the access check.
  app.get(USAGE_DASHBOARD_PATH, { schema: { querystring: dashboardQuery } }, async (req, reply) => {
    const page = await dashboard(req.ctx, req.query.token);
    return reply
      .status(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', page.csp)
      .header('x-content-type-options', 'nosniff')
      .header('x-frame-options', 'SAMEORIGIN')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', NO_STORE)
      .send(page.html);
  });
  app.get(USAGE_COUNTER_PATH, { preValidation: signedInOnly, schema: { querystring: counterQuery } }, async (req, reply) => {
    const r = await counterReport(req.ctx, req.query);
    reply.header('cache-control', NO_STORE);
    if ('tsv' in r)
      return reply
        .header('content-type', 'text/tab-separated-values; charset=utf-8')
        .header('content-disposition', `attachment; filename="${r.fileName}"`)
        .send(r.tsv);
    return r.json;
  });
};
