import type { DbOrTx } from '../db/database';

/* Custom collection items of one account (0008), joined to their documents. */

const items = (db: DbOrTx, accountId: number, offered: number[] | null) => {
  let q = db
    .selectFrom('custom_collection_items')
    .innerJoin('documents', 'documents.id', 'custom_collection_items.document_id')
    .where('custom_collection_items.account_id', '=', accountId);
  // What the tenant does not offer does not exist for the caller, curated or not.
  if (offered !== null) q = q.where('documents.publisher_id', 'in', offered.length ? offered : [-1]);
  return q;
};

/** One page of the collection, alphabetical by title (then designation) in the given direction. */
export async function listCollectionPage(
  db: DbOrTx,
  accountId: number,
  offered: number[] | null,
  dir: 'asc' | 'desc',
  page: { offset: number; limit: number },
) {
  const [rows, total] = await Promise.all([
    items(db, accountId, offered)
      .select([
        'documents.content_code',
        'documents.display_designation',
        'documents.title',
        'documents.downloadable',
        'custom_collection_items.publisher_value',
      ])
      .orderBy((eb) => eb.fn('lower', [eb.ref('documents.title')]), dir)
      .orderBy('documents.display_designation', dir)
      .orderBy('documents.id', dir)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    items(db, accountId, offered)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Whether a content code is in the account's collection. */
export async function isInCollection(db: DbOrTx, accountId: number, contentCode: string): Promise<boolean> {
  const row = await items(db, accountId, null)
    .select('documents.id')
    .where('documents.content_code', '=', contentCode)
    .executeTakeFirst();
  return row !== undefined;
}
