import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENTITLED_SEARCH_PATH,
  entitledSearchBody,
  SEARCH_PATH,
  searchBody,
  searchQuery,
  searchReply,
  SEMANTIC_SEARCH_PATH,
  semanticBody,
  TYPE_AHEAD_PATH,
  TYPE_AHEAD_PUBLISHER_PATH,
  typeAheadBody,
  typeAheadPublisherBody,
  typeAheadReply,
} from '../../../api/search';
import { QUERY_ONLY } from '../../plugins/idempotency';
import { contentSearch, entitledSearch, semanticSearch } from '../../services/search/search';
import { typeAhead, typeAheadForPublisher } from '../../services/search/type-ahead';

/** Content, my-subscription and semantic search, and type-ahead (000 §7). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    SEARCH_PATH,
    { config: QUERY_ONLY, schema: { querystring: searchQuery, body: searchBody, response: { 200: searchReply } } },
    async (req) => contentSearch(req.ctx, req.body, req.query),
  );
  app.post(
    ENTITLED_SEARCH_PATH,
    { config: QUERY_ONLY, schema: { querystring: searchQuery, body: entitledSearchBody, response: { 200: searchReply } } },
    async (req) => entitledSearch(req.ctx, req.body, req.query),
  );
  app.post(
    SEMANTIC_SEARCH_PATH,
    { config: QUERY_ONLY, schema: { querystring: searchQuery, body: semanticBody, response: { 200: searchReply } } },
    async (req) => semanticSearch(req.ctx, req.body, req.query),
  );
  app.post(
    TYPE_AHEAD_PATH,
    { config: QUERY_ONLY, schema: { body: typeAheadBody, response: { 200: typeAheadReply } } },
    async (req) => typeAhead(req.ctx, req.body.keywords),
  );
  app.post(
    TYPE_AHEAD_PUBLISHER_PATH,
    { config: QUERY_ONLY, schema: { body: typeAheadPublisherBody, response: { 200: typeAheadReply } } },
    async (req) => typeAheadForPublisher(req.ctx, req.body.keywords, req.body.publisher),
  );
};
