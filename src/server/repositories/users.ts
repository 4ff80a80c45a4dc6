import type { Insertable } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { UserTable } from '../db/schema';

/** A user of one tenant by e-mail, compared case-insensitively. */
export async function findUserByEmail(db: DbOrTx, tenantId: string, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb(eb.fn('lower', [eb.ref('email')]), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

/** A user of one tenant by id; undefined when the id belongs to another tenant. */
export async function findUserById(db: DbOrTx, tenantId: string, id: number) {
  return db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** Replaces a user's password hash only if it is still `expected`; true when it was replaced. */
export async function replacePasswordHash(db: DbOrTx, id: number, expected: string, next: string): Promise<boolean> {
  const r = await db
    .updateTable('users')
    .set({ password_hash: next })
    .where('id', '=', id)
    .where('password_hash', '=', expected)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A user's names, as an identity provider sends them. */
export async function updateUserNames(db: DbOrTx, id: number, names: { first_name: string; last_name: string }) {
  await db.updateTable('users').set(names).where('id', '=', id).execute();
}

/** A new user, entitled to one account (the account that brought them in). */
export async function insertEntitledUser(db: DbOrTx, user: Insertable<UserTable>, accountId: number) {
  const row = await db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  await db.insertInto('user_entitlements').values({ user_id: row.id, account_id: accountId }).execute();
  return row;
}
