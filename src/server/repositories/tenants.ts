import type { DbOrTx } from '../db/database';

export async function findTenantById(db: DbOrTx, id: string) {
  return db.selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listTenants(db: DbOrTx) {
  return db.selectFrom('tenants').selectAll().orderBy('id').execute();
}

export async function listTenantHosts(db: DbOrTx) {
  return db.selectFrom('tenant_hosts').selectAll().execute();
}

/** Replaces a tenant's stored configuration; the number of rows changed (0: no such tenant). */
export async function updateTenantConfigJson(db: DbOrTx, id: string, configJson: string): Promise<number> {
  const r = await db.updateTable('tenants').set({ config_json: configJson }).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows);
}
