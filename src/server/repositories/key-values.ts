import type { DbOrTx } from '../db/database';

/** The stored value of a key, or undefined. */
export async function getKeyValue(db: DbOrTx, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('key_values').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Stores a value only when the key is absent; the first writer wins (race-safe across nodes). */
export async function insertKeyValueIfAbsent(db: DbOrTx, key: string, value: string): Promise<void> {
  await db
    .insertInto('key_values')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** Replaces a value only if it is still `expected` (compare-and-set); true when this call replaced it. */
export async function replaceKeyValueIf(db: DbOrTx, key: string, expected: string, value: string): Promise<boolean> {
  const r = await db
    .updateTable('key_values')
    .set({ value })
    .where('key', '=', key)
    .where('value', '=', expected)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
