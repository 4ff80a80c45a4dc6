import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCESSED_DOCUMENTS_PATH,
  FAVORITE_DOCUMENTS_PATH,
  homeTabQuery,
  homeTabReply,
  TRACKED_DOCUMENTS_PATH,
  UPDATED_DOCUMENTS_PATH,
} from '../../../api/home';
import { favorites, recentlyAccessed, recentlyUpdated, tracked } from '../../services/home';

/** Home tabs (000 §7); the caller's own items in the selected account. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { querystring: homeTabQuery, response: { 200: homeTabReply } };
  app.get(ACCESSED_DOCUMENTS_PATH, { schema }, async (req) => recentlyAccessed(req.ctx, req.query));
  app.get(TRACKED_DOCUMENTS_PATH, { schema }, async (req) => tracked(req.ctx, req.query));
  app.get(FAVORITE_DOCUMENTS_PATH, { schema }, async (req) => favorites(req.ctx, req.query));
  app.get(UPDATED_DOCUMENTS_PATH, { schema }, async (req) => recentlyUpdated(req.ctx, req.query));
};
