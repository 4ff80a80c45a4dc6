import { ErrorCode } from '../../api/errors';
import type { NoteBody, NoteSaveReply, PdfNote } from '../../api/user-documents';
import { notFound } from '../http-error';
import { deleteOwnNote, listOwnNotes, updateOwnNote, upsertNote } from '../repositories/pdf-notes';
import { entitledById } from './documents/access';
import type { ServiceContext } from './context';

/*
 * PDF notes (001 §4): notes sit on a PDF the caller may read, so every call needs entitlement;
 * they are the caller's own in the selected account, never anyone else's.
 */

/** GET user-notes/{contentId}: the caller's notes on this edition. */
export async function listNotes(ctx: ServiceContext, contentId: number): Promise<PdfNote[]> {
  const { doc, owner } = await entitledById(ctx, contentId);
  return (await listOwnNotes(ctx.db, owner, doc.id)).map((n) => ({
    contentId: n.document_id,
    annotationId: n.annotation_id,
    noteData: n.note_data,
    note: n.note,
    createdDate: n.created_at,
    lastModifiedDate: n.updated_at,
  }));
}

/** POST user-notes/save: creates the annotation's note (a repeated save replaces it). */
export async function saveNote(ctx: ServiceContext, b: NoteBody): Promise<NoteSaveReply> {
  const { doc, owner } = await entitledById(ctx, b.contentId);
  await upsertNote(
    ctx.db,
    owner,
    { documentId: doc.id, annotationId: b.annotationId, noteData: b.noteData, note: b.note },
    new Date().toISOString(),
  );
  return { noteContent: b.note, annotationId: b.annotationId, contentId: doc.id };
}

/** POST user-notes/edit: changes the caller's existing note; 404 when there is none. */
export async function editNote(ctx: ServiceContext, b: NoteBody): Promise<NoteSaveReply> {
  const { doc, owner } = await entitledById(ctx, b.contentId);
  const changed = await updateOwnNote(
    ctx.db,
    owner,
    { documentId: doc.id, annotationId: b.annotationId, noteData: b.noteData, note: b.note },
    new Date().toISOString(),
  );
  if (!changed) throw notFound(ErrorCode.notFound);
  return { noteContent: b.note, annotationId: b.annotationId, contentId: doc.id };
}

/** DELETE user-notes/delete: removes the caller's note; 404 when there is none. */
export async function deleteNote(ctx: ServiceContext, contentId: number, annotationId: string): Promise<void> {
  const { doc, owner } = await entitledById(ctx, contentId);
  if (!(await deleteOwnNote(ctx.db, owner, doc.id, annotationId))) throw notFound(ErrorCode.notFound);
}
