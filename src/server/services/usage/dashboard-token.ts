import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The dashboard's embed URL carries a signed, short-lived token instead of a bearer token (an
 * iframe cannot send one): it names the tenant, the account, the range and the language, and
 * expires after a few minutes, so a leaked URL shows one account's counts briefly and nothing else.
 */

export interface DashboardClaims {
  tenantId: string;
  accountId: number;
  userId: number;
  startDate: string;
  endDate: string;
  lang: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');
const keyOf = (secret: string) => createHmac('sha256', secret).update('bearing usage dashboard').digest();
const mac = (secret: string, body: string) => createHmac('sha256', keyOf(secret)).update(body).digest();

export function signDashboardToken(secret: string, claims: DashboardClaims): string {
  const body = b64(JSON.stringify(claims));
  return `${body}.${b64(mac(secret, body))}`;
}

/** The claims of a genuine, unexpired token; null otherwise. */
export function verifyDashboardToken(secret: string, token: string, now = Date.now()): DashboardClaims | null {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const expected = mac(secret, body);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as DashboardClaims;
    if (typeof c.exp !== 'number' || c.exp * 1000 <= now) return null;
    if (typeof c.tenantId !== 'string' || !Number.isSafeInteger(c.accountId)) return null;
    return c;
  } catch {
    return null;
  }
}
