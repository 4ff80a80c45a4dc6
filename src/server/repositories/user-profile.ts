import type { DbOrTx } from '../db/database';

/** Replaces one user's stored address JSON; the tenant is part of the key so ids never cross tenants. */
export async function updateUserAddress(db: DbOrTx, tenantId: string, userId: number, addressJson: string): Promise<number> {
  const res = await db
    .updateTable('users')
    .set({ address_json: addressJson })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
