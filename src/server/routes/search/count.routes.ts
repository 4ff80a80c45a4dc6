import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COUNT_PATH,
  countBody,
  countReply,
  ENTITLED_COUNT_PATH,
  ENTITLED_PUBLISHER_COUNT_PATH,
  ENTITLED_TOP_LEVEL_COUNT_PATH,
  entitledCountBody,
  entitledTopLevelCountBody,
  PUBLISHER_COUNT_PATH,
  TOP_LEVEL_COUNT_PATH,
  topLevelCountBody,
} from '../../../api/search';
import { QUERY_ONLY } from '../../plugins/idempotency';
import { publisherCounts, searchCounts, topLevelCounts } from '../../services/search/counts';

/** Refinement counts over a search's matches, for all content and for my subscriptions (000 §7). */
export const countRoutes: FastifyPluginAsyncZod = async (app) => {
  const reply = { 200: countReply };
  app.post(TOP_LEVEL_COUNT_PATH, { config: QUERY_ONLY, schema: { body: topLevelCountBody, response: reply } }, async (req) =>
    topLevelCounts(req.ctx, req.body, false),
  );
  app.post(
    ENTITLED_TOP_LEVEL_COUNT_PATH,
    { config: QUERY_ONLY, schema: { body: entitledTopLevelCountBody, response: reply } },
    async (req) => topLevelCounts(req.ctx, req.body, true),
  );
  app.post(COUNT_PATH, { config: QUERY_ONLY, schema: { body: countBody, response: reply } }, async (req) =>
    searchCounts(req.ctx, req.body, false),
  );
  app.post(ENTITLED_COUNT_PATH, { config: QUERY_ONLY, schema: { body: entitledCountBody, response: reply } }, async (req) =>
    searchCounts(req.ctx, req.body, true),
  );
  app.post(PUBLISHER_COUNT_PATH, { config: QUERY_ONLY, schema: { body: countBody, response: reply } }, async (req) =>
    publisherCounts(req.ctx, req.body, false),
  );
  app.post(
    ENTITLED_PUBLISHER_COUNT_PATH,
    { config: QUERY_ONLY, schema: { body: entitledCountBody, response: reply } },
    async (req) => publisherCounts(req.ctx, req.body, true),
  );
};
