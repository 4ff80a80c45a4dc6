import type { DbOrTx } from '../db/database';

/** The accounts of the user's tenant the user is entitled to, by name. */
export async function listEntitledAccounts(db: DbOrTx, tenantId: string, userId: number) {
  return db
    .selectFrom('accounts')
    .innerJoin('user_entitlements', 'user_entitlements.account_id', 'accounts.id')
    .selectAll('accounts')
    .where('user_entitlements.user_id', '=', userId)
    .where('accounts.tenant_id', '=', tenantId)
    .orderBy('accounts.name')
    .orderBy('accounts.id')
    .execute();
}
