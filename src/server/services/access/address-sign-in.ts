import type { DbOrTx } from '../../db/database';
import { findCompanyUser, listEnabledIpRanges } from '../../repositories/institutional-access';
import { matchRange } from './ip-ranges';
import { signInResult, type SignInResult } from './session-origin';

/**
 * IP authentication (000 §3): a visitor whose address falls in a range of an account
 * with address sign-in on is that account's company user, signed in without a password. The
 * address is the one Fastify settled (request.ip), which counts X-Forwarded-For only from the
 * proxies TRUST_PROXY names (plugins/forwarded.ts). Null: no range, or nobody to sign in as.
 */
export async function addressSignIn(db: DbOrTx, tenantId: string, ip: string): Promise<SignInResult | null> {
  const range = matchRange(ip, await listEnabledIpRanges(db, tenantId));
  if (!range) return null;
  const user = await findCompanyUser(db, tenantId, range.accountId);
  if (!user) return null;
  return signInResult(user.id, 'IP', { ip, accountId: range.accountId });
}
