import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EXTERNAL_URLS_PATH,
  PROGRESSIVE_PROFILING_PATH,
  TENANT_ACCESS_MESSAGES_PATH,
  TENANT_CONFIG_PATH,
  externalUrlsReply,
  progressiveProfilingReply,
  tenantAccessMessages,
  tenantConfig,
} from '../../../api/tenant';
import { QUERY_ONLY } from '../../plugins/idempotency';
import { requireSession } from '../../services/session';
import {
  accessMessagesFor,
  externalUrlsFor,
  progressiveProfilingUrlFor,
  requireTenant,
  tenantConfigFor,
} from '../../services/tenant-config';

/** Tenant calls of 000 §7. The configuration is public: the client needs it before sign-in. */
export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(TENANT_CONFIG_PATH, { config: QUERY_ONLY, schema: { response: { 200: tenantConfig } } }, async (req) =>
    tenantConfigFor(requireTenant(req.ctx)),
  );

  app.get(TENANT_ACCESS_MESSAGES_PATH, { schema: { response: { 200: tenantAccessMessages } } }, async (req) =>
    accessMessagesFor(requireTenant(req.ctx)),
  );

  app.get(EXTERNAL_URLS_PATH, { schema: { response: { 200: externalUrlsReply } } }, async (req) => {
    await requireSession(req.ctx);
    return externalUrlsFor(requireTenant(req.ctx));
  });

  app.get(PROGRESSIVE_PROFILING_PATH, { schema: { response: { 200: progressiveProfilingReply } } }, async (req) => {
    await requireSession(req.ctx);
    return { url: progressiveProfilingUrlFor(requireTenant(req.ctx)) };
  });
};
