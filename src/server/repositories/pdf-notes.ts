import type { DbOrTx } from '../db/database';
import { ofOwner, type Owner } from './user-documents';

/* PDF notes (001 §3): one per owner, document and annotation. */

const COLUMNS = ['id', 'document_id', 'annotation_id', 'note_data', 'note', 'created_at', 'updated_at'] as const;

/** The owner's notes on one document, oldest first. */
export async function listOwnNotes(db: DbOrTx, owner: Owner, documentId: number) {
  return ofOwner(db.selectFrom('pdf_notes').select(COLUMNS), owner)
    .where('document_id', '=', documentId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export interface NoteValues {
  documentId: number;
  annotationId: string;
  noteData: string;
  note: string;
}

/** Creates the note, or replaces it when the annotation already has one (a replayed save). */
export async function upsertNote(db: DbOrTx, owner: Owner, v: NoteValues, at: string): Promise<void> {
  await db
    .insertInto('pdf_notes')
    .values({
      user_id: owner.userId,
      account_id: owner.accountId,
      document_id: v.documentId,
      annotation_id: v.annotationId,
      note_data: v.noteData,
      note: v.note,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'account_id', 'document_id', 'annotation_id'])
        .doUpdateSet({ note_data: v.noteData, note: v.note, updated_at: at }),
    )
    .execute();
}

/** Changes the owner's existing note; rows changed (0 when there is none). */
export async function updateOwnNote(db: DbOrTx, owner: Owner, v: NoteValues, at: string): Promise<number> {
  const r = await ofOwner(db.updateTable('pdf_notes').set({ note_data: v.noteData, note: v.note, updated_at: at }), owner)
    .where('document_id', '=', v.documentId)
    .where('annotation_id', '=', v.annotationId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Deletes the owner's note; rows removed. */
export async function deleteOwnNote(db: DbOrTx, owner: Owner, documentId: number, annotationId: string): Promise<number> {
  const r = await ofOwner(db.deleteFrom('pdf_notes'), owner)
    .where('document_id', '=', documentId)
    .where('annotation_id', '=', annotationId)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Records one video play (click-persist). */
export async function insertVideoPlay(
  db: DbOrTx,
  v: { tenantId: string; owner: Owner; documentId: number; hashId: string },
  at: string,
): Promise<void> {
  await db
    .insertInto('video_plays')
    .values({
      tenant_id: v.tenantId,
      user_id: v.owner.userId,
      account_id: v.owner.accountId,
      document_id: v.documentId,
      hash_id: v.hashId,
      created_at: at,
    })
    .execute();
}
