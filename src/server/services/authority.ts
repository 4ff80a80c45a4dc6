import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { AccountTable } from '../db/schema';
import { forbidden } from '../http-error';
import { requireAccount, type SessionContext } from './session';

/*
 * Authority checks of 000 §6 / 002 §6 on the server: route authorities name account authorities
 * (ADMIN = COMPASS_USER_ADMIN, REPORT_VIEW = COMPASS_USAGE_REPORT_VIEWER); any listed one
 * suffices. Usage report and administration are refused under restricted (DRM) viewing.
 */

export const AUTHORITY_OF = { ADMIN: 'COMPASS_USER_ADMIN', REPORT_VIEW: 'COMPASS_USAGE_REPORT_VIEWER', CP_ADMIN: 'COMPASS_POINT_ADMIN' } as const;
export type RouteAuthority = keyof typeof AUTHORITY_OF;

export type AccountSession = SessionContext & { account: Selectable<AccountTable> };

/** The stored authorities of a user row (comma-separated). */
export const authoritiesOf = (stored: string) => stored.split(',').map((s) => s.trim()).filter(Boolean);

export function hasAnyAuthority(stored: string, any: readonly RouteAuthority[]): boolean {
  const mine = new Set(authoritiesOf(stored));
  return any.some((a) => mine.has(AUTHORITY_OF[a]));
}

/** The signed-in caller with a selected account holding one of `any`, not under DRM; 401/403 otherwise. */
export async function requireAuthority(req: FastifyRequest, any: readonly RouteAuthority[]): Promise<AccountSession> {
  const session = await requireAccount(req);
  if (!hasAnyAuthority(session.user.authorities, any)) throw forbidden('error.forbidden');
  if (session.account.content_security === 'drm-view') throw forbidden('error.drmNotAllowed');
  return session;
}
