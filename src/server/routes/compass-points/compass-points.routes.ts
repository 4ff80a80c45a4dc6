import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMPASS_POINTS_PATH,
  COMPASS_POINT_ACTIVATE_PATH,
  COMPASS_POINT_DEACTIVATE_PATH,
  COMPASS_POINT_MARK_SHARED_PATH,
  COMPASS_POINT_PATH,
  COMPASS_POINT_SAVE_SHARED_PATH,
  COMPASS_POINT_SHARED_LIST_PATH,
  compassPoint,
  compassPointArray,
  compassPointCreateBody,
  compassPointUpdateBody,
  contentIdQuery,
  idParams,
  markSharedBody,
  saveSharedBody,
  sharedCompassPoint,
  uuidQuery,
} from '../../../api/compass-points';
import { errorReply } from '../../../api/errors';
import { userDataOnly } from '../../plugins/signed-in';
import {
  activateCompassPoint,
  createCompassPoint,
  deactivateCompassPoint,
  getCompassPoint,
  updateCompassPointById,
} from '../../services/compass-points/points';
import { getSharedCompassPoint, markShared, saveSharedCompassPoint, sharedList } from '../../services/compass-points/sharing';

/** One compass point and its sharing (001 §7): read, create, edit, deactivate, activate, mark-shared, save-shared. */
export const compassPointRoutes: FastifyPluginAsyncZod = async (app) => {
  // The shared link answers anonymous callers itself (401 with the spec's message), so it sits outside the signed-in hook.
  await app.register(sharedLinkRoutes);
  await app.register(signedInRoutes);
};

const signedInRoutes: FastifyPluginAsyncZod = async (signed) => {
  userDataOnly(signed);
  {
    signed.get(COMPASS_POINT_PATH, { schema: { params: idParams, response: { 200: compassPoint } } }, async (req) =>
      getCompassPoint(req.ctx, req.params.id),
    );
    signed.post(
      COMPASS_POINTS_PATH,
      { schema: { body: compassPointCreateBody, response: { 201: compassPoint } } },
      async (req, reply) => reply.status(201).send(await createCompassPoint(req.ctx, req.body)),
    );
    signed.put(
      COMPASS_POINT_PATH,
      { schema: { params: idParams, body: compassPointUpdateBody, response: { 200: compassPoint } } },
      async (req) => updateCompassPointById(req.ctx, req.params.id, req.body),
    );
    signed.post(COMPASS_POINT_DEACTIVATE_PATH, { schema: { params: idParams, response: { 200: compassPoint } } }, async (req) =>
      deactivateCompassPoint(req.ctx, req.params.id),
    );
    signed.post(COMPASS_POINT_ACTIVATE_PATH, { schema: { params: idParams, response: { 200: compassPoint } } }, async (req) =>
      activateCompassPoint(req.ctx, req.params.id),
    );
    signed.post(
      COMPASS_POINT_MARK_SHARED_PATH,
      { schema: { body: markSharedBody, response: { 200: compassPoint } } },
      async (req) => markShared(req.ctx, req.body.compassPointID),
    );
    signed.post(
      COMPASS_POINT_SAVE_SHARED_PATH,
      { schema: { body: saveSharedBody, response: { 201: compassPoint } } },
      async (req, reply) => reply.status(201).send(await saveSharedCompassPoint(req.ctx, req.body.compassPointUUID)),
    );
    signed.get(
      COMPASS_POINT_SHARED_LIST_PATH,
      { schema: { querystring: contentIdQuery, response: { 200: compassPointArray } } },
      async (req) => sharedList(req.ctx, req.query.contentID),
    );
  }
};

const sharedLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });
  app.get(
    COMPASS_POINTS_PATH,
    { schema: { querystring: uuidQuery, response: { 200: sharedCompassPoint, 403: errorReply } } },
    async (req) => getSharedCompassPoint(req.ctx, req.query.compassPointUUID),
  );
};
