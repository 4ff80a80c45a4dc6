import type { DbOrTx } from '../db/database';

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
