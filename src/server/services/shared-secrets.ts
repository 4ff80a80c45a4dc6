import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/database';
import { getKeyValue, insertKeyValueIfAbsent } from '../repositories/key-values';

/*
 * Secrets every node must agree on live in the database. A node that finds none generates a
 * candidate and inserts it only if still absent, then reads back whatever won: two nodes starting
 * at once end up with one value.
 */

export const COOKIE_SECRET_KEY = 'app.cookie-secret';

/** The stored value of `key`, created by `create` on first use (race-safe across nodes). */
export async function loadOrCreateShared(db: DbOrTx, key: string, create: () => Promise<string> | string): Promise<string> {
  const existing = await getKeyValue(db, key);
  if (existing) return existing;
  await insertKeyValueIfAbsent(db, key, await create());
  const stored = await getKeyValue(db, key);
  if (!stored) throw new Error(`could not store ${key}`);
  return stored;
}

/**
 * The secret that signs the app's own links and cookies (e.g. usage dashboard addresses): the
 * configured COOKIE_SECRET when set, else one generated on the first start and shared by every node.
 */
export async function loadCookieSecret(db: DbOrTx, configured: string | null): Promise<string> {
  if (configured) return configured;
  return loadOrCreateShared(db, COOKIE_SECRET_KEY, () => randomBytes(32).toString('base64url'));
}
