import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  CompassPointError,
  type CompassPoint,
  type compassPointCreateBody,
  type compassPointUpdateBody,
  type SelectionData,
} from '../../../api/compass-points';
import type { FieldError } from '../../../api/errors';
import { badRequest, HttpError } from '../../http-error';
import { findCompassPoint, updateCompassPoint, type CompassPointRow } from '../../repositories/compass-points';
import { findPageCount } from '../../repositories/documents';
import { entitledById } from '../documents/access';
import { factsOf, requireCompassPointCaller, visiblePoint, type CompassPointCaller } from './point-context';
import { recordCompassPointAudit, type AuditType } from './audit';
import { snapshotOf, statusOf, toCompassPoints } from './mapping';
import { canManage, requiredFieldErrors, trimFields } from './rules';
import type { ServiceContext } from '../context';
import { insertActivePoint } from './insert-point';

/* One compass point: read, create, edit, deactivate, reactivate (001 §4 lifecycle, §7). Every write is audited. */

const now = () => new Date().toISOString();

async function reply(ctx: ServiceContext, caller: CompassPointCaller, id: number): Promise<CompassPoint> {
  const row = await findCompassPoint(ctx.db, id);
  return (await toCompassPoints(ctx.db, caller, [row!]))[0];
}

/** Rects and the first page must lie within the edition's pages. */
function selectionErrors(data: SelectionData | undefined, pageNumber: number | undefined, pageCount: number): FieldError[] {
  const out: FieldError[] = [];
  if (data && data.rects.some((r) => r.pageNumber > pageCount))
    out.push({ objectName: 'compassPoint', field: 'selectionData.rects', message: 'Max' });
  if (pageNumber !== undefined && pageNumber > pageCount)
    out.push({ objectName: 'compassPoint', field: 'selectionMetadata.pageNumber', message: 'Max' });
  return out;
}

function refuseInvalid(errors: FieldError[]): void {
  if (errors.length) throw badRequest(CompassPointError.required, { fieldErrors: errors, params: 'compassPoint' });
}

/** GET compasspoint/{id}: a point the caller may see; 404 otherwise. */
export async function getCompassPoint(ctx: ServiceContext, id: number): Promise<CompassPoint> {
  const caller = await requireCompassPointCaller(ctx);
  const row = await visiblePoint(ctx, caller, id);
  return (await toCompassPoints(ctx.db, caller, [row]))[0];
}

/** POST compasspoint: a new Active point of the caller on an edition they may read. */
export async function createCompassPoint(
  ctx: ServiceContext,
  body: z.infer<typeof compassPointCreateBody>,
): Promise<CompassPoint> {
  const caller = await requireCompassPointCaller(ctx);
  const { doc } = await entitledById(ctx, body.contentID);
  const { settings } = await caller.settingsFor(doc.publisher_code);
  const fields = trimFields({ name: body.name, description: body.description ?? '', overlayDetails: body.overlayDetails ?? '' });
  refuseInvalid([
    ...requiredFieldErrors(fields, settings, caller.viewer.v2),
    ...selectionErrors(body.selectionData, body.selectionMetadata.pageNumber, doc.page_count),
  ]);
  const at = now();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = {
      uuid: randomUUID(),
      tenant_id: caller.tenantId,
      account_id: caller.viewer.accountId,
      user_id: caller.viewer.userId,
      document_id: doc.id,
      name: fields.name,
      description: fields.description,
      overlay_details: fields.overlayDetails,
      selection_data: JSON.stringify(body.selectionData),
      page_number: body.selectionMetadata.pageNumber,
      selection_text: body.selectionMetadata.selectionText,
      annotation_id: body.selectionMetadata.annotationID,
      source_compass_point_id: null,
    };
    const newId = await insertActivePoint(trx, row, { userId: caller.viewer.userId, userName: caller.userName }, at);
    return newId;
  });
  return reply(ctx, caller, id);
}

/** A point the caller may act on (the record's edit flag), 403 'compassPoint.notAllowed' otherwise. */
async function manageablePoint(ctx: ServiceContext, caller: CompassPointCaller, id: number): Promise<CompassPointRow> {
  const row = await visiblePoint(ctx, caller, id);
  const { settings } = await caller.settingsFor(row.publisher_code);
  if (!canManage(caller.viewer, factsOf(row), settings)) throw new HttpError(403, CompassPointError.notAllowed);
  return row;
}

/** Applies a change and appends its audit entry in one transaction. */
async function write(
  ctx: ServiceContext,
  caller: CompassPointCaller,
  row: CompassPointRow,
  type: AuditType,
  patch: Partial<CompassPointRow>,
): Promise<void> {
  const at = now();
  const after = { ...row, ...patch, updated_at: type === 'ACTIVATE' || type === 'DEACTIVATE' ? row.updated_at : at };
  await ctx.db.transaction().execute(async (trx) => {
    await updateCompassPoint(trx, row.id, { ...patch, updated_at: after.updated_at } as Parameters<typeof updateCompassPoint>[2]);
    await recordCompassPointAudit(trx, {
      compassPointId: row.id,
      tenantId: row.tenant_id,
      accountId: row.account_id,
      documentId: row.document_id,
      type,
      userId: caller.viewer.userId,
      userName: caller.userName,
      current: { ...snapshotOf(after), modifiedDate: at },
      previous: snapshotOf(row),
      at,
    });
  });
}

/** PUT compasspoint/{id}: edits an Active point; a new selection is audited as UPDATE-SELECTION. */
export async function updateCompassPointById(
  ctx: ServiceContext,
  id: number,
  body: z.infer<typeof compassPointUpdateBody>,
): Promise<CompassPoint> {
  const caller = await requireCompassPointCaller(ctx);
  const row = await manageablePoint(ctx, caller, id);
  if (statusOf(row) !== 'Active') throw new HttpError(409, CompassPointError.notActive);
  if (!!body.selectionData !== !!body.selectionMetadata) {
    refuseInvalid([
      { objectName: 'compassPoint', field: body.selectionData ? 'selectionMetadata' : 'selectionData', message: 'NotNull' },
    ]);
  }
  const { settings } = await caller.settingsFor(row.publisher_code);
  const fields = trimFields({ name: body.name, description: body.description ?? '', overlayDetails: body.overlayDetails ?? '' });
  const pageCount = await findPageCount(ctx.db, row.document_id);
  refuseInvalid([
    ...requiredFieldErrors(fields, settings, caller.viewer.v2),
    ...selectionErrors(body.selectionData, body.selectionMetadata?.pageNumber, pageCount),
  ]);
  const patch: Partial<CompassPointRow> = {
    name: fields.name,
    description: fields.description,
    overlay_details: fields.overlayDetails,
  };
  let selectionChanged = false;
  if (body.selectionData && body.selectionMetadata) {
    const data = JSON.stringify(body.selectionData);
    const m = body.selectionMetadata;
    selectionChanged = data !== row.selection_data || m.selectionText !== row.selection_text || m.pageNumber !== row.page_number;
    if (selectionChanged)
      Object.assign(patch, {
        selection_data: data,
        page_number: m.pageNumber,
        selection_text: m.selectionText,
        annotation_id: m.annotationID,
      });
  }
  const textChanged =
    fields.name !== row.name || fields.description !== row.description || fields.overlayDetails !== row.overlay_details;
  // Nothing changed: nothing written, nothing audited.
  if (textChanged || selectionChanged) await write(ctx, caller, row, selectionChanged ? 'UPDATE-SELECTION' : 'UPDATE', patch);
  return reply(ctx, caller, row.id);
}

/** POST deactivate/{id}: Active (or Historical) → Deactivated, recording who and when. */
export async function deactivateCompassPoint(ctx: ServiceContext, id: number): Promise<CompassPoint> {
  const caller = await requireCompassPointCaller(ctx);
  const row = await manageablePoint(ctx, caller, id);
  if (row.status !== 'Active') throw new HttpError(409, CompassPointError.notActive);
  await write(ctx, caller, row, 'DEACTIVATE', {
    status: 'Deactivated',
    deactivated_by_user_id: caller.viewer.userId,
    deactivated_at: now(),
  });
  return reply(ctx, caller, row.id);
}

/** POST activate/{id}: Deactivated → Active. */
export async function activateCompassPoint(ctx: ServiceContext, id: number): Promise<CompassPoint> {
  const caller = await requireCompassPointCaller(ctx);
  const row = await manageablePoint(ctx, caller, id);
  if (row.status !== 'Deactivated') throw new HttpError(409, CompassPointError.notDeactivated);
  await write(ctx, caller, row, 'ACTIVATE', { status: 'Active', deactivated_by_user_id: null, deactivated_at: null });
  return reply(ctx, caller, row.id);
}
