import type { Account, Authority } from '../../api/account';
import type { TenantConfig } from '../../api/tenant';

/** Authorities as the route table names them (000 §6) and the account authority each means. */
export const ROUTE_AUTHORITIES = {
  ADMIN: 'COMPASS_USER_ADMIN',
  REPORT_VIEW: 'COMPASS_USAGE_REPORT_VIEWER',
  CP_ADMIN: 'COMPASS_POINT_ADMIN',
} as const satisfies Record<string, Authority>;
export type RouteAuthority = keyof typeof ROUTE_AUTHORITIES;

/** One access rule of 000 §2.1 / §2.4. */
export type Guard =
  | { kind: 'groupFeature' }
  | { kind: 'mainTenant' }
  | { kind: 'customCollection' }
  | { kind: 'compassPoint' }
  | { kind: 'contentShare' }
  | { kind: 'authorities'; any: RouteAuthority[] }
  /** Not allowed under restricted (DRM) viewing; `redirectTo` sends DRM users elsewhere instead of refusing. */
  | { kind: 'drmNotAllowed'; redirectTo?: string };

/** What the guards need to know about the session. */
export interface GuardContext {
  tenant: Pick<TenantConfig, 'isMainTenant' | 'features'>;
  account: Pick<Account, 'userType' | 'compassPointFlag' | 'customCollection' | 'authorities' | 'contentSecurity'>;
  groupEnabled: boolean;
}

export type GuardResult = { kind: 'allow' } | { kind: 'notAuthorized' } | { kind: 'redirect'; to: string };

/** The account views documents under restricted (DRM) viewing. */
export function isDrm(account: Pick<Account, 'contentSecurity'>): boolean {
  return (account.contentSecurity ?? '').toLowerCase() === 'drm-view';
}

/** Compass points need the account's flag and a non-company user (000 §6: company users have none). */
export function hasCompassPoints(account: Pick<Account, 'compassPointFlag' | 'userType'>): boolean {
  return account.compassPointFlag && account.userType !== 'COMPANY';
}

/** Any listed authority suffices; an empty list means open (000 §2.4). */
export function hasAnyAuthority(authorities: readonly Authority[], required: readonly RouteAuthority[]): boolean {
  if (required.length === 0) return true;
  return required.some((r) => authorities.includes(ROUTE_AUTHORITIES[r]));
}

/** Evaluates one guard. */
export function checkGuard(guard: Guard, ctx: GuardContext): GuardResult {
  const ok = (pass: boolean): GuardResult => (pass ? { kind: 'allow' } : { kind: 'notAuthorized' });
  switch (guard.kind) {
    case 'groupFeature':
      return ok(ctx.groupEnabled && ctx.account.userType !== 'COMPANY');
    case 'mainTenant':
      return ok(ctx.tenant.isMainTenant);
    case 'customCollection':
      return ok(ctx.account.customCollection);
    case 'compassPoint':
      return ok(hasCompassPoints(ctx.account));
    case 'contentShare':
      return ok(ctx.tenant.features.includes('content-share'));
    case 'authorities':
      return ok(hasAnyAuthority(ctx.account.authorities, guard.any));
    case 'drmNotAllowed':
      if (!isDrm(ctx.account)) return { kind: 'allow' };
      return guard.redirectTo ? { kind: 'redirect', to: guard.redirectTo } : { kind: 'notAuthorized' };
  }
}

/** Evaluates a route's guards in order; the first that does not allow decides. */
export function evaluateGuards(guards: readonly Guard[], ctx: GuardContext): GuardResult {
  for (const g of guards) {
    const r = checkGuard(g, ctx);
    if (r.kind !== 'allow') return r;
  }
  return { kind: 'allow' };
}
