import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  DELETE_NOTE_PATH,
  EDIT_NOTE_PATH,
  SAVE_NOTE_PATH,
  notesReply,
  userNotesPath,
  type NoteBody,
  type PdfNote,
} from '../../../../api/user-documents';
import { onChangeSent } from '../../../lib/offline-queue/app-queue';
import { useQueuedMutation } from '../../../lib/offline-queue/use-queued-mutation';
import type { QueuedChange } from '../../../lib/offline-queue/types';
import { useAcknowledgedChanges, useQueuedChanges } from '../../../lib/offline-queue/use-pending';
import { http } from '../../../lib/http';
import { documentKeys } from './keys';

/** GET api/user-notes/{contentId} (001 §7). */
export function getNotes(contentId: number, signal?: AbortSignal) {
  return http.get(userNotesPath(contentId), notesReply, { signal, spinner: false });
}

export const notesQueryOptions = (contentId: number | null) =>
  queryOptions({
    queryKey: documentKeys.notes(contentId ?? 0),
    queryFn: ({ signal }) => getNotes(contentId as number, signal),
    enabled: contentId !== null,
  });

export const useNotes = (contentId: number | null) => useQuery(notesQueryOptions(contentId));

/** What a queued note change is about (the document), for its pending state. */
export const noteTarget = (contentId: number) => `note:${contentId}`;

/**
 * Save / edit / delete a note through the offline queue (sent now, or kept and sent
 * later with an idempotency key); the notes list refreshes after each.
 */
export function useNoteMutations(contentId: number) {
  const refresh = [documentKeys.notes(contentId)];
  // Both changes are about this document's notes and refresh its list.
  const about = { kind: 'note', target: noteTarget(contentId), invalidate: [[...documentKeys.notes(contentId)]] };
  const save = useQueuedMutation(
    (a: { body: NoteBody; isEdit: boolean }) => ({
      ...about,
      request: { method: 'POST', url: a.isEdit ? EDIT_NOTE_PATH : SAVE_NOTE_PATH, body: a.body },
      label: {
        key: 'offline.change.noteSave',
        params: { note: a.body.note.length > 40 ? `${a.body.note.slice(0, 40)}…` : a.body.note },
      },
    }),
    refresh,
  );
  const remove = useQueuedMutation(
    (annotationId: string) => ({
      ...about,
      request: { method: 'DELETE', url: DELETE_NOTE_PATH, query: { annotationId, contentId } },
      label: { key: 'offline.change.noteDelete' },
    }),
    refresh,
  );
  return { save, remove };
}

/** A note as the list shows it: `pending` while its change waits in the offline queue. */
export type ShownNote = PdfNote & { pending?: boolean };

/**
 * The server's notes with the user's later changes applied, in order: first those the server
 * acknowledged after the list was read (a restart on an older persisted copy still shows them,
 *), then the queued (not yet sent) saves and deletes, marked pending.
 */
export function useNotesWithPending(contentId: number | null) {
  const notes = useNotes(contentId);
  const target = noteTarget(contentId ?? 0);
  const queued = useQueuedChanges(target);
  const acknowledged = useAcknowledgedChanges('note', notes.dataUpdatedAt, target);
  const data = useMemo(() => {
    if (!notes.data && queued.length === 0) return undefined;
    const sent = notes.data
      ? applyQueuedNotes(
          notes.data,
          acknowledged.map((c) => ({ request: c.request, createdAt: c.at })),
          false,
        )
      : [];
    return applyQueuedNotes(
      sent,
      queued.filter((c) => c.state === 'pending'),
    );
  }, [notes.data, queued, acknowledged]);
  return { ...notes, data };
}

/** Applies note changes over the server's list (pure; tested beside); queued ones are marked pending. */
export function applyQueuedNotes(
  server: readonly PdfNote[],
  queued: readonly Pick<QueuedChange, 'request' | 'createdAt'>[],
  pending = true,
): ShownNote[] {
  const list: ShownNote[] = [...server];
  for (const c of queued) {
    if (c.request.method === 'DELETE') {
      const id = String(c.request.query?.annotationId ?? '');
      const i = list.findIndex((n) => n.annotationId === id);
      if (i >= 0) list.splice(i, 1);
    } else {
      const body = c.request.body as NoteBody;
      const when = new Date(c.createdAt).toISOString();
      const i = list.findIndex((n) => n.annotationId === body.annotationId);
      const note: ShownNote = {
        contentId: body.contentId,
        annotationId: body.annotationId,
        noteData: body.noteData,
        note: body.note,
        createdDate: i >= 0 ? list[i].createdDate : when,
        lastModifiedDate: when,
        ...(pending ? { pending: true } : {}),
      };
      if (i >= 0) list[i] = note;
      else list.push(note);
    }
  }
  return list;
}

// A note change the server has: the cached list takes it at once (lib/offline-queue: onChangeSent).
onChangeSent('note', (client, change) => {
  const contentId = Number(
    change.request.method === 'DELETE'
      ? change.request.query?.contentId
      : (change.request.body as NoteBody | undefined)?.contentId,
  );
  if (!Number.isSafeInteger(contentId)) return;
  client.setQueryData<PdfNote[]>(documentKeys.notes(contentId), (old) => (old ? applyQueuedNotes(old, [change], false) : old));
});
