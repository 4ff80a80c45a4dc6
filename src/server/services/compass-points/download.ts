import fs from 'node:fs/promises';
import { listAllCompassPoints } from '../../repositories/compass-points';
import { compassPointsAllowed } from './point-context';
import { flattenCompassPoints } from './flatten';
import { parseSelectionData, statusOf } from './mapping';
import type { DocumentAccess } from '../documents/access';
import type { ServiceContext } from '../context';

/**
 * The download with compass points (001 §7 POST download, compassPoints): the caller's own
 * ACTIVE points on this edition drawn into the PDF; null when there is nothing to draw (or the
 * caller may not use compass points), so the plain file is sent.
 */
export async function pdfWithCompassPoints(ctx: ServiceContext, a: DocumentAccess, file: string): Promise<Uint8Array | null> {
  if (!compassPointsAllowed(ctx, a.scope)) return null;
  const rows = await listAllCompassPoints(ctx.db, {
    accountId: a.scope.session.account.id,
    userId: a.scope.session.userId,
    documentId: a.doc.id,
    status: 'Active',
  });
  const points = rows
    .filter((r) => statusOf(r) === 'Active')
    .reverse()
    .map((r) => ({
      name: r.name,
      description: r.description,
      overlayDetails: r.overlay_details,
      selectionText: r.selection_text,
      rects: parseSelectionData(r.selection_data).rects,
    }))
    .filter((p) => p.rects.length > 0);
  if (points.length === 0) return null;
  return flattenCompassPoints(new Uint8Array(await fs.readFile(file)), points, `${a.doc.display_designation} - ${a.doc.title}`);
}
