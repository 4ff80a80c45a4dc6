import type { CarryForwardFlag } from '../../../api/compass-points';
import type { DbOrTx } from '../../db/database';
import { listActiveOnDocument, updateCompassPoint } from '../../repositories/compass-points';
import { locateSelection, type PageText } from './carry-forward-match';
import { parseSelectionData, statusOf } from './mapping';
import { helveticaWidth } from '../text-width';
import { insertActivePoint, pointFrom } from './insert-point';

/*
 * When a new edition is published, every live compass point of the previous edition goes with
 * it (001 §4): a new point on the new edition (INSERT with sourceCompassPointId, audited as a
 * propagation), re-anchored on its text. A point whose text changed or vanished stays where it
 * was, flagged for its owner, rather than being placed wrongly.
 */

export interface CarryForwardResult {
  placed: { from: number; to: number; moved: boolean }[];
  flagged: { id: number; reason: CarryForwardFlag['reason'] }[];
}

export async function carryForwardCompassPoints(
  db: DbOrTx,
  previousDocumentId: number,
  next: { id: number; content_code: string; designation_no: string },
  pages: PageText[],
  at = new Date().toISOString(),
): Promise<CarryForwardResult> {
  const out: CarryForwardResult = { placed: [], flagged: [] };
  for (const row of await listActiveOnDocument(db, previousDocumentId)) {
    // Already carried forward once (Historical): its newer version moves on from there.
    if (statusOf(row) !== 'Active') continue;
    const data = parseSelectionData(row.selection_data);
    const found = locateSelection(
      pages,
      { text: row.selection_text, prefix: data.prefix, suffix: data.suffix, pageNumber: row.page_number },
      helveticaWidth,
    );
    if (found.kind !== 'placed' || found.rects.length === 0) {
      const reason = found.kind === 'placed' ? 'TEXT_NOT_FOUND' : found.kind;
      const flag: CarryForwardFlag = {
        reason,
        contentCode: next.content_code,
        designation: next.designation_no,
        flaggedDate: at,
      };
      await updateCompassPoint(db, row.id, { carry_forward_json: JSON.stringify(flag) });
      out.flagged.push({ id: row.id, reason });
      continue;
    }
    const point = pointFrom(row, {
      account_id: row.account_id,
      user_id: row.user_id,
      document_id: next.id,
      selection_data: JSON.stringify({
        rects: found.rects,
        ...(data.prefix ? { prefix: data.prefix } : {}),
        ...(data.suffix ? { suffix: data.suffix } : {}),
      }),
      page_number: found.pageNumber,
    });
    // No acting user: the system carried it; the entry names the owner whose point it is.
    const id = await insertActivePoint(
      db,
      point,
      { userId: null, userName: `${row.creator_first} ${row.creator_last}`.trim(), propagated: true },
      at,
    );
    out.placed.push({ from: row.id, to: id, moved: found.moved });
  }
  return out;
}
