import type { DbOrTx } from '../db/database';
import { pageWithTotal, type Paging } from './paging';
import { ofOwner, type Owner } from './user-documents';

/* Favorite writes and the favorites page (001 §7, 000 §2.1): always one owner. */

/** The owner's favorite of a document, if any. */
export async function findFavoriteByDocument(db: DbOrTx, owner: Owner, documentId: number) {
  return ofOwner(db.selectFrom('favorite_documents').select(['id', 'document_id', 'created_at']), owner)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
}

/** The owner's favorite by id; undefined for another owner's id. */
export async function findOwnFavorite(db: DbOrTx, owner: Owner, id: number) {
  return ofOwner(
    db.selectFrom('favorite_documents').select(['id', 'document_id', 'created_at']).where('id', '=', id),
    owner,
  ).executeTakeFirst();
}

/** Adds a favorite; an existing one is kept (a replayed add must not fail). */
export async function insertFavorite(db: DbOrTx, owner: Owner, documentId: number, at: string) {
  await db
    .insertInto('favorite_documents')
    .values({ user_id: owner.userId, account_id: owner.accountId, document_id: documentId, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'account_id', 'document_id']).doNothing())
    .execute();
  return (await findFavoriteByDocument(db, owner, documentId))!;
}

/** Deletes the owner's favorite; the number of rows removed (0 for another owner's id). */
export async function deleteOwnFavorite(db: DbOrTx, owner: Owner, id: number): Promise<number> {
  const r = await ofOwner(db.deleteFrom('favorite_documents').where('id', '=', id), owner).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** The favorites page: the owner's favorites of offered publishers, sorted by document title. */
export async function listFavoritesByTitle(
  db: DbOrTx,
  owner: Owner,
  publisherIds: number[] | null,
  dir: 'asc' | 'desc',
  page: Paging,
) {
  let base = db
    .selectFrom('favorite_documents')
    .innerJoin('documents', 'documents.id', 'favorite_documents.document_id')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .where('favorite_documents.user_id', '=', owner.userId)
    .where('favorite_documents.account_id', '=', owner.accountId);
  if (publisherIds !== null) base = base.where('documents.publisher_id', 'in', publisherIds.length ? publisherIds : [-1]);
  return pageWithTotal(base, page, (q) =>
    q
      .select([
        'favorite_documents.id',
        'favorite_documents.created_at',
        'documents.id as document_id',
        'documents.content_code',
        'documents.title',
        'documents.designation_no',
        'documents.document_type',
        'documents.status',
        'documents.last_update_date',
        'documents.publish_date',
        'publishers.code as publisher_code',
      ])
      .orderBy('documents.title', dir)
      .orderBy('favorite_documents.id', dir),
  );
}
