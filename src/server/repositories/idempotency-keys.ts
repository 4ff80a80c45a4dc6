import type { DbOrTx } from '../db/database';

/** The stored row of one key, or undefined. */
export function findKey(db: DbOrTx, tenantId: string, userId: number, key: string) {
  return db.selectFrom('idempotency_keys').selectAll()
    .where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('idem_key', '=', key)
    .executeTakeFirst();
}

/** Claims a key for a first attempt; returns the new row id, or null when the key exists already. */
export async function claimKey(db: DbOrTx, row: { tenantId: string; userId: number; key: string; requestHash: string; now: string }): Promise<number | null> {
  const inserted = await db.insertInto('idempotency_keys')
    .values({ tenant_id: row.tenantId, user_id: row.userId, idem_key: row.key, request_hash: row.requestHash, status_code: null, content_type: null, reply_body: null, created_at: row.now })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'idem_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** Stores the reply of the attempt that claimed the key. */
export async function storeReply(db: DbOrTx, id: number, reply: { statusCode: number; contentType: string | null; body: string }): Promise<void> {
  await db.updateTable('idempotency_keys').set({ status_code: reply.statusCode, content_type: reply.contentType, reply_body: reply.body }).where('id', '=', id).execute();
}

/** Forgets a claim (the attempt failed in a way a retry may fix). */
export async function releaseKey(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('id', '=', id).execute();
}

/** Deletes keys created before `before` (ISO text). */
export async function purgeKeys(db: DbOrTx, before: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}
