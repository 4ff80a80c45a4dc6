import type { DbOrTx } from '../db/database';

/** Marks an account's licence agreement accepted; only the first acceptance is kept. */
export async function acceptLicence(db: DbOrTx, accountId: number, at: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ lca_accepted_at: at })
    .where('id', '=', accountId)
    .where('lca_accepted_at', 'is', null)
    .execute();
}
