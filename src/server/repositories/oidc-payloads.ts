import type { Selectable } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { OidcPayloadTable } from '../db/schema';

export type OidcPayloadRow = Selectable<OidcPayloadTable>;

/** Inserts or replaces one stored provider model instance. */
export async function upsertOidcPayload(db: DbOrTx, row: OidcPayloadRow): Promise<void> {
  await db
    .insertInto('oidc_payloads')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['model', 'id']).doUpdateSet({
        payload: row.payload,
        grant_id: row.grant_id,
        user_code: row.user_code,
        uid: row.uid,
        expires_at: row.expires_at,
        consumed_at: row.consumed_at,
      }),
    )
    .execute();
}

export async function findOidcPayload(db: DbOrTx, model: string, id: string): Promise<OidcPayloadRow | undefined> {
  return db.selectFrom('oidc_payloads').selectAll().where('model', '=', model).where('id', '=', id).executeTakeFirst();
}

export async function findOidcPayloadBy(
  db: DbOrTx,
  model: string,
  column: 'uid' | 'user_code',
  value: string,
): Promise<OidcPayloadRow | undefined> {
  return db.selectFrom('oidc_payloads').selectAll().where('model', '=', model).where(column, '=', value).executeTakeFirst();
}

export async function consumeOidcPayload(db: DbOrTx, model: string, id: string, at: string): Promise<void> {
  await db.updateTable('oidc_payloads').set({ consumed_at: at }).where('model', '=', model).where('id', '=', id).execute();
}

export async function deleteOidcPayload(db: DbOrTx, model: string, id: string): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('model', '=', model).where('id', '=', id).execute();
}

/** Removes the instances of one model (tokens, codes) issued under a grant. */
export async function deleteOidcPayloadsByGrant(db: DbOrTx, model: string, grantId: string): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('model', '=', model).where('grant_id', '=', grantId).execute();
}

/** Housekeeping: rows past their expiry are never read again. */
export async function deleteExpiredOidcPayloads(db: DbOrTx, now: string): Promise<number> {
  const res = await db
    .deleteFrom('oidc_payloads')
    .where('expires_at', 'is not', null)
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return Number(res.numDeletedRows ?? 0);
}
