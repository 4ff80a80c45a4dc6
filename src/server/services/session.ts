import type { Selectable } from 'kysely';
import { ErrorCode } from '../../api/errors';
import type { DbOrTx } from '../db/database';
import type { AccountTable, UserTable } from '../db/schema';
import { HttpError } from '../http-error';
import { listEntitledAccounts } from '../repositories/accounts';
import { findSessionSelection } from '../repositories/session-selections';
import { findUserByEmail, findUserById, replacePasswordHash } from '../repositories/users';
import { PASSWORD_COST, hashPassword, needsRehash, verifyPassword, type ScryptCost } from './passwords';
import type { ServiceContext } from './context';

/** The signed-in user of a request, with the account selected for this provider session. */
export interface SessionContext {
  userId: number;
  tenantId: string;
  sessionKey: string;
  user: Selectable<UserTable>;
  account: Selectable<AccountTable> | null;
  entitlements: Selectable<AccountTable>[];
}

/** The session of a signed-in user of this request's tenant; 401 otherwise. */
export async function requireSession(ctx: ServiceContext): Promise<SessionContext> {
  const auth = ctx.auth;
  if (!auth || !ctx.tenant || auth.tenantId !== ctx.tenant.id) throw new HttpError(401, ErrorCode.unauthorized);
  const { db, sessions } = ctx;
  const tenantId = ctx.tenant.id;
  const user = await sessions.get(`user ${tenantId} ${auth.userId}`, () => findUserById(db, tenantId, auth.userId));
  if (!user) throw new HttpError(401, ErrorCode.unauthorized);
  const [entitlements, selection] = await Promise.all([
    sessions.get(`entitled ${tenantId} ${user.id}`, () => listEntitledAccounts(db, tenantId, user.id)),
    sessions.get(`selection ${auth.sessionKey}`, () => findSessionSelection(db, auth.sessionKey)),
  ]);
  // A stored choice counts only while the user is still entitled to it; a single entitlement is chosen for them (000 §4).
  const chosen = selection && selection.user_id === user.id ? entitlements.find((a) => a.id === selection.account_id) : undefined;
  const account = chosen ?? (entitlements.length === 1 ? entitlements[0] : null);
  return { userId: user.id, tenantId, sessionKey: auth.sessionKey, user, account, entitlements };
}

/** Like requireSession, but 403 'account id not exist' until an account is selected (the client shows the switch page). */
export async function requireAccount(ctx: ServiceContext): Promise<SessionContext & { account: Selectable<AccountTable> }> {
  const session = await requireSession(ctx);
  if (!session.account) throw new HttpError(403, ErrorCode.accountIdNotExist, { detail: ErrorCode.accountIdNotExist });
  return session as SessionContext & { account: Selectable<AccountTable> };
}

// Unknown e-mails still cost one scrypt at the current cost, so timing does not tell which part was wrong.
const decoyHashes = new Map<number, Promise<string>>();

/**
 * The tenant's user with this e-mail and password, or null. A hash made at a lower cost than
 * `cost` is made again from the password just proven right (the only moment it is known); a
 * failure to store it never fails the sign-in.
 */
export async function checkPassword(
  db: DbOrTx,
  tenantId: string,
  email: string,
  password: string,
  opts: { cost?: ScryptCost; onRehashError?: (err: unknown) => void } = {},
): Promise<Selectable<UserTable> | null> {
  const cost = opts.cost ?? PASSWORD_COST;
  const user = await findUserByEmail(db, tenantId, email);
  if (!user) {
    let decoy = decoyHashes.get(cost.N);
    if (!decoy) decoyHashes.set(cost.N, (decoy = hashPassword('decoy-password', { cost })));
    await verifyPassword(password, await decoy);
    return null;
  }
  if (!(await verifyPassword(password, user.password_hash))) return null;
  if (needsRehash(user.password_hash, cost)) {
    try {
      const upgraded = await hashPassword(password, { cost });
      // Only over the hash just checked: a password changed meanwhile is not overwritten.
      if (await replacePasswordHash(db, user.id, user.password_hash, upgraded)) return { ...user, password_hash: upgraded };
    } catch (err) {
      opts.onRehashError?.(err);
    }
  }
  return user;
}
