import { createHash } from 'node:crypto';
import { IDEMPOTENCY_TTL_MS, IdempotencyError, idempotencyKey } from '../../api/idempotency';
import { IDEMPOTENCY_LEASE_MS } from '../config';
import type { DbOrTx } from '../db/database';
import { HttpError } from '../http-error';
import {
  claimKey,
  findKey,
  purgeKeys,
  releaseKey,
  storeReply,
  takeOverKey,
  type IdempotencyClaim,
} from '../repositories/idempotency-keys';

export type { IdempotencyClaim };

/** What a write with a key should do: run (holding `claim`) or answer with a stored reply. */
export type IdempotencyOutcome =
  { kind: 'run'; claim: IdempotencyClaim } | { kind: 'replay'; statusCode: number; contentType: string | null; body: string };

/** The fingerprint a key is bound to: the same key with another method, URL or body is refused. */
export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${url}\n${body === undefined ? '' : JSON.stringify(body)}`)
    .digest('hex');
}

/**
 * Purging on every claim would be wasted work; once in a while keeps the table small. Per database:
 * another app in this process (a test's, a restarted one) on another database purges its own.
 */
const lastPurge = new WeakMap<DbOrTx, number>();
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Claims `key` for this user's request or finds its earlier outcome. A key whose attempt is still
 * running answers 409 (the client retries later); one whose attempt left it unfinished for longer
 * than `leaseMs` (its node died) is taken over and runs here. A key bound to another request
 * answers 422.
 */
export async function beginIdempotent(
  db: DbOrTx,
  a: { tenantId: string; userId: number; key: string; hash: string; now?: Date; leaseMs?: number },
): Promise<IdempotencyOutcome> {
  if (!idempotencyKey.safeParse(a.key).success)
    throw new HttpError(400, IdempotencyError.invalidKey, { appError: 'error.validation' });
  const now = a.now ?? new Date();
  const claimedAt = now.toISOString();
  if (now.getTime() - (lastPurge.get(db) ?? 0) > PURGE_EVERY_MS) {
    lastPurge.set(db, now.getTime());
    await purgeKeys(db, new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString());
  }
  const id = await claimKey(db, { tenantId: a.tenantId, userId: a.userId, key: a.key, requestHash: a.hash, now: claimedAt });
  if (id !== null) return { kind: 'run', claim: { id, claimedAt } };
  const row = await findKey(db, a.tenantId, a.userId, a.key);
  // Claimed and released between our two statements: the other attempt failed; run this one.
  if (!row) return beginIdempotent(db, a);
  if (row.request_hash !== a.hash) throw new HttpError(422, IdempotencyError.keyReused);
  if (row.status_code !== null)
    return { kind: 'replay', statusCode: row.status_code, contentType: row.content_type, body: row.reply_body ?? '' };
  const staleBefore = new Date(now.getTime() - (a.leaseMs ?? IDEMPOTENCY_LEASE_MS)).toISOString();
  if ((row.claimed_at ?? row.created_at) >= staleBefore) throw new HttpError(409, IdempotencyError.inProgress);
  if (await takeOverKey(db, row.id, claimedAt, staleBefore)) return { kind: 'run', claim: { id: row.id, claimedAt } };
  // Another retry took it over first, or the attempt finished meanwhile: ask again.
  return beginIdempotent(db, a);
}

/**
 * Ends a claimed attempt: replies the client may act on (2xx, and 4xx refusals, which a retry
 * would only repeat) are kept for replay; a server failure (5xx) or a streamed reply frees the key
 * for a retry. False when the attempt had lost its claim to a takeover: its reply is not kept,
 * and the caller must not keep its change either.
 */
export async function finishIdempotent(
  db: DbOrTx,
  claim: IdempotencyClaim,
  reply: { statusCode: number; contentType: string | null; body: string | null },
): Promise<boolean> {
  if (reply.statusCode >= 500 || reply.body === null) {
    await releaseKey(db, claim);
    return true;
  }
  return storeReply(db, claim, { statusCode: reply.statusCode, contentType: reply.contentType, body: reply.body });
}

/** Frees a claim whose reply never got stored (the request ended without a reply). */
export const abandonIdempotent = (db: DbOrTx, claim: IdempotencyClaim) => releaseKey(db, claim);
