import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GROUP_DELETE_PATH,
  GROUP_MAIL_PATH,
  GROUP_SAVE_PATH,
  GROUP_UPDATE_DOCUMENTS_PATH,
  GROUP_UPDATE_MEMBERS_PATH,
  GROUP_UPDATE_NAME_PATH,
  GROUP_UPDATE_PATH,
  groupDeleteParams,
  groupDeleteQuery,
  groupDetail,
  groupDocumentsBody,
  groupMailBody,
  groupMailReply,
  groupMembersBody,
  groupNameBody,
  groupSaveBody,
  groupUpdateBody,
} from '../../../api/groups';
import { mailGroup } from '../../services/groups/mail';
import {
  removeGroup,
  renameGroup,
  saveGroup,
  updateGroup,
  updateGroupDocuments,
  updateMembers,
} from '../../services/groups/groups';

/** Group writes (owner only) and the group e-mail (any account member) of 002 §7. */
export const groupWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(GROUP_SAVE_PATH, { schema: { body: groupSaveBody, response: { 201: groupDetail } } }, async (req, reply) =>
    reply.status(201).send(await saveGroup(req.ctx, req.body)),
  );
  app.put(GROUP_UPDATE_PATH, { schema: { body: groupUpdateBody, response: { 200: groupDetail } } }, async (req) =>
    updateGroup(req.ctx, req.body),
  );
  app.put(GROUP_UPDATE_NAME_PATH, { schema: { body: groupNameBody, response: { 200: groupDetail } } }, async (req) =>
    renameGroup(req.ctx, req.body),
  );
  app.put(GROUP_UPDATE_MEMBERS_PATH, { schema: { body: groupMembersBody, response: { 200: groupDetail } } }, async (req) =>
    updateMembers(req.ctx, req.body),
  );
  app.post(GROUP_UPDATE_DOCUMENTS_PATH, { schema: { body: groupDocumentsBody, response: { 200: groupDetail } } }, async (req) =>
    updateGroupDocuments(req.ctx, req.body),
  );
  app.post(GROUP_MAIL_PATH, { schema: { body: groupMailBody, response: { 200: groupMailReply } } }, async (req) =>
    mailGroup(req.ctx, req.body),
  );
  app.delete(GROUP_DELETE_PATH, { schema: { params: groupDeleteParams, querystring: groupDeleteQuery } }, async (req, reply) => {
    await removeGroup(req.ctx, req.params.id, req.query.accountId);
    return reply.status(204).send();
  });
};
