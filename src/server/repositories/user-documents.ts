import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';
import { pageWithTotal, type Paging } from './paging';

/*
 * Reads (and the access record) of what a user keeps around documents: always one user in one
 * account, and only documents of the publishers in `publisherIds` (the tenant's scope).
 */

export interface Owner {
  userId: number;
  accountId: number;
}

/** Records an open; re-opening moves the time instead of adding a row. */
export async function upsertAccessedDocument(db: DbOrTx, owner: Owner, documentId: number, at: string): Promise<void> {
  await db
    .insertInto('accessed_documents')
    .values({ user_id: owner.userId, account_id: owner.accountId, document_id: documentId, accessed_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'account_id', 'document_id']).doUpdateSet({ accessed_at: at }))
    .execute();
}

/** Narrows a query on a per-user table to one owner's rows: the user in the selected account. */
export function ofOwner<Q extends { where: any }>(q: Q, owner: Owner): Q {
  return q.where('user_id', '=', owner.userId).where('account_id', '=', owner.accountId) as Q;
}

function scoped<Q extends { where: any }>(q: Q, publisherIds: number[] | null): Q {
  return publisherIds === null ? q : (q.where('documents.publisher_id', 'in', publisherIds.length ? publisherIds : [-1]) as Q);
}

/** Recently accessed document ids, newest first, and how many there are. */
export function listAccessedDocuments(db: DbOrTx, owner: Owner, publisherIds: number[] | null, page: Paging) {
  return listOwnedDocumentIds(db, 'accessed_documents', owner, publisherIds, page);
}

/** Favorite document ids, newest first, and how many there are. */
export function listFavoriteDocuments(db: DbOrTx, owner: Owner, publisherIds: number[] | null, page: Paging) {
  return listOwnedDocumentIds(db, 'favorite_documents', owner, publisherIds, page);
}

// Newest first by when the row was written; a second key so rows of the same instant keep one order across pages.
const NEWEST_FIRST = {
  accessed_documents: ['accessed_documents.accessed_at', 'accessed_documents.document_id'],
  favorite_documents: ['favorite_documents.created_at', 'favorite_documents.id'],
} as const;

/** One page of the ids an owner's list names, within the tenant's publishers, and the list's length. */
async function listOwnedDocumentIds(
  db: DbOrTx,
  table: keyof typeof NEWEST_FIRST,
  owner: Owner,
  publisherIds: number[] | null,
  page: Paging,
) {
  const base = scoped(
    ofOwner(db.selectFrom(table).innerJoin('documents', 'documents.id', `${table}.document_id`), owner),
    publisherIds,
  );
  const [when, tieBreak] = NEWEST_FIRST[table];
  const { rows, total } = await pageWithTotal(base, page, (q) =>
    q.select(`${table}.document_id as id`).orderBy(when, 'desc').orderBy(tieBreak, 'desc'),
  );
  return { ids: rows.map((r) => r.id), total };
}

/**
 * Tracked families with the family's newest edition (the card shows it) and the edition tracked
 * from; newest tracking first.
 */
export async function listTrackedFamilies(db: DbOrTx, owner: Owner, publisherIds: number[] | null) {
  const q = scoped(
    db
      .selectFrom('tracked_families')
      .innerJoin('documents', 'documents.family_id', 'tracked_families.family_id')
      .where('tracked_families.user_id', '=', owner.userId)
      .where('tracked_families.account_id', '=', owner.accountId)
      .where(({ eb, selectFrom }) =>
        eb(
          'documents.edition_order',
          '=',
          selectFrom('documents as d2')
            .select((e) => e.fn.max('d2.edition_order').as('m'))
            .whereRef('d2.family_id', '=', 'documents.family_id'),
        ),
      ),
    publisherIds,
  );
  return q
    .select([
      'documents.id',
      'documents.content_code as latest_code',
      'tracked_families.content_code as tracked_code',
      'tracked_families.created_at',
    ])
    .orderBy('tracked_families.created_at', 'desc')
    .orderBy('tracked_families.id', 'desc')
    .execute();
}

/** The publishers' documents updated most recently, and how many there are and how many since `since`. */
export async function listUpdatedDocuments(db: DbOrTx, publisherIds: number[], page: Paging, since: string) {
  if (publisherIds.length === 0) return { ids: [], total: 0, recent: 0 };
  const updated = sql<string>`coalesce(documents.last_update_date, documents.publish_date, '')`;
  const base = db.selectFrom('documents').where('documents.publisher_id', 'in', publisherIds);
  const [rows, total] = await Promise.all([
    base
      .select('documents.id')
      .orderBy(updated, 'desc')
      .orderBy('documents.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>(sql`case when ${updated} >= ${since} then 1 else 0 end`).as('recent'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(total.n), recent: Number(total.recent ?? 0) };
}
