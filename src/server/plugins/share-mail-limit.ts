import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createKeyedRateLimit, isRefused } from './rate-limit-store';

/*
 * Sharing a document with an outside address sends a mail from the tenant's own sender to
 * whoever the user names: without a limit, a signed-in account is a spam relay. Each
 * user may send EXTERNAL_SHARE_MAILS_PER_HOUR such mails; shares with the account's own users and
 * groups are not counted (their recipients are the account's people). The count lives in the
 * shared limiter store (rate-limit-store.ts), so every node sees it.
 */

/** Share mails to outside addresses per user and hour. */
export const EXTERNAL_SHARE_MAILS_PER_HOUR = 20;
const WINDOW_MS = 60 * 60_000;

export interface ShareMailLimit {
  /** Whether this user may send one more; when not, how long until they may (seconds). */
  check(
    req: FastifyRequest,
    tenantId: string,
    userId: number,
  ): Promise<{ allowed: true } | { allowed: false; retryAfterS: number }>;
  /** Counts one mail sent. */
  sent(req: FastifyRequest, tenantId: string, userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    shareMailLimit: ShareMailLimit;
  }
}

/** Registers the limit (after registerRateLimitStore). */
export function registerShareMailLimit(app: FastifyInstance): void {
  const limiter = createKeyedRateLimit(app, {
    max: EXTERNAL_SHARE_MAILS_PER_HOUR,
    timeWindow: WINDOW_MS,
    unknownKey: 'share-mail:?',
  });
  const keyOf = (tenantId: string, userId: number) => `share-mail:${tenantId}:${userId}`;
  app.decorate('shareMailLimit', {
    async check(req, tenantId, userId) {
      const l = await limiter(req, keyOf(tenantId, userId), { increment: false });
      return isRefused(l) ? { allowed: false, retryAfterS: Math.max(1, l.ttlInSeconds) } : { allowed: true };
    },
    async sent(req, tenantId, userId) {
      await limiter(req, keyOf(tenantId, userId));
    },
  } satisfies ShareMailLimit);
}
