import type { Db } from '../db/database';
import { ACCOUNTS } from './people';
import { PUBLISHERS } from './orgs';

/*
 * Demo custom collections (002 §2): each account with the custom-collection flag gets a curated
 * list of current editions from its subscriptions, the publisher stored as "name|code" the way a
 * curator's import writes it. Deterministic: the lowest content ids win.
 */

/** Documents per demo collection: enough for several pages at the smallest page size. */
export const COLLECTION_SIZE = 36;
const ADDED_AT = '2026-01-05T09:00:00.000Z';

export async function seedCustomCollections(db: Db): Promise<void> {
  for (const account of ACCOUNTS.filter((a) => a.flags?.custom_collection === 1)) {
    const publishers = PUBLISHERS.filter((p) => account.subscriptions.includes(p.code));
    const docs = await db
      .selectFrom('documents')
      .select(['id', 'publisher_id'])
      .where(
        'publisher_id',
        'in',
        publishers.map((p) => p.id),
      )
      .where('status', '=', 'Active')
      .where('downloadable', '=', 1)
      .orderBy('id')
      .limit(COLLECTION_SIZE)
      .execute();
    if (docs.length === 0) continue;
    const byId = new Map(publishers.map((p) => [p.id, p]));
    await db
      .insertInto('custom_collection_items')
      .values(
        docs.map((d) => {
          const p = byId.get(d.publisher_id)!;
          return { account_id: account.id, document_id: d.id, publisher_value: `${p.name}|${p.code}`, added_at: ADDED_AT };
        }),
      )
      .execute();
  }
}
