import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DELETE_NOTE_PATH, EDIT_NOTE_PATH, SAVE_NOTE_PATH, noteSaveReply, notesReply, userNotesPath, type NoteBody } from '../../../../api/user-documents';
import { http, requestRaw } from '../../../lib/http';
import { isNoteSuccess } from '../media-rules';
import { documentKeys } from './keys';

/** GET api/user-notes/{contentId} (001 §7). */
export function getNotes(contentId: number, signal?: AbortSignal) {
  return http.get(userNotesPath(contentId), notesReply, { signal, spinner: false });
}

/** POST api/user-notes/save or /edit (body contentId, annotationId, noteData, note). */
export function saveNote(body: NoteBody, isEdit: boolean) {
  return http.post(isEdit ? EDIT_NOTE_PATH : SAVE_NOTE_PATH, noteSaveReply, { body });
}

/** DELETE api/user-notes/delete?annotationId&contentId; success is any 200–300 status (001 §5). */
export async function deleteNote(contentId: number, annotationId: string): Promise<boolean> {
  const res = await requestRaw('DELETE', DELETE_NOTE_PATH, { query: { annotationId, contentId } });
  return isNoteSuccess(res.status);
}

export const notesQueryOptions = (contentId: number | null) =>
  queryOptions({ queryKey: documentKeys.notes(contentId ?? 0), queryFn: ({ signal }) => getNotes(contentId as number, signal), enabled: contentId !== null });

export const useNotes = (contentId: number | null) => useQuery(notesQueryOptions(contentId));

/** Save / edit / delete a note; the notes list refreshes after each. */
export function useNoteMutations(contentId: number) {
  const qc = useQueryClient();
  const onSettled = () => qc.invalidateQueries({ queryKey: documentKeys.notes(contentId) });
  const save = useMutation({ mutationFn: (a: { body: NoteBody; isEdit: boolean }) => saveNote(a.body, a.isEdit), onSettled });
  const remove = useMutation({ mutationFn: (annotationId: string) => deleteNote(contentId, annotationId), onSettled });
  return { save, remove };
}
