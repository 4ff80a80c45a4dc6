import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createKeyedRateLimit, isRefused } from './rate-limit-store';

/*
 * Password guessing is slowed, then refused: failed sign-ins are counted per account
 * (the e-mail tried, in its tenant) and per client address, in the shared limiter store
 * (rate-limit-store.ts: Redis when REDIS_URL is set, so every node shares the count). A refused attempt costs neither a password hash nor
 * an audit row. Windows are short, so the real owner is locked out for minutes, not hours; the
 * token endpoint is limited per address too.
 */

const WINDOW_MS = 10 * 60_000;
/** Failures per account in a window before refusing; from the third one answers slow down. */
const PER_ACCOUNT = 5;
/** Failures per address: higher, since a company's people share one. */
const PER_ADDRESS = 50;
/** Token requests per address and minute (code exchanges and refreshes of a whole office). */
const TOKEN_PER_MINUTE = 300;
const SLOW_FROM = 3;

export interface SignInThrottle {
  /** Whether this attempt may go ahead; when not, how long until it may (seconds). */
  check(
    req: FastifyRequest,
    tenantId: string,
    email: string,
  ): Promise<{ refused: false } | { refused: true; retryAfterS: number }>;
  /** Counts a failure; resolves after the slow-down this failure earns. */
  failed(req: FastifyRequest, tenantId: string, email: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    signInThrottle: SignInThrottle;
  }
}

const accountKey = (tenantId: string, email: string) => `signin:acct:${tenantId}:${email.trim().toLowerCase()}`;
const addressKey = (req: FastifyRequest) => `signin:ip:${req.ip}`;

/** Registers the sign-in throttle and the token endpoint limit (after registerRateLimitStore). */
export function registerSignInThrottle(app: FastifyInstance): void {
  const perAccount = createKeyedRateLimit(app, { max: PER_ACCOUNT, timeWindow: WINDOW_MS, unknownKey: 'signin:acct:?' });
  const perAddress = app.createRateLimit({ max: PER_ADDRESS, timeWindow: WINDOW_MS, keyGenerator: addressKey });
  const tokens = app.createRateLimit({ max: TOKEN_PER_MINUTE, timeWindow: 60_000, keyGenerator: (req) => `token:${req.ip}` });

  app.decorate('signInThrottle', {
    async check(req, tenantId, email) {
      const account = await perAccount(req, accountKey(tenantId, email), { increment: false });
      const address = await perAddress(req, { increment: false });
      const waits = [account, address].flatMap((l) => (isRefused(l) ? [Math.ceil(l.ttl / 1000)] : []));
      return waits.length ? { refused: true, retryAfterS: Math.max(1, ...waits) } : { refused: false };
    },
    async failed(req, tenantId, email) {
      const account = await perAccount(req, accountKey(tenantId, email));
      await perAddress(req);
      const count = account.isAllowed ? 0 : PER_ACCOUNT - (account.remaining ?? PER_ACCOUNT);
      // Slow down from the third failure: 1 s, 2 s, 4 s …, so scripted guessing crawls.
      if (count >= SLOW_FROM) await new Promise((r) => setTimeout(r, Math.min(8000, 1000 * 2 ** (count - SLOW_FROM))));
    },
  } satisfies SignInThrottle);

  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'POST' || !req.url.startsWith('/oauth/token')) return;
    const l = await tokens(req);
    if (!l.isAllowed && l.isExceeded) {
      return reply
        .status(429)
        .header('retry-after', String(l.ttlInSeconds ?? 60))
        .header('cache-control', 'no-store')
        .send({ error: 'slow_down', error_description: 'Too many token requests from this address; try again shortly.' });
    }
  });
}
