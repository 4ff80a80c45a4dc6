import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REFINEMENT_COMMITTEE_PATH,
  REFINEMENT_DOCUMENT_TYPES_PATH,
  REFINEMENT_ICS_PATH,
  REFINEMENT_NODES_PATH,
  REFINEMENT_OTHER_CONTENT_PATH,
  REFINEMENT_ROOT,
  REFINEMENT_SECTORS_PATH,
  REFINEMENT_TAXONOMY_PATH,
  refinementLanguageQuery,
  refinementTaxonomyParams,
  refinementTreeReply,
} from '../../../api/search';
import { entitledRefinementNodes, refinementTree, sectorsAndThemes } from '../../services/search/refinement-trees';

/** Refinement trees with catalogue counts (000 §7); `language` is accepted, names are English. */
export const refinementRoutes: FastifyPluginAsyncZod = async (app) => {
  const reply = { 200: refinementTreeReply };
  app.get(REFINEMENT_NODES_PATH, { schema: { response: reply } }, async (req) => entitledRefinementNodes(req.ctx));
  app.get(REFINEMENT_TAXONOMY_PATH, { schema: { params: refinementTaxonomyParams, response: reply } }, async (req) =>
    refinementTree(req.ctx, req.params.id),
  );
  app.get(REFINEMENT_ICS_PATH, { schema: { response: reply } }, async (req) => refinementTree(req.ctx, REFINEMENT_ROOT.ics));
  app.get(REFINEMENT_OTHER_CONTENT_PATH, { schema: { response: reply } }, async (req) =>
    refinementTree(req.ctx, REFINEMENT_ROOT.category),
  );
  app.get(REFINEMENT_DOCUMENT_TYPES_PATH, { schema: { response: reply } }, async (req) =>
    refinementTree(req.ctx, REFINEMENT_ROOT.documentType),
  );
  app.get(REFINEMENT_COMMITTEE_PATH, { schema: { querystring: refinementLanguageQuery, response: reply } }, async (req) =>
    refinementTree(req.ctx, REFINEMENT_ROOT.committee),
  );
  app.get(REFINEMENT_SECTORS_PATH, { schema: { querystring: refinementLanguageQuery, response: reply } }, async (req) =>
    sectorsAndThemes(req.ctx),
  );
};
