import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, createRemoteJWKSet, decodeJwt, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { AuthType } from '../../../api/account';
import type { DbOrTx } from '../../db/database';
import {
  claimHandoffToken,
  findHandoffPartner,
  pruneHandoffTokens,
  spendHandoffLogin,
} from '../../repositories/institutional-access';
import { listEntitledAccounts } from '../../repositories/accounts';
import { findUserByEmail } from '../../repositories/users';
import { signInResult, type SignInResult } from './session-origin';

/** A hand-off token may live at most this long: its `exp` at most 5 minutes ahead. */
export const HANDOFF_MAX_LIFETIME_S = 300;
/** Partner and Bearing clocks may differ by this much. */
const CLOCK_TOLERANCE_S = 5;
/** How long after the token is taken the browser may finish the sign-in at the provider. */
export const HANDOFF_LOGIN_WINDOW_MS = 10 * 60 * 1000;

/** Why a hand-off token signs nobody in; each has its own sentence on the page (signin-page.ts). */
export type HandoffRefusal = 'expired' | 'replayed' | 'invalid' | 'audience' | 'tooLong' | 'unknownUser';

export class HandoffRefused extends Error {
  constructor(
    readonly reason: HandoffRefusal,
    detail: string,
  ) {
    super(detail);
  }
}

// Remote key sets cache their keys (and refetch on an unknown kid); one per URL for the process.
const remoteKeySets = new Map<string, JWTVerifyGetKey>();

function keySetOf(partner: { jwks_json: string | null; jwks_url: string | null }): JWTVerifyGetKey {
  if (partner.jwks_json) return createLocalJWKSet(JSON.parse(partner.jwks_json) as Parameters<typeof createLocalJWKSet>[0]);
  if (!partner.jwks_url) throw new HandoffRefused('invalid', 'the partner has no keys');
  let set = remoteKeySets.get(partner.jwks_url);
  if (!set) remoteKeySets.set(partner.jwks_url, (set = createRemoteJWKSet(new URL(partner.jwks_url))));
  return set;
}

async function verify(token: string, keys: JWTVerifyGetKey, issuer: string, audience: string, now: Date): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer,
      audience,
      algorithms: ['RS256', 'ES256'],
      requiredClaims: ['exp', 'jti'],
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_S,
    });
    return payload;
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw new HandoffRefused('expired', err.message);
    if (err instanceof errors.JWTClaimValidationFailed && err.claim === 'aud') throw new HandoffRefused('audience', err.message);
    throw new HandoffRefused('invalid', (err as Error).message);
  }
}

/** The accepted token: the secret of the one sign-in it allows (the browser's cookie) and whom it names. */
export interface AcceptedHandoff {
  loginSecret: string;
  userId: number;
  accountId: number;
  authType: AuthType;
}

const keyOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * Verifies a partner's hand-off token for the tenant at `origin` and spends its jti: signed by the
 * key of the partner its `iss` names (RS256 or ES256), `aud` this tenant's origin, not expired,
 * `exp` at most 5 minutes ahead, `email` (or an e-mail `sub`) a user of the partner's account.
 * The jti goes into a unique key first, so of two nodes given the same token only one accepts it.
 */
export async function acceptHandoff(
  db: DbOrTx,
  tenant: { id: string; origin: string },
  token: string,
  ip: string,
  now = new Date(),
): Promise<AcceptedHandoff> {
  let claims: JWTPayload;
  try {
    claims = decodeJwt(token);
  } catch {
    throw new HandoffRefused('invalid', 'not a JWT');
  }
  const partner = typeof claims.iss === 'string' ? await findHandoffPartner(db, tenant.id, claims.iss) : undefined;
  if (!partner) throw new HandoffRefused('invalid', 'no partner has this issuer');
  const payload = await verify(token, keySetOf(partner), partner.issuer, tenant.origin, now);
  const nowS = Math.floor(now.getTime() / 1000);
  if (payload.exp! - nowS > HANDOFF_MAX_LIFETIME_S + CLOCK_TOLERANCE_S)
    throw new HandoffRefused('tooLong', `exp is ${payload.exp! - nowS} s ahead`);
  const email =
    typeof payload.email === 'string'
      ? payload.email
      : typeof payload.sub === 'string' && payload.sub.includes('@')
        ? payload.sub
        : '';
  const user = email ? await findUserByEmail(db, tenant.id, email) : undefined;
  const entitled = user ? (await listEntitledAccounts(db, tenant.id, user.id)).some((a) => a.id === partner.account_id) : false;
  if (!user || !entitled) throw new HandoffRefused('unknownUser', 'the token names no user of the partner account');
  const loginSecret = randomBytes(32).toString('base64url');
  const authType: AuthType = partner.applet === 1 ? 'APPLET' : 'JWT';
  // A used jti is kept until its token has expired and its sign-in can no longer be spent; older
  // rows go, and a replay of their tokens is refused by `exp`.
  await pruneHandoffTokens(db, new Date(now.getTime() - HANDOFF_LOGIN_WINDOW_MS).toISOString());
  const claimed = await claimHandoffToken(db, {
    partnerId: partner.id,
    jti: String(payload.jti),
    userId: user.id,
    accountId: partner.account_id,
    authType,
    originatedIp: ip,
    loginKey: keyOf(loginSecret),
    expiresAt: new Date(payload.exp! * 1000).toISOString(),
    now: now.toISOString(),
  });
  if (!claimed) throw new HandoffRefused('replayed', 'this token was used before');
  return { loginSecret, userId: user.id, accountId: partner.account_id, authType };
}

/** The sign-in an accepted token allows, spent by the browser that presented it; null once spent or too late. */
export async function spendHandoffSignIn(db: DbOrTx, loginSecret: string, now = new Date()): Promise<SignInResult | null> {
  const row = await spendHandoffLogin(
    db,
    keyOf(loginSecret),
    now.toISOString(),
    new Date(now.getTime() - HANDOFF_LOGIN_WINDOW_MS).toISOString(),
  );
  if (!row) return null;
  return signInResult(row.user_id, row.auth_type === 'APPLET' ? 'APPLET' : 'JWT', {
    ip: row.originated_ip,
    accountId: row.account_id,
  });
}
