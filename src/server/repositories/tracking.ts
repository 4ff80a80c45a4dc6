import type { DbOrTx } from '../db/database';
import { ofOwner, type Owner } from './user-documents';

/* Tracking writes (001 §7): one row per owner and family. */

/** The owner's tracking of a family, if any. */
export async function findTrackingByFamily(db: DbOrTx, owner: Owner, familyId: number) {
  return ofOwner(db.selectFrom('tracked_families').select(['id', 'family_id', 'content_code', 'created_at']), owner)
    .where('family_id', '=', familyId)
    .executeTakeFirst();
}

/** The owner's tracking by id; undefined for another owner's id. */
export async function findOwnTracking(db: DbOrTx, owner: Owner, id: number) {
  return db
    .selectFrom('tracked_families')
    .innerJoin('families', 'families.id', 'tracked_families.family_id')
    .select([
      'tracked_families.id',
      'tracked_families.family_id',
      'tracked_families.content_code',
      'tracked_families.created_at',
      'families.family_value',
    ])
    .where('tracked_families.id', '=', id)
    .where('tracked_families.user_id', '=', owner.userId)
    .where('tracked_families.account_id', '=', owner.accountId)
    .executeTakeFirst();
}

/** Tracks a family; an existing tracking is kept (a replayed add must not fail). */
export async function insertTracking(db: DbOrTx, owner: Owner, familyId: number, contentCode: string, at: string) {
  await db
    .insertInto('tracked_families')
    .values({
      user_id: owner.userId,
      account_id: owner.accountId,
      family_id: familyId,
      content_code: contentCode,
      created_at: at,
    })
    .onConflict((oc) => oc.columns(['user_id', 'account_id', 'family_id']).doNothing())
    .execute();
  return (await findTrackingByFamily(db, owner, familyId))!;
}

/** Stops the owner's tracking; rows removed (0 for another owner's id). */
export async function deleteOwnTracking(db: DbOrTx, owner: Owner, id: number): Promise<number> {
  const r = await ofOwner(db.deleteFrom('tracked_families').where('id', '=', id), owner).executeTakeFirst();
  return Number(r.numDeletedRows);
}
