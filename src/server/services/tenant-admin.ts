import type { InvalidationBus } from '../cluster/invalidation';
import type { Db } from '../db/database';
import { findTenantById, updateTenantConfigJson } from '../repositories/tenants';

/**
 * Changes a tenant's stored configuration (000 §3; the per-origin parts are added per request)
 * by merging `changes` into it, and tells every node to read its tenant table again once the
 * change is committed. False when there is no such tenant.
 */
export async function updateTenantConfig(
  deps: { db: Db; invalidation: InvalidationBus },
  tenantId: string,
  changes: Record<string, unknown>,
): Promise<boolean> {
  const changed = await deps.db.transaction().execute(async (trx) => {
    const row = await findTenantById(trx, tenantId);
    if (!row) return false;
    const config = { ...(JSON.parse(row.config_json) as Record<string, unknown>), ...changes };
    return (await updateTenantConfigJson(trx, tenantId, JSON.stringify(config))) > 0;
  });
  if (changed) deps.invalidation.publish('tenants', { tenantId });
  return changed;
}
