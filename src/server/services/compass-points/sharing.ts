import { CompassPointError, type CompassPoint, type SharedCompassPoint } from '../../../api/compass-points';
import { HttpError } from '../../http-error';
import {
  findCompassPoint,
  findCompassPointByUuid,
  findSavedCopy,
  listSharedViewed,
  updateCompassPoint,
  upsertSharedView,
  type CompassPointRow,
} from '../../repositories/compass-points';
import { entitledById, offeredById } from '../documents/access';
import {
  callerOf,
  compassPointsAllowed,
  factsOf,
  requireCompassPointCaller,
  visiblePoint,
  type CompassPointCaller,
} from './point-context';
import { recordCompassPointAudit } from './audit';
import { snapshotOf, toCompassPoints } from './mapping';
import { canSee, canShare, isOwn } from './rules';
import { isEntitled, requireScope } from '../scope';
import type { ServiceContext } from '../context';
import { insertActivePoint, pointFrom } from './insert-point';

/*
 * The share link /compasspoint/{uuid} (001 §2, §8), mark-shared, save-shared and the shared list.
 * A link works inside its account only, for the creator, for anyone who may see the point
 * anyway, and for colleagues once the creator shared it; anything else is 404.
 */

/** An error whose reply carries a specific title (the shared link's two 403 cases of 001 §8). */
export class TitledError extends HttpError {
  constructor(
    status: number,
    public title: string,
    message: string,
  ) {
    // 001 §8 tells cases of one status apart by their title: the reply carries it as title and detail.
    super(status, message, { detail: title, title });
  }
}

async function sharedVisible(caller: CompassPointCaller, row: CompassPointRow | undefined): Promise<CompassPointRow> {
  if (!row || row.tenant_id !== caller.tenantId || row.account_id !== caller.viewer.accountId)
    throw new HttpError(404, CompassPointError.notFound);
  const { settings } = await caller.settingsFor(row.publisher_code);
  if (!(row.shared === 1 || canSee(caller.viewer, factsOf(row), settings))) throw new HttpError(404, CompassPointError.notFound);
  return row;
}

/** GET compasspoint?compassPointUUID: 401 anonymous or company, 403 with the spec's titles, 404 when not visible. */
export async function getSharedCompassPoint(ctx: ServiceContext, uuid: string): Promise<SharedCompassPoint> {
  if (!ctx.auth || !ctx.tenant || ctx.auth.tenantId !== ctx.tenant.id) throw new HttpError(401, CompassPointError.notEligible);
  const scope = await requireScope(ctx);
  if (scope.session.user.user_type === 'COMPANY') throw new HttpError(401, CompassPointError.notEligible);
  if (!compassPointsAllowed(ctx, scope))
    throw new TitledError(403, CompassPointError.notEnabledTitle, CompassPointError.notEnabledTitle);
  const caller = callerOf(ctx, scope);
  const row = await sharedVisible(caller, await findCompassPointByUuid(ctx.db, uuid));
  if (!isEntitled(scope, row.publisher_id))
    throw new TitledError(403, CompassPointError.notEntitledTitle, CompassPointError.notEntitledTitle);
  const own = isOwn(caller.viewer, factsOf(row));
  const copy = own ? undefined : await findSavedCopy(ctx.db, row.id, caller.viewer.userId, caller.viewer.accountId);
  if (!own && row.status === 'Active')
    await upsertSharedView(ctx.db, caller.viewer.userId, caller.viewer.accountId, row.id, new Date().toISOString());
  const deactivated = row.status === 'Deactivated';
  return {
    compassPointID: row.id,
    compassPointUUID: row.uuid,
    contentCode: row.content_code,
    contentID: row.document_id,
    designation: row.designation_no,
    documentTitle: row.document_title,
    annotationID: row.annotation_id,
    name: row.name,
    isDeleted: deactivated,
    creatorEmail: row.creator_email,
    createdUserName: `${row.creator_first} ${row.creator_last}`.trim(),
    deletedDate: deactivated ? row.deactivated_at : null,
    deactivatedBy:
      deactivated && row.deactivator_first !== null ? `${row.deactivator_first} ${row.deactivator_last ?? ''}`.trim() : null,
    own,
    saved: own || copy !== undefined,
  };
}

/** POST mark-shared: the creator shares the link of a live point (recorded for the report). */
export async function markShared(ctx: ServiceContext, id: number): Promise<CompassPoint> {
  const caller = await requireCompassPointCaller(ctx);
  const row = await visiblePoint(ctx, caller, id);
  const { settings } = await caller.settingsFor(row.publisher_code);
  if (!canShare(caller.viewer, factsOf(row), settings)) throw new HttpError(403, CompassPointError.notAllowed);
  const at = new Date().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await updateCompassPoint(trx, row.id, { shared: 1 });
    await recordCompassPointAudit(trx, {
      compassPointId: row.id,
      tenantId: row.tenant_id,
      accountId: row.account_id,
      documentId: row.document_id,
      type: 'SHARE',
      userId: caller.viewer.userId,
      userName: caller.userName,
      current: snapshotOf(row),
      previous: null,
      at,
    });
  });
  return (await toCompassPoints(ctx.db, caller, [(await findCompassPoint(ctx.db, row.id))!]))[0];
}

/** POST save-shared: a copy of a shared live point in the caller's own list (once). */
export async function saveSharedCompassPoint(ctx: ServiceContext, uuid: string): Promise<CompassPoint> {
  const caller = await requireCompassPointCaller(ctx);
  const row = await sharedVisible(caller, await findCompassPointByUuid(ctx.db, uuid));
  if (
    isOwn(caller.viewer, factsOf(row)) ||
    (await findSavedCopy(ctx.db, row.id, caller.viewer.userId, caller.viewer.accountId))
  ) {
    throw new HttpError(409, CompassPointError.alreadySaved);
  }
  if (row.status === 'Deactivated') throw new HttpError(400, CompassPointError.sharedDeactivated);
  await entitledById(ctx, row.document_id);
  const at = new Date().toISOString();
  const id = await ctx.db
    .transaction()
    .execute(async (trx) => {
      // A concurrent save of the same point loses on the unique (source, owner) index: one copy only.
      if (await findSavedCopy(trx, row.id, caller.viewer.userId, caller.viewer.accountId))
        throw new HttpError(409, CompassPointError.alreadySaved);
      const copy = pointFrom(row, {
        account_id: caller.viewer.accountId,
        user_id: caller.viewer.userId,
        document_id: row.document_id,
        selection_data: row.selection_data,
        page_number: row.page_number,
      });
      const newId = await insertActivePoint(
        trx,
        copy,
        { userId: caller.viewer.userId, userName: caller.userName, propagated: true },
        at,
      );
      return newId;
    })
    .catch(async (e) => {
      if (!(e instanceof HttpError) && (await findSavedCopy(ctx.db, row.id, caller.viewer.userId, caller.viewer.accountId)))
        throw new HttpError(409, CompassPointError.alreadySaved);
      throw e;
    });
  return (await toCompassPoints(ctx.db, caller, [(await findCompassPoint(ctx.db, id))!]))[0];
}

/** GET shared-list?contentID: points on this edition whose link the caller opened and has not saved. */
export async function sharedList(ctx: ServiceContext, contentId: number): Promise<CompassPoint[]> {
  const caller = await requireCompassPointCaller(ctx);
  const { doc } = await offeredById(ctx, contentId);
  const rows = await listSharedViewed(ctx.db, caller.viewer.userId, caller.viewer.accountId, doc.id);
  return toCompassPoints(ctx.db, caller, rows);
}
