import type { DbOrTx } from '../db/database';

/** The attempt holding a key: its row and when it took the key (the fence of its reply). */
export interface IdempotencyClaim {
  id: number;
  claimedAt: string;
}

/** The stored row of one key, or undefined. */
export function findKey(db: DbOrTx, tenantId: string, userId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('idem_key', '=', key)
    .executeTakeFirst();
}

/** Claims a key for a first attempt; returns the new row id, or null when the key exists already. */
export async function claimKey(
  db: DbOrTx,
  row: { tenantId: string; userId: number; key: string; requestHash: string; now: string },
): Promise<number | null> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      tenant_id: row.tenantId,
      user_id: row.userId,
      idem_key: row.key,
      request_hash: row.requestHash,
      status_code: null,
      content_type: null,
      reply_body: null,
      created_at: row.now,
      claimed_at: row.now,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'idem_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/**
 * Takes over a claim left unfinished since before `staleBefore` (its attempt died). One statement,
 * so of two retries only one gets it; true when this one did.
 */
export async function takeOverKey(db: DbOrTx, id: number, now: string, staleBefore: string): Promise<boolean> {
  const r = await db
    .updateTable('idempotency_keys')
    .set({ claimed_at: now })
    .where('id', '=', id)
    .where('status_code', 'is', null)
    // Rows claimed by a node older than migration 0011 count from their creation.
    .where((eb) => eb.fn.coalesce('claimed_at', 'created_at'), '<', staleBefore)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Stores the reply of the attempt holding `claim`; false when another attempt has taken the key since. */
export async function storeReply(
  db: DbOrTx,
  claim: IdempotencyClaim,
  reply: { statusCode: number; contentType: string | null; body: string },
): Promise<boolean> {
  const r = await db
    .updateTable('idempotency_keys')
    .set({ status_code: reply.statusCode, content_type: reply.contentType, reply_body: reply.body })
    .where('id', '=', claim.id)
    .where('claimed_at', '=', claim.claimedAt)
    .where('status_code', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Forgets a claim (the attempt failed in a way a retry may fix), unless another attempt holds it now. */
export async function releaseKey(db: DbOrTx, claim: IdempotencyClaim): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('id', '=', claim.id)
    .where('claimed_at', '=', claim.claimedAt)
    .where('status_code', 'is', null)
    .execute();
}

/** Deletes keys created before `before` (ISO text). */
export async function purgeKeys(db: DbOrTx, before: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}
