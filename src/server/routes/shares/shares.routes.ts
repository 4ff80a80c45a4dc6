import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SHARED_PUBLICATIONS_PATH,
  SHARED_STANDARDS_PATH,
  SHARED_WITH_CONTENT_PATH,
  SHARED_WITH_ME_PATH,
  SHARE_SEARCH_PATH,
  SHARE_WITH_GROUP_PATH,
  SHARE_WITH_USER_PATH,
  contentIdParams,
  shareReply,
  shareSearchQuery,
  shareSearchReply,
  shareWithGroupBody,
  shareWithUserBody,
  sharedDocumentsReply,
  sharedPublicationsQuery,
  sharedPublicationsReply,
  sharedStandardsQuery,
  sharedWithContentReply,
  sharedWithMeQuery,
} from '../../../api/shares';
import { QUERY_ONLY } from '../../plugins/idempotency';
import { findSharedWithMe, sharedPublications, sharedStandards } from '../../services/shared-with-me';
import { searchTargets, shareWithGroup, shareWithUser, sharesOfDocument } from '../../services/shares';

/** Sharing a document and the shared-with-me lists (002 §7). */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SHARED_WITH_CONTENT_PATH,
    { schema: { params: contentIdParams, response: { 200: sharedWithContentReply } } },
    async (req) => sharesOfDocument(req.ctx, req.params.id),
  );
  app.get(SHARE_SEARCH_PATH, { schema: { querystring: shareSearchQuery, response: { 200: shareSearchReply } } }, async (req) =>
    searchTargets(req.ctx, req.query.keyword),
  );
  app.post(SHARE_WITH_GROUP_PATH, { schema: { body: shareWithGroupBody, response: { 201: shareReply } } }, async (req, reply) =>
    reply.status(201).send(await shareWithGroup(req.ctx, req.body)),
  );
  app.post(SHARE_WITH_USER_PATH, { schema: { body: shareWithUserBody, response: { 201: shareReply } } }, async (req, reply) =>
    reply.status(201).send(await shareWithUser(req.ctx, req.body)),
  );
  app.post(
    SHARED_WITH_ME_PATH,
    { config: QUERY_ONLY, schema: { querystring: sharedWithMeQuery, response: { 200: sharedDocumentsReply } } },
    async (req) => findSharedWithMe(req.ctx, req.query.pageIndex, req.query.pageSize),
  );
  app.get(
    SHARED_STANDARDS_PATH,
    { schema: { querystring: sharedStandardsQuery, response: { 200: sharedDocumentsReply } } },
    async (req) => sharedStandards(req.ctx, req.query.page, req.query.size),
  );
  app.get(
    SHARED_PUBLICATIONS_PATH,
    { schema: { querystring: sharedPublicationsQuery, response: { 200: sharedPublicationsReply } } },
    async (req) => sharedPublications(req.ctx, req.query.page, req.query.size),
  );
};
