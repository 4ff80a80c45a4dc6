import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADDITIONAL_DETAILS_BY_PUBLISHER_PATH,
  ADDITIONAL_DETAILS_PATH,
  CONTENT_TRACKING_PATH,
  ELEARNING_ASSETS_PATH,
  ELP_ENTITLEMENT_PATH,
  METADATA_PATH,
  RELATED_CONTENT_PATH,
  TRANSLATIONS_PATH,
  VIDEO_CLICK_PATH,
  VIDEOS_PATH,
  WORK_ITEMS_PATH,
  additionalDetails as additionalDetailsReply,
  additionalDetailsByPublisher as byPublisherReply,
  contentCodeQuery,
  contentTrackingQuery,
  contentIdQuery,
  contentTracking as trackingReply,
  documentMetadata as metadataReply,
  elearningQuery,
  elearningReply,
  elpEntitlementReply,
  relatedContent as relatedReply,
  translationsReply,
  videoClickBody,
  videosQuery,
  videosReply,
  workItemsParams,
  workItemsReply,
} from '../../../api/documents';
import { ENTITLEMENT_ACCESS_HEADER } from '../../../api/http-headers';
import { badRequest } from '../../http-error';
import {
  additionalDetails,
  additionalDetailsByPublisher,
  documentVideos,
  elearningAssets,
  elpEntitlement,
  recordVideoPlay,
  workItems,
} from '../../services/documents/extras';
import { documentMetadata, documentTranslations } from '../../services/documents/metadata';
import { relatedContent } from '../../services/related-content';
import { contentTracking } from '../../services/user-documents';

// Replies carry per-account data (favorite id, entitlement): never from a shared cache.
const PRIVATE = 'private, no-cache';

/** Metadata-level calls of the document screen (001 §7). */
export const documentInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply, payload) => {
    if (!reply.getHeader('cache-control')) reply.header('cache-control', PRIVATE);
    return payload;
  });
  app.get(METADATA_PATH, { schema: { querystring: contentCodeQuery, response: { 200: metadataReply } } }, async (req, reply) => {
    const m = await documentMetadata(req.ctx, req.query.contentCode);
    reply.header(ENTITLEMENT_ACCESS_HEADER, String(m.entitled));
    return m;
  });
  app.get(TRANSLATIONS_PATH, { schema: { querystring: contentIdQuery, response: { 200: translationsReply } } }, async (req) =>
    documentTranslations(req.ctx, req.query.contentId),
  );
  app.get(VIDEOS_PATH, { schema: { querystring: videosQuery, response: { 200: videosReply } } }, async (req) =>
    documentVideos(req.ctx, req.query.designation),
  );
  // The spec names the parameters without saying where: the query and a JSON body both work.
  app.post(VIDEO_CLICK_PATH, async (req, reply) => {
    const raw = { ...(req.query as object), ...(typeof req.body === 'object' && req.body ? req.body : {}) };
    const parsed = videoClickBody.safeParse(raw);
    if (!parsed.success) {
      throw badRequest('error.validation', {
        params: 'videoClick',
        fieldErrors: parsed.error.issues.map((i) => ({ objectName: 'videoClick', field: i.path.join('.'), message: i.code })),
      });
    }
    await recordVideoPlay(req.ctx, parsed.data.contentId, parsed.data.hashId);
    return reply.status(204).send();
  });
  app.get(
    ADDITIONAL_DETAILS_PATH,
    { schema: { querystring: contentCodeQuery, response: { 200: additionalDetailsReply } } },
    async (req) => additionalDetails(req.ctx, req.query.contentCode),
  );
  app.get(
    ADDITIONAL_DETAILS_BY_PUBLISHER_PATH,
    { schema: { querystring: contentCodeQuery, response: { 200: byPublisherReply } } },
    async (req) => additionalDetailsByPublisher(req.ctx, req.query.contentCode),
  );
  app.get(RELATED_CONTENT_PATH, { schema: { querystring: contentCodeQuery, response: { 200: relatedReply } } }, async (req) =>
    relatedContent(req.ctx, req.query.contentCode),
  );
  app.get(WORK_ITEMS_PATH, { schema: { params: workItemsParams, response: { 200: workItemsReply } } }, async (req) =>
    workItems(req.ctx, req.params.code),
  );
  app.get(
    CONTENT_TRACKING_PATH,
    { schema: { querystring: contentTrackingQuery, response: { 200: trackingReply } } },
    async (req) => contentTracking(req.ctx, req.query.family),
  );
  app.get(ELEARNING_ASSETS_PATH, { schema: { querystring: elearningQuery, response: { 200: elearningReply } } }, async (req) =>
    elearningAssets(req.ctx, req.query.familyName),
  );
  app.get(ELP_ENTITLEMENT_PATH, { schema: { response: { 200: elpEntitlementReply } } }, async (req) => elpEntitlement(req.ctx));
};
