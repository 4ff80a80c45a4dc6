import type { DbOrTx } from '../db/database';

/** The account chosen in one provider session, if any. */
export async function findSessionSelection(db: DbOrTx, sessionKey: string) {
  return db.selectFrom('session_selections').selectAll().where('session_key', '=', sessionKey).executeTakeFirst();
}

export async function saveSessionSelection(
  db: DbOrTx,
  sessionKey: string,
  userId: number,
  accountId: number,
  at: string,
): Promise<void> {
  await db
    .insertInto('session_selections')
    .values({ session_key: sessionKey, user_id: userId, account_id: accountId, updated_at: at })
    .onConflict((oc) => oc.column('session_key').doUpdateSet({ user_id: userId, account_id: accountId, updated_at: at }))
    .execute();
}

export async function deleteSessionSelection(db: DbOrTx, sessionKey: string): Promise<void> {
  await db.deleteFrom('session_selections').where('session_key', '=', sessionKey).execute();
}
