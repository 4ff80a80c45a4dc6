import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A first-page grant: a capability for one page preview of one edition, for one user in one
 * provider session, for two minutes. The server writes it into the shell it answers a document
 * link with (first-page-shell.ts), so the browser fetches page 1 in parallel with the app's code,
 * before the app has a token. It names the caller; the preview route still runs the whole content
 * policy for that caller (a grant never widens access, it only stands in for the bearer token).
 */

export interface FirstPageGrant {
  tenantId: string;
  userId: number;
  /** The provider session's uid: the same key a bearer token's `sid` gives (selected account, liveness). */
  sessionKey: string;
  contentCode: string;
  page: number;
  /** Seconds since the epoch. */
  exp: number;
}

export const FIRST_PAGE_GRANT_TTL_S = 120;

const mac = (secret: string, body: string) => createHmac('sha256', `first-page:${secret}`).update(body).digest('base64url');

export function signFirstPageGrant(secret: string, g: Omit<FirstPageGrant, 'exp'>, nowMs = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...g, exp: Math.floor(nowMs / 1000) + FIRST_PAGE_GRANT_TTL_S })).toString(
    'base64url',
  );
  return `${body}.${mac(secret, body)}`;
}

/** The grant when its signature holds, it has not expired and it names this preview; else null. */
export function verifyFirstPageGrant(
  secret: string,
  token: string,
  want: { tenantId: string; contentCode: string; page: number },
  nowMs = Date.now(),
): FirstPageGrant | null {
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(secret, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let g: FirstPageGrant;
  try {
    g = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as FirstPageGrant;
  } catch {
    return null;
  }
  if (typeof g.exp !== 'number' || g.exp * 1000 <= nowMs) return null;
  if (g.tenantId !== want.tenantId || g.contentCode !== want.contentCode || g.page !== want.page) return null;
  if (!Number.isSafeInteger(g.userId) || g.userId <= 0 || typeof g.sessionKey !== 'string' || !g.sessionKey) return null;
  return g;
}
