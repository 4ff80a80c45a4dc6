import type { AuditSnapshot, CarryForwardFlag, CompassPoint, SelectionData } from '../../../api/compass-points';
import type { DbOrTx } from '../../db/database';
import { listFamilyEditions } from '../../repositories/document-details';
import { findCompassPoint, findForwardVersion, type CompassPointRow } from '../../repositories/compass-points';
import { canManage, canShare, isOwn, type Viewer } from './rules';
import type { CompassPointCaller } from './point-context';

/* Row → reply (001 §3 Compass point), with the versions chain and the historical banner's target. */

const MAX_CHAIN = 25;

/** Displayed status: a live point carried forward to a newer edition is Historical. */
export const statusOf = (row: Pick<CompassPointRow, 'status' | 'is_historical'>): CompassPoint['status'] =>
  row.status === 'Deactivated' ? 'Deactivated' : Number(row.is_historical) === 1 ? 'Historical' : 'Active';

const fullName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

export function parseSelectionData(json: string): SelectionData {
  try {
    const v = JSON.parse(json);
    if (v && Array.isArray(v.rects)) return v;
  } catch {
    /* fall through */
  }
  return { rects: [] } as unknown as SelectionData;
}

export function parseCarryForward(json: string | null): CarryForwardFlag | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as CarryForwardFlag;
  } catch {
    return null;
  }
}

/** The values an audit entry records (001 §3 Change history entry). */
export function snapshotOf(
  row: Pick<
    CompassPointRow,
    | 'updated_at'
    | 'name'
    | 'description'
    | 'overlay_details'
    | 'page_number'
    | 'selection_text'
    | 'annotation_id'
    | 'source_compass_point_id'
    | 'status'
  >,
): AuditSnapshot {
  return {
    modifiedDate: row.updated_at,
    name: row.name,
    description: row.description,
    overlayDetails: row.overlay_details,
    selectionMetadata: {
      pageNumber: row.page_number,
      selectionText: row.selection_text,
      annotationID: row.annotation_id,
      sourceCompassPointId: row.source_compass_point_id,
    },
    status: row.status === 'Deactivated' ? 'Deactivated' : 'Active',
  };
}

const versionOf = (r: CompassPointRow) => ({
  compassPointID: r.id,
  contentID: r.document_id,
  contentCode: r.content_code,
  designation: r.designation_no,
  status: statusOf(r),
});

/** The same owner's versions of a point across editions, oldest first. */
async function chainOf(db: DbOrTx, row: CompassPointRow): Promise<CompassPointRow[]> {
  const back: CompassPointRow[] = [];
  let cur: CompassPointRow | undefined = row;
  while (cur?.source_compass_point_id && back.length < MAX_CHAIN) {
    const prev = await findCompassPoint(db, cur.source_compass_point_id);
    // A saved shared point starts its own chain: the source belongs to someone else.
    if (!prev || prev.user_id !== row.user_id || prev.account_id !== row.account_id || prev.document_id === cur.document_id)
      break;
    back.unshift(prev);
    cur = prev;
  }
  const forward: CompassPointRow[] = [];
  cur = row;
  while (cur && Number(cur.is_historical) === 1 && forward.length < MAX_CHAIN) {
    const next = await findForwardVersion(db, cur.id, row.user_id, row.account_id);
    if (!next || next.document_id === cur.document_id) break;
    forward.push(next);
    cur = next;
  }
  return [...back, row, ...forward];
}

/** Builds replies for rows, sharing the per-family and per-publisher lookups. */
export async function toCompassPoints(
  db: DbOrTx,
  caller: Pick<CompassPointCaller, 'viewer' | 'settingsFor'>,
  rows: CompassPointRow[],
): Promise<CompassPoint[]> {
  const editions = new Map<number, Promise<Awaited<ReturnType<typeof listFamilyEditions>>>>();
  const out: CompassPoint[] = [];
  for (const r of rows) {
    let e = editions.get(r.family_id);
    if (!e) editions.set(r.family_id, (e = listFamilyEditions(db, r.family_id)));
    const { settings } = await caller.settingsFor(r.publisher_code);
    out.push(toCompassPoint(r, caller.viewer, settings, await e, await chainOf(db, r)));
  }
  return out;
}

export function toCompassPoint(
  r: CompassPointRow,
  viewer: Viewer,
  settings: Parameters<typeof canManage>[2],
  editions: { id: number; content_code: string; designation_no: string; pdf_path: string | null }[],
  chain: CompassPointRow[],
): CompassPoint {
  const facts = { userId: r.user_id, accountId: r.account_id, status: r.status };
  const own = isOwn(viewer, facts);
  const status = statusOf(r);
  const activeLater =
    status === 'Historical' && own ? [...chain].reverse().find((c) => statusOf(c) === 'Active' && c.id !== r.id) : undefined;
  const deactivatedBy = fullName(r.deactivator_first, r.deactivator_last);
  return {
    compassPointID: r.id,
    compassPointUUID: r.uuid,
    name: r.name,
    description: r.description,
    overlayDetails: r.overlay_details,
    designation: r.designation_no,
    documentTitle: r.document_title,
    publisherCode: r.publisher_code,
    contentCode: r.content_code,
    contentID: r.document_id,
    contentStatus: r.content_status,
    selectionData: parseSelectionData(r.selection_data),
    selectionMetadata: {
      pageNumber: r.page_number,
      selectionText: r.selection_text,
      annotationID: r.annotation_id,
      sourceCompassPointId: r.source_compass_point_id,
    },
    status,
    createdDate: r.created_at,
    lastModifiedDate: r.updated_at,
    createdUserName: `${r.creator_first} ${r.creator_last}`.trim(),
    creatorEmail: r.creator_email,
    email: r.creator_email,
    createdById: r.user_id,
    deactivatedBy,
    deletedByEmail: r.deactivator_email ?? null,
    deactivatedDate: r.deactivated_at,
    deletedDate: r.deactivated_at,
    edit: canManage(viewer, facts, settings),
    own,
    shared: r.shared === 1,
    // A Historical point's link is not offered again: its newer version is the live one.
    shareable: canShare(viewer, { ...facts, status }, settings),
    pdfVersions: editions
      .filter((x) => x.pdf_path !== null)
      .map((x) => ({ id: x.id, contentCode: x.content_code, designationNo: x.designation_no })),
    versions: chain.length > 1 ? chain.map(versionOf) : [],
    activeVersion: activeLater ? versionOf(activeLater) : null,
    carryForward: own ? parseCarryForward(r.carry_forward_json) : null,
  };
}
