import { createHash } from 'node:crypto';
import { IDEMPOTENCY_TTL_MS, IdempotencyError, idempotencyKey } from '../../api/idempotency';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { claimKey, findKey, purgeKeys, releaseKey, storeReply } from '../repositories/idempotency-keys';

/** What a write with a key should do: run (holding the claim `id`) or answer with a stored reply. */
export type IdempotencyOutcome =
  | { kind: 'run'; id: number }
  | { kind: 'replay'; statusCode: number; contentType: string | null; body: string };

/** The fingerprint a key is bound to: the same key with another method, URL or body is refused. */
export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256').update(`${method.toUpperCase()} ${url}\n${body === undefined ? '' : JSON.stringify(body)}`).digest('hex');
}

/** Purging on every claim would be wasted work; once in a while keeps the table small. */
let lastPurge = 0;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Claims `key` for this user's request or finds its earlier outcome. A key still running
 * answers 409 (the client retries later); a key bound to another request answers 422.
 */
export async function beginIdempotent(db: Db, a: { tenantId: string; userId: number; key: string; hash: string; now?: Date }): Promise<IdempotencyOutcome> {
  if (!idempotencyKey.safeParse(a.key).success) throw new HttpError(400, IdempotencyError.invalidKey, { appError: 'error.validation' });
  const now = a.now ?? new Date();
  if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
    lastPurge = now.getTime();
    await purgeKeys(db, new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString());
  }
  const id = await claimKey(db, { tenantId: a.tenantId, userId: a.userId, key: a.key, requestHash: a.hash, now: now.toISOString() });
  if (id !== null) return { kind: 'run', id };
  const row = await findKey(db, a.tenantId, a.userId, a.key);
  // Claimed and released between our two statements: the other attempt failed; run this one.
  if (!row) return beginIdempotent(db, a);
  if (row.request_hash !== a.hash) throw new HttpError(422, IdempotencyError.keyReused);
  if (row.status_code === null) throw new HttpError(409, IdempotencyError.inProgress);
  return { kind: 'replay', statusCode: row.status_code, contentType: row.content_type, body: row.reply_body ?? '' };
}

/**
 * Ends a claimed attempt: replies the client may act on (2xx, and 4xx refusals, which a retry
 * would only repeat) are kept for replay; a server failure (5xx) frees the key for a retry.
 */
export async function finishIdempotent(db: Db, id: number, reply: { statusCode: number; contentType: string | null; body: string | null }): Promise<void> {
  if (reply.statusCode >= 500 || reply.body === null) await releaseKey(db, id);
  else await storeReply(db, id, { statusCode: reply.statusCode, contentType: reply.contentType, body: reply.body });
}

/** Frees a claim whose reply never got stored (the request ended without a reply). */
export const abandonIdempotent = (db: Db, id: number) => releaseKey(db, id);
