import { OPERATOR_AUTHORITY } from '../../../api/account';
import { forbidden } from '../../http-error';
import type { RequestTenant } from '../context';
import { authoritiesOf, checkAuthority } from '../authority';
import { requireSession, type SessionContext } from '../session';
import type { ServiceContext } from '../context';

/*
 * Administration has two roles that never meet:
 * - the platform operator runs the service: views of the whole process (health, metrics,
 *   diagnostic report, loggers, configuration, environment) and every tenant's audits and mail.
 *   A user of the main tenant with OPERATOR_AUTHORITY who belongs to no customer account: a
 *   customer's user can never be given the process, whatever their authorities say.
 * - a customer account's administrator (ADMIN, never under DRM, 002 §6) sees the audits and mail
 *   of the account selected in the session, and nothing of the process or of other accounts.
 */

/** Whose entries an administration list may show. */
export type AdminScope =
  | { kind: 'platform'; session: SessionContext }
  | { kind: 'account'; session: SessionContext; tenantId: string; accountId: number };

/** Whether this session is the platform operator's (see above). */
export function isPlatformOperator(
  session: Pick<SessionContext, 'user' | 'entitlements'>,
  tenant: Pick<RequestTenant, 'isMain'> | null,
): boolean {
  return (
    Boolean(tenant?.isMain) &&
    session.entitlements.length === 0 &&
    authoritiesOf(session.user.authorities).includes(OPERATOR_AUTHORITY)
  );
}

/** The platform operator's session; 401 signed out, 403 for anybody else. */
export async function requireOperator(ctx: ServiceContext): Promise<SessionContext> {
  const session = await requireSession(ctx);
  if (!isPlatformOperator(session, ctx.tenant)) throw forbidden('error.forbidden');
  return session;
}

/** The operator (every tenant) or an administrator of the selected account (that account); 401/403 otherwise. */
export async function requireAdminScope(ctx: ServiceContext): Promise<AdminScope> {
  const session = await requireSession(ctx);
  if (isPlatformOperator(session, ctx.tenant)) return { kind: 'platform', session };
  const admin = checkAuthority(session, ['ADMIN']);
  return { kind: 'account', session: admin, tenantId: admin.tenantId, accountId: admin.account.id };
}
