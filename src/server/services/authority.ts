import type { Selectable } from 'kysely';
import type { AccountTable } from '../db/schema';
import { ErrorCode } from '../../api/errors';
import { HttpError, forbidden } from '../http-error';
import { requireAccount, type SessionContext } from './session';
import type { ServiceContext } from './context';

/*
 * Authority checks of 000 §6 / 002 §6 on the server: route authorities name account authorities
 * (ADMIN = COMPASS_USER_ADMIN, REPORT_VIEW = COMPASS_USAGE_REPORT_VIEWER); any listed one
 * suffices. Usage report and administration are refused under restricted (DRM) viewing.
 */

export const AUTHORITY_OF = {
  ADMIN: 'COMPASS_USER_ADMIN',
  REPORT_VIEW: 'COMPASS_USAGE_REPORT_VIEWER',
  CP_ADMIN: 'COMPASS_POINT_ADMIN',
} as const;
export type RouteAuthority = keyof typeof AUTHORITY_OF;

export type AccountSession = SessionContext & { account: Selectable<AccountTable> };

/** The stored authorities of a user row (comma-separated). */
export const authoritiesOf = (stored: string) =>
  stored
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function hasAnyAuthority(stored: string, any: readonly RouteAuthority[]): boolean {
  const mine = new Set(authoritiesOf(stored));
  return any.some((a) => mine.has(AUTHORITY_OF[a]));
}

/** The signed-in caller with a selected account holding one of `any`, not under DRM; 401/403 otherwise. */
export async function requireAuthority(ctx: ServiceContext, any: readonly RouteAuthority[]): Promise<AccountSession> {
  return checkAuthority(await requireAccount(ctx), any);
}

/** requireAuthority's checks on a session already read: 403 without a selected account, the authority, or under DRM. */
export function checkAuthority(session: SessionContext, any: readonly RouteAuthority[]): AccountSession {
  if (!session.account) throw new HttpError(403, ErrorCode.accountIdNotExist, { detail: ErrorCode.accountIdNotExist });
  if (!hasAnyAuthority(session.user.authorities, any)) throw forbidden('error.forbidden');
  if (session.account.content_security === 'drm-view') throw forbidden('error.drmNotAllowed');
  return session as AccountSession;
}
