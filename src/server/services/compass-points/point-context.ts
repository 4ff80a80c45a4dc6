import { CompassPointError, compassPointSettings, type CompassPointSettings } from '../../../api/compass-points';
import type { DbOrTx } from '../../db/database';
import { HttpError } from '../../http-error';
import { findCompassPointSettings } from '../../repositories/compass-point-audits';
import { findCompassPoint, type CompassPointRow } from '../../repositories/compass-points';
import { canSee, type Viewer } from './rules';
import { requireScope, type Scope } from '../scope';
import type { ServiceContext } from '../context';

/*
 * Who is asking, for every compass-point call: a signed-in INDIVIDUAL user whose selected
 * account has the compass-point flag, on a tenant with compass points enabled (001 §2, §6).
 */

export interface CompassPointCaller {
  scope: Scope;
  viewer: Viewer;
  userName: string;
  tenantId: string;
  /** Settings per publisher code, loaded once per request. */
  settingsFor(publisherCode: string): Promise<LoadedSettings>;
}

export interface LoadedSettings {
  settings: CompassPointSettings | null;
  showAuditHistory: boolean;
}

export const userNameOf = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();

const tenantFeatures = (ctx: ServiceContext): string[] =>
  Array.isArray(ctx.tenant?.config?.features) ? ctx.tenant!.config.features : [];

/** Whether the tenant turns compass points on (enable_compass_points). */
export const tenantEnablesCompassPoints = (ctx: ServiceContext) => tenantFeatures(ctx).includes('enable_compass_points');
export const tenantCompassPointV2 = (ctx: ServiceContext) => tenantFeatures(ctx).includes('compass_point_v2');

/** Whether this signed-in scope may use compass points at all (metadata flags, the tab). */
export function compassPointsAllowed(ctx: ServiceContext, scope: Scope): boolean {
  return (
    scope.session.user.user_type !== 'COMPANY' &&
    scope.session.account.compass_point_flag === 1 &&
    tenantEnablesCompassPoints(ctx)
  );
}

/** Settings of a tenant for a publisher; stored JSON that does not parse counts as none. */
export async function loadSettings(db: DbOrTx, tenantId: string, publisherCode: string): Promise<LoadedSettings> {
  const row = await findCompassPointSettings(db, tenantId, publisherCode);
  if (!row) return { settings: null, showAuditHistory: true };
  let settings: CompassPointSettings | null = null;
  try {
    settings = compassPointSettings.parse(JSON.parse(row.settings_json));
  } catch {
    settings = null;
  }
  return { settings, showAuditHistory: row.show_audit_history === 1 };
}

/** The caller, or 401 (anonymous) / 403 'compassPoint.notEnabled' (company user, flag off). */
export async function requireCompassPointCaller(ctx: ServiceContext): Promise<CompassPointCaller> {
  const scope = await requireScope(ctx);
  if (!compassPointsAllowed(ctx, scope)) throw new HttpError(403, CompassPointError.notEnabled);
  return callerOf(ctx, scope);
}

export function callerOf(ctx: ServiceContext, scope: Scope): CompassPointCaller {
  const { user, account } = scope.session;
  const cache = new Map<string, Promise<LoadedSettings>>();
  const tenantId = scope.session.tenantId;
  return {
    scope,
    tenantId,
    userName: userNameOf(user),
    viewer: {
      userId: user.id,
      accountId: account.id,
      isCpAdmin: user.authorities
        .split(',')
        .map((s) => s.trim())
        .includes('COMPASS_POINT_ADMIN'),
      v2: tenantCompassPointV2(ctx),
    },
    settingsFor(code) {
      let p = cache.get(code);
      if (!p) cache.set(code, (p = loadSettings(ctx.db, tenantId, code)));
      return p;
    },
  };
}

/** A point the caller may see, or 404 (a guessed id reveals nothing, not even that it exists). */
export async function visiblePoint(ctx: ServiceContext, caller: CompassPointCaller, id: number): Promise<CompassPointRow> {
  const row = await findCompassPoint(ctx.db, id);
  if (!row || row.tenant_id !== caller.tenantId) throw new HttpError(404, CompassPointError.notFound);
  const { settings } = await caller.settingsFor(row.publisher_code);
  if (!canSee(caller.viewer, factsOf(row), settings)) throw new HttpError(404, CompassPointError.notFound);
  return row;
}

export const factsOf = (row: Pick<CompassPointRow, 'user_id' | 'account_id' | 'status'>) => ({
  userId: row.user_id,
  accountId: row.account_id,
  status: row.status,
});
