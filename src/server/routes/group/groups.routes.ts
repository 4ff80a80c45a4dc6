import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GROUP_DETAIL_PATH,
  GROUP_DOCUMENTS_PATH,
  GROUP_DOCUMENT_SEARCH_PATH,
  GROUP_LIST_CURRENT_PATH,
  GROUP_LIST_PATH,
  SEARCH_USERS_BY_EMAIL_PATH,
  SEARCH_USERS_PATH,
  documentSearchBody,
  documentSearchQuery,
  groupDetail as groupDetailReply,
  groupDocumentsReply,
  groupIdQuery,
  groupListQuery,
  groupListReply,
  searchUsersBody,
  searchUsersByEmailBody,
  searchUsersByEmailReply,
  searchUsersQuery,
  searchUsersReply,
} from '../../../api/groups';
import { QUERY_ONLY } from '../../plugins/idempotency';
import { searchGroupDocuments, searchUsers, searchUsersByEmail } from '../../services/groups/search';
import { groupDetail, groupDocuments, listGroups } from '../../services/groups/groups';

/** Group reads and the wizard's searches (002 §7). */
export const groupReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(GROUP_LIST_PATH, { schema: { querystring: groupListQuery, response: { 200: groupListReply } } }, async (req) =>
    listGroups(req.ctx, req.query.accountId),
  );
  app.get(GROUP_LIST_CURRENT_PATH, { schema: { response: { 200: groupListReply } } }, async (req) => listGroups(req.ctx));
  app.get(GROUP_DETAIL_PATH, { schema: { querystring: groupIdQuery, response: { 200: groupDetailReply } } }, async (req) =>
    groupDetail(req.ctx, req.query.groupId),
  );
  app.get(GROUP_DOCUMENTS_PATH, { schema: { querystring: groupIdQuery, response: { 200: groupDocumentsReply } } }, async (req) =>
    groupDocuments(req.ctx, req.query.groupId),
  );
  app.post(
    SEARCH_USERS_PATH,
    { config: QUERY_ONLY, schema: { querystring: searchUsersQuery, body: searchUsersBody, response: { 200: searchUsersReply } } },
    async (req) => searchUsers(req.ctx, req.body.fullName, req.query),
  );
  app.post(
    SEARCH_USERS_BY_EMAIL_PATH,
    { config: QUERY_ONLY, schema: { body: searchUsersByEmailBody, response: { 200: searchUsersByEmailReply } } },
    async (req) => searchUsersByEmail(req.ctx, req.body.email),
  );
  app.post(
    GROUP_DOCUMENT_SEARCH_PATH,
    {
      config: QUERY_ONLY,
      schema: { querystring: documentSearchQuery, body: documentSearchBody, response: { 200: groupDocumentsReply } },
    },
    async (req) => searchGroupDocuments(req.ctx, req.body.keywords, req.query.size),
  );
};
