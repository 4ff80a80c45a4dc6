import {
  COMPASS_POINT_SORT_FIELDS,
  CompassPointError,
  decodeSortKey,
  defaultSortFor,
  type CompassPoint,
  type CompassPointListStatus,
  type CompassPointPage,
  type CompassPointSettingsReply,
} from '../../../api/compass-points';
import type { DbOrTx } from '../../db/database';
import { HttpError } from '../../http-error';
import { countByStatus, listAllCompassPoints, listCompassPoints, type ListFilter } from '../../repositories/compass-points';
import { offeredByCode, offeredById } from '../documents/access';
import {
  compassPointsAllowed,
  loadSettings,
  requireCompassPointCaller,
  tenantCompassPointV2,
  tenantEnablesCompassPoints,
  type CompassPointCaller,
} from './point-context';
import { toCompassPoints } from './mapping';
import type { Scope } from '../scope';
import type { ServiceContext } from '../context';

/* The lists of 001 §2 (mine, admin, a document's) and the settings call. */

interface PageParams {
  status: CompassPointListStatus;
  offset: number;
  pageSize: number;
  sort?: string;
}

async function page(
  ctx: ServiceContext,
  caller: CompassPointCaller,
  filter: ListFilter,
  p: PageParams,
): Promise<CompassPointPage> {
  const sort = p.sort ?? defaultSortFor(p.status);
  const key = decodeSortKey(sort, COMPASS_POINT_SORT_FIELDS)!;
  const { rows, total } = await listCompassPoints(ctx.db, { ...filter, status: p.status }, key, p.offset, p.pageSize);
  return {
    content: await toCompassPoints(ctx.db, caller, rows),
    totalElements: total,
    pageIndex: Math.floor(p.offset / p.pageSize),
    pageSize: p.pageSize,
    sort,
  };
}

/** GET detail/page-view: the caller's own points. */
export async function myCompassPoints(
  ctx: ServiceContext,
  q: { status: CompassPointListStatus; pageIndex: number; pageSize: number; sort?: string },
): Promise<CompassPointPage> {
  const caller = await requireCompassPointCaller(ctx);
  return page(
    ctx,
    caller,
    { accountId: caller.viewer.accountId, userId: caller.viewer.userId },
    { ...q, offset: q.pageIndex * q.pageSize },
  );
}

/** GET list-admin: every point of the selected account, for COMPASS_POINT_ADMIN only. */
export async function adminCompassPoints(
  ctx: ServiceContext,
  q: { status: CompassPointListStatus; pageIndex: number; pageSize: number; sort?: string },
): Promise<CompassPointPage> {
  const caller = await requireCompassPointCaller(ctx);
  if (!caller.viewer.isCpAdmin) throw new HttpError(403, CompassPointError.notAdmin);
  return page(ctx, caller, { accountId: caller.viewer.accountId }, { ...q, offset: q.pageIndex * q.pageSize });
}

/** The document-level filter: own points, or the account's when the view setting is All. */
export async function documentFilter(caller: CompassPointCaller, documentId: number, publisherCode: string): Promise<ListFilter> {
  const { settings } = await caller.settingsFor(publisherCode);
  const all = settings?.pdfViewSetting.view === 'All';
  return { accountId: caller.viewer.accountId, documentId, ...(all ? {} : { userId: caller.viewer.userId }) };
}

/** GET page-view?contentID: one page of a document's points. */
export async function documentCompassPointsPage(
  ctx: ServiceContext,
  q: { contentID: number; status: CompassPointListStatus; offset: number; pageSize: number; sort?: string },
): Promise<CompassPointPage> {
  const caller = await requireCompassPointCaller(ctx);
  const { doc } = await offeredById(ctx, q.contentID);
  return page(ctx, caller, await documentFilter(caller, doc.id, doc.publisher_code), q);
}

/** GET list?contentCode: every point the caller sees on this edition (the tab and the highlights). */
export async function documentCompassPoints(ctx: ServiceContext, contentCode: string): Promise<CompassPoint[]> {
  const caller = await requireCompassPointCaller(ctx);
  const { doc } = await offeredByCode(ctx, contentCode);
  const rows = await listAllCompassPoints(ctx.db, await documentFilter(caller, doc.id, doc.publisher_code));
  return toCompassPoints(ctx.db, caller, rows);
}

/** GET settings?contentID: the tenant's settings for this document's publisher and the flags. */
export async function compassPointSettingsFor(ctx: ServiceContext, contentId: number): Promise<CompassPointSettingsReply> {
  const caller = await requireCompassPointCaller(ctx);
  const { doc } = await offeredById(ctx, contentId);
  const { settings, showAuditHistory } = await caller.settingsFor(doc.publisher_code);
  return {
    compassPointV2: tenantCompassPointV2(ctx),
    enableCompassPoints: tenantEnablesCompassPoints(ctx),
    settings,
    showAuditHistory,
  };
}

/**
 * The document metadata's flags (001 §3) and whether the Compass Points tab shows (001 §2:
 * individual users, at least one active or deactivated point).
 */
export async function compassPointFlags(
  ctx: ServiceContext,
  db: DbOrTx,
  scope: Scope,
  doc: { id: number; publisher_code: string },
) {
  if (!compassPointsAllowed(ctx, scope))
    return { hasActivatedCompassPoint: false, hasDeactivatedCompassPoint: false, tab: false };
  const { settings } = await loadSettings(db, scope.session.tenantId, doc.publisher_code);
  const all = settings?.pdfViewSetting.view === 'All';
  const counts = await countByStatus(db, {
    accountId: scope.session.account.id,
    documentId: doc.id,
    ...(all ? {} : { userId: scope.session.userId }),
  });
  const active = (counts.Active ?? 0) > 0;
  const deactivated = (counts.Deactivated ?? 0) > 0;
  return { hasActivatedCompassPoint: active, hasDeactivatedCompassPoint: deactivated, tab: active || deactivated };
}
