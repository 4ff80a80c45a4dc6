import { authType as authTypeSchema, type AuthType } from '../../../api/account';
import type { DbOrTx } from '../../db/database';
import { deleteSessionOrigin, saveSessionOrigin } from '../../repositories/institutional-access';
import { saveSessionSelection } from '../../repositories/session-selections';

/** What a sign-in without a password adds to the provider's login result (oidc-interactions.ts). */
export interface SignInOrigin {
  authType: AuthType;
  /** The visitor's address when the sign-in happened (originatedIpAddress). */
  ip: string;
  /** The account the sign-in came through (originatedWhiteListedAccount): the range's or the partner's. */
  accountId: number | null;
}

/** The interaction result Bearing gives the provider: its login, with `amr` naming the mode. */
export interface SignInResult {
  login: { accountId: string; amr: [AuthType] };
  origin?: SignInOrigin;
}

/** The login result for `userId` signed in by `mode`; `origin` for every mode but the password. */
export function signInResult(userId: number, mode: AuthType, origin?: Omit<SignInOrigin, 'authType'>): SignInResult {
  return { login: { accountId: String(userId), amr: [mode] }, ...(origin ? { origin: { authType: mode, ...origin } } : {}) };
}

/** The session's mode as the provider keeps it (`amr`); a session from before modes is a password one. */
export function authTypeOfAmr(amr: unknown): AuthType {
  const first = Array.isArray(amr) ? amr[0] : undefined;
  const parsed = authTypeSchema.safeParse(first);
  return parsed.success ? parsed.data : 'PWD';
}

/**
 * Called by the provider while it resumes an authorization with an interaction's result, once
 * the session (and so its uid) is known: keeps the address and the originating account beside the
 * session, and selects that account for it, so JWT and APPLET sessions start in the partner's
 * account (000 §4). A password sign-in into the same session forgets what an earlier one left.
 */
export async function recordSessionOrigin(
  db: DbOrTx,
  tenantId: string,
  sessionUid: string,
  result: Partial<SignInResult> | undefined,
): Promise<void> {
  if (!result?.login) return;
  const userId = Number(result.login.accountId);
  if (!result.origin || !Number.isSafeInteger(userId)) {
    await deleteSessionOrigin(db, sessionUid);
    return;
  }
  const now = new Date().toISOString();
  const { authType, ip, accountId } = result.origin;
  await saveSessionOrigin(db, { sessionUid, tenantId, userId, authType, originatedIp: ip, whitelistedAccountId: accountId, now });
  if (accountId !== null) await saveSessionSelection(db, sessionUid, userId, accountId, now);
}
