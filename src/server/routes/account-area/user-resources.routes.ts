import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HELP_DOCUMENT_PATH, MARC_DOCUMENT_PATH, helpDocumentQuery, marcDocumentQuery } from '../../../api/user-resources';
import { sendHelpDocument, sendMarcDocument } from '../../services/user-resources';

/** User resources downloads: help documents and MARC records (002 §7). */
export const userResourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(HELP_DOCUMENT_PATH, { schema: { querystring: helpDocumentQuery } }, async (req, reply) =>
    sendHelpDocument(req.ctx, reply, req.query),
  );
  app.get(MARC_DOCUMENT_PATH, { schema: { querystring: marcDocumentQuery } }, async (req, reply) =>
    sendMarcDocument(req.ctx, reply, req.query),
  );
};
