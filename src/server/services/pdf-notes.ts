import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../api/errors';
import type { NoteBody, NoteSaveReply, PdfNote } from '../../api/user-documents';
import { notFound } from '../http-error';
import { deleteOwnNote, listOwnNotes, updateOwnNote, upsertNote } from '../repositories/pdf-notes';
import { entitledById } from './document-access';

/*
 * PDF notes (001 §4): notes sit on a PDF the caller may read, so every call needs entitlement;
 * they are the caller's own in the selected account, never anyone else's.
 */

/** GET user-notes/{contentId}: the caller's notes on this edition. */
export async function listNotes(req: FastifyRequest, contentId: number): Promise<PdfNote[]> {
  const { doc, owner } = await entitledById(req, contentId);
  return (await listOwnNotes(req.server.db, owner, doc.id)).map((n) => ({
    contentId: n.document_id, annotationId: n.annotation_id, noteData: n.note_data, note: n.note, createdDate: n.created_at, lastModifiedDate: n.updated_at,
  }));
}

/** POST user-notes/save: creates the annotation's note (a repeated save replaces it). */
export async function saveNote(req: FastifyRequest, b: NoteBody): Promise<NoteSaveReply> {
  const { doc, owner } = await entitledById(req, b.contentId);
  await upsertNote(req.server.db, owner, { documentId: doc.id, annotationId: b.annotationId, noteData: b.noteData, note: b.note }, new Date().toISOString());
  return { noteContent: b.note, annotationId: b.annotationId, contentId: doc.id };
}

/** POST user-notes/edit: changes the caller's existing note; 404 when there is none. */
export async function editNote(req: FastifyRequest, b: NoteBody): Promise<NoteSaveReply> {
  const { doc, owner } = await entitledById(req, b.contentId);
  const changed = await updateOwnNote(req.server.db, owner, { documentId: doc.id, annotationId: b.annotationId, noteData: b.noteData, note: b.note }, new Date().toISOString());
  if (!changed) throw notFound(ErrorCode.notFound);
  return { noteContent: b.note, annotationId: b.annotationId, contentId: doc.id };
}

/** DELETE user-notes/delete: removes the caller's note; 404 when there is none. */
export async function deleteNote(req: FastifyRequest, contentId: number, annotationId: string): Promise<void> {
  const { doc, owner } = await entitledById(req, contentId);
  if (!(await deleteOwnNote(req.server.db, owner, doc.id, annotationId))) throw notFound(ErrorCode.notFound);
}
