import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FAVORITE_PATH,
  FAVORITES_PATH,
  TRACK_PATH,
  TRACKING_PATH,
  favorite,
  favoriteAddBody,
  favoritesQuery,
  favoritesReply,
  idParams,
  trackingReply,
  trackQuery,
  trackingUpdateBody,
} from '../../../api/user-documents';
import { addFavorite, listFavorites, removeFavorite, track, updateTracking } from '../../services/user-documents';

/** Tracking and favorites writes and the favorites page (001 §7, 000 §2.1). */
export const userDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(TRACK_PATH, { schema: { querystring: trackQuery, response: { 201: trackingReply } } }, async (req, reply) =>
    reply.status(201).send(await track(req.ctx, req.query.contentCode)),
  );
  app.put(
    TRACKING_PATH,
    { schema: { params: idParams, body: trackingUpdateBody, response: { 200: trackingReply } } },
    async (req) => updateTracking(req.ctx, req.params.id, req.body.trackingFlag),
  );
  app.get(FAVORITES_PATH, { schema: { querystring: favoritesQuery, response: { 200: favoritesReply } } }, async (req) =>
    listFavorites(req.ctx, req.query),
  );
  app.post(FAVORITES_PATH, { schema: { body: favoriteAddBody, response: { 201: favorite } } }, async (req, reply) =>
    reply.status(201).send(await addFavorite(req.ctx, req.body.content.contentId)),
  );
  app.delete(FAVORITE_PATH, { schema: { params: idParams } }, async (req, reply) => {
    await removeFavorite(req.ctx, req.params.id);
    return reply.status(204).send();
  });
};
