import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CUSTOM_COLLECTION_DOWNLOAD_PATH,
  CUSTOM_COLLECTIONS_PATH,
  contentCodeParams,
  customCollectionQuery,
  customCollectionReply,
} from '../../../api/custom-collections';
import { listCustomCollection, sendCollectionDownload } from '../../services/custom-collections';

/** Custom collection list and per-row download (002 §7). */
export const customCollectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CUSTOM_COLLECTIONS_PATH,
    { schema: { querystring: customCollectionQuery, response: { 200: customCollectionReply } } },
    async (req) => listCustomCollection(req.ctx, req.query),
  );
  app.get(
    CUSTOM_COLLECTION_DOWNLOAD_PATH,
    { config: { content: 'download' }, schema: { params: contentCodeParams } },
    async (req, reply) => sendCollectionDownload(req.ctx, reply, req.params.contentCode),
  );
};
