import {
  CompassPointError,
  WEB_ANNOTATION_MEDIA_TYPE,
  type CompassPointExportFormat,
  type CompassPointListStatus,
} from '../../../../api/compass-points';
import { HttpError } from '../../../http-error';
import { listAllCompassPoints, type ListFilter } from '../../../repositories/compass-points';
import { requireCompassPointCaller } from '../point-context';
import { documentFilter } from '../lists';
import { toCompassPoints } from '../mapping';
import { offeredByCode } from '../../documents/access';
import { toCsv } from './csv';
import { toAnnotationCollection } from './web-annotation';
import type { ServiceContext } from '../../context';

export interface ExportRequest {
  format: CompassPointExportFormat;
  scope: 'mine' | 'admin';
  contentCode?: string;
  status?: CompassPointListStatus;
}

/**
 * GET compasspoint/export: exactly the points the caller's lists would show (the same filters
 * and the same checks), never more; then written in the asked format.
 */
export async function exportCompassPoints(
  ctx: ServiceContext,
  q: ExportRequest,
): Promise<{ body: string; contentType: string; fileName: string }> {
  const caller = await requireCompassPointCaller(ctx);
  let filter: ListFilter;
  let subject: string;
  if (q.contentCode) {
    const { doc } = await offeredByCode(ctx, q.contentCode);
    filter = await documentFilter(caller, doc.id, doc.publisher_code);
    subject = doc.content_code;
  } else if (q.scope === 'admin') {
    if (!caller.viewer.isCpAdmin) throw new HttpError(403, CompassPointError.notAdmin);
    filter = { accountId: caller.viewer.accountId };
    subject = 'account';
  } else {
    filter = { accountId: caller.viewer.accountId, userId: caller.viewer.userId };
    subject = 'mine';
  }
  const rows = await listAllCompassPoints(ctx.db, { ...filter, ...(q.status ? { status: q.status } : {}) });
  const points = await toCompassPoints(ctx.db, caller, rows);
  const origin = ctx.tenant!.origin;
  const base = `compass-points-${subject}`.replace(/[^\w.-]+/g, '_');
  if (q.format === 'csv') return { body: toCsv(points, origin), contentType: 'text/csv; charset=utf-8', fileName: `${base}.csv` };
  return {
    body: JSON.stringify(toAnnotationCollection(points, origin, `Compass points: ${subject}`), null, 2),
    contentType: WEB_ANNOTATION_MEDIA_TYPE,
    fileName: `${base}.jsonld`,
  };
}
