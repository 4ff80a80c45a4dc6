import type { CarryForwardFlag } from '../../../api/compass-points';
import type { DbOrTx } from '../../db/database';
import { listActiveOnDocument, updateCompassPoint } from '../../repositories/compass-points';
import { recordCompassPointAudit } from './audit';
import { locateSelection, type PageText } from './carry-forward-match';
import { parseSelectionData, snapshotOf, statusOf } from './mapping';
import { helveticaWidth } from '../text-width';

/*
 * A corrected file for the same edition (an import's "updated"): every live compass point on it is
 * placed again on the new text, as a carry-forward places it on a new edition, but in place: the
 * point keeps its identity, share link and history, and its new place is an UPDATE-SELECTION
 * entry made by the system. A point whose text is gone from the file stays where it was, flagged
 * for its owner.
 */

export interface RePlaceResult {
  moved: number[];
  kept: number[];
  flagged: { id: number; reason: CarryForwardFlag['reason'] }[];
}

export async function rePlaceCompassPoints(
  db: DbOrTx,
  edition: { id: number; content_code: string; designation_no: string },
  pages: PageText[],
  at = new Date().toISOString(),
): Promise<RePlaceResult> {
  const out: RePlaceResult = { moved: [], kept: [], flagged: [] };
  for (const row of await listActiveOnDocument(db, edition.id)) {
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
        contentCode: edition.content_code,
        designation: edition.designation_no,
        flaggedDate: at,
      };
      await updateCompassPoint(db, row.id, { carry_forward_json: JSON.stringify(flag) });
      out.flagged.push({ id: row.id, reason });
      continue;
    }
    const selection = JSON.stringify({
      rects: found.rects,
      ...(data.prefix ? { prefix: data.prefix } : {}),
      ...(data.suffix ? { suffix: data.suffix } : {}),
    });
    if (selection === row.selection_data && found.pageNumber === row.page_number) {
      out.kept.push(row.id);
      continue;
    }
    await updateCompassPoint(db, row.id, {
      selection_data: selection,
      page_number: found.pageNumber,
      carry_forward_json: null,
      updated_at: at,
    });
    await recordCompassPointAudit(db, {
      compassPointId: row.id,
      tenantId: row.tenant_id,
      accountId: row.account_id,
      documentId: edition.id,
      type: 'UPDATE-SELECTION',
      userId: null,
      userName: `${row.creator_first} ${row.creator_last}`.trim(),
      propagated: true,
      current: snapshotOf({ ...row, page_number: found.pageNumber, updated_at: at }),
      previous: snapshotOf(row),
      at,
    });
    out.moved.push(row.id);
  }
  return out;
}
