import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DELETE_NOTE_PATH,
  EDIT_NOTE_PATH,
  SAVE_NOTE_PATH,
  USER_NOTES_PATH,
  deleteNoteQuery,
  noteBody,
  noteSaveReply,
  notesParams,
  notesReply,
} from '../../../api/user-documents';
import { deleteNote, editNote, listNotes, saveNote } from '../../services/pdf-notes';

/** PDF notes per annotation (001 §7). */
export const userNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered before the ':contentId' route so 'save'/'edit'/'delete' are never read as an id.
  app.post(SAVE_NOTE_PATH, { schema: { body: noteBody, response: { 200: noteSaveReply } } }, async (req) =>
    saveNote(req.ctx, req.body),
  );
  app.post(EDIT_NOTE_PATH, { schema: { body: noteBody, response: { 200: noteSaveReply } } }, async (req) =>
    editNote(req.ctx, req.body),
  );
  app.delete(DELETE_NOTE_PATH, { schema: { querystring: deleteNoteQuery } }, async (req, reply) => {
    await deleteNote(req.ctx, req.query.contentId, req.query.annotationId);
    return reply.status(204).send();
  });
  app.get(USER_NOTES_PATH, { schema: { params: notesParams, response: { 200: notesReply } } }, async (req) =>
    listNotes(req.ctx, req.params.contentId),
  );
};
