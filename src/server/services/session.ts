import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { ErrorCode } from '../../api/errors';
import type { DbOrTx } from '../db/database';
import type { AccountTable, UserTable } from '../db/schema';
import { HttpError } from '../http-error';
import { listEntitledAccounts } from '../repositories/accounts';
import { findSessionSelection } from '../repositories/session-selections';
import { findUserByEmail, findUserById } from '../repositories/users';
import { hashPassword, verifyPassword } from './passwords';

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
export async function requireSession(req: FastifyRequest): Promise<SessionContext> {
  const auth = req.auth;
  if (!auth || !req.tenant || auth.tenantId !== req.tenant.id) throw new HttpError(401, ErrorCode.unauthorized);
  const db = req.server.db;
  const user = await findUserById(db, req.tenant.id, auth.userId);
  if (!user) throw new HttpError(401, ErrorCode.unauthorized);
  const [entitlements, selection] = await Promise.all([
    listEntitledAccounts(db, req.tenant.id, user.id),
    findSessionSelection(db, auth.sessionKey),
  ]);
  // A stored choice counts only while the user is still entitled to it; a single entitlement is chosen for them (000 §4).
  const chosen = selection && selection.user_id === user.id ? entitlements.find((a) => a.id === selection.account_id) : undefined;
  const account = chosen ?? (entitlements.length === 1 ? entitlements[0] : null);
  return { userId: user.id, tenantId: req.tenant.id, sessionKey: auth.sessionKey, user, account, entitlements };
}

/** Like requireSession, but 403 'account id not exist' until an account is selected (the client shows the switch page). */
export async function requireAccount(req: FastifyRequest): Promise<SessionContext & { account: Selectable<AccountTable> }> {
  const session = await requireSession(req);
  if (!session.account) throw new HttpError(403, ErrorCode.accountIdNotExist, { detail: ErrorCode.accountIdNotExist });
  return session as SessionContext & { account: Selectable<AccountTable> };
}

// Unknown e-mails still cost one scrypt, so timing does not tell which part was wrong.
let decoyHash: Promise<string> | null = null;

/** The tenant's user with this e-mail and password, or null. */
export async function checkPassword(db: DbOrTx, tenantId: string, email: string, password: string): Promise<Selectable<UserTable> | null> {
  const user = await findUserByEmail(db, tenantId, email);
  if (!user) {
    decoyHash ??= hashPassword('decoy-password');
    await verifyPassword(password, await decoyHash);
    return null;
  }
  return (await verifyPassword(password, user.password_hash)) ? user : null;
}
