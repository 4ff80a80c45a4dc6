import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assetIdQuery,
  CONTENT_CODE_BY_ASSET_ID_PATH,
  CONTENT_CODE_BY_DESIGNATION_PATH,
  contentCodeQuery,
  contentCodeReply,
  VERIFICATION_PATH,
  verificationQuery,
  verificationReply,
} from '../../../api/documents-lookup';
import { RECORD_ACCESS_PATH, recordAccessBody } from '../../../api/home';
import { ENTITLEMENT_ACCESS_HEADER } from '../../../api/http-headers';
import { contentCodeByAssetId, contentCodeByDesignation, recordAccess, verifyEntitlement } from '../../services/documents/lookup';

/** Content-code lookup, the entitlement check and recording an open (000 §7). */
export const documentLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CONTENT_CODE_BY_DESIGNATION_PATH,
    { schema: { querystring: contentCodeQuery, response: { 200: contentCodeReply } } },
    async (req) => contentCodeByDesignation(req.ctx, req.query),
  );
  app.get(
    CONTENT_CODE_BY_ASSET_ID_PATH,
    { schema: { querystring: assetIdQuery, response: { 200: contentCodeReply } } },
    async (req) => contentCodeByAssetId(req.ctx, req.query.assetId),
  );
  app.get(
    VERIFICATION_PATH,
    { schema: { querystring: verificationQuery, response: { 200: verificationReply } } },
    async (req, reply) => {
      const result = await verifyEntitlement(req.ctx, req.query.contentCode);
      // The decision belongs to this caller and account: never from a shared cache.
      reply.header(ENTITLEMENT_ACCESS_HEADER, String(result.entitlementAccess)).header('cache-control', 'private, no-store');
      return result;
    },
  );
  app.post(RECORD_ACCESS_PATH, { schema: { body: recordAccessBody } }, async (req, reply) => {
    await recordAccess(req.ctx, req.body.contentCode);
    return reply.status(204).send();
  });
};
