import * as z from 'zod/mini';

/*
 * Idempotent writes (src/README.md §5): a write the app may send twice (an offline change replayed
 * after a reconnect, a retry after a lost reply) carries a key; the server runs it once and answers
 * every repeat with the stored reply.
 */

/** Request header naming one logical change; the same key is sent on every attempt of it. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Reply header set to 'true' when the reply is the stored one of an earlier attempt. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long the server keeps a key's reply; an offline change older than this may run again. */
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A key is an opaque token; the app sends a UUID. */
export const idempotencyKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/));

/** Error codes of the idempotency layer. */
export const IdempotencyError = {
  /** The key was used before for a different request (method, path or body). */
  keyReused: 'error.idempotencyKeyReused',
  /** An earlier attempt with this key is still running; try again shortly. */
  inProgress: 'error.idempotencyInProgress',
  invalidKey: 'error.idempotencyKeyInvalid',
} as const;
