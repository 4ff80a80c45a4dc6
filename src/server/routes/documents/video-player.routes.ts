import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VIDEO_PLAYER_PATH, videoPlayerParams } from '../../../api/documents';
import { videoPlayerPage } from '../../services/video-player-page';

/** The embedded video player page (001 §4): public, framed only by our own origin. */
export const videoPlayerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(VIDEO_PLAYER_PATH, { schema: { params: videoPlayerParams } }, async (req, reply) => {
    const { html, csp } = videoPlayerPage(req.params.contentId, req.params.videoId);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('x-content-type-options', 'nosniff')
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-cache')
      .send(html);
  });
};
