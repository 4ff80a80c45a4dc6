import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CITATION_TYPES_PATH,
  RIS_CITATION_PATH,
  RIS_FILE_NAME,
  TEXT_CITATION_PATH,
  citationQuery,
  citationTypesReply,
  textCitationReply,
} from '../../../api/citations';
import { citationTypes, risCitation, textCitation } from '../../services/citations';

/** Citation types, a text citation and the RIS file (001 §7). */
export const citationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(CITATION_TYPES_PATH, { schema: { response: { 200: citationTypesReply } } }, async (req) => citationTypes(req.ctx));
  app.get(TEXT_CITATION_PATH, { schema: { querystring: citationQuery, response: { 200: textCitationReply } } }, async (req) =>
    textCitation(req.ctx, req.query),
  );
  app.get(RIS_CITATION_PATH, { schema: { querystring: citationQuery } }, async (req, reply) => {
    const ris = await risCitation(req.ctx, req.query);
    return reply
      .header('content-type', 'application/x-research-info-systems; charset=utf-8')
      .header('content-disposition', `attachment; filename="${RIS_FILE_NAME}"`)
      .header('cache-control', 'private, no-cache')
      .send(ris);
  });
};
