import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/database';
import type { CompassPointTable } from '../../db/schema';
import { insertCompassPoint } from '../../repositories/compass-points';
import { recordCompassPointAudit } from './audit';
import { snapshotOf } from './mapping';

/** What a new point is made of; the rest is the same for every new point (Active, unshared, not carried). */
export type NewCompassPoint = Omit<
  CompassPointTable,
  'id' | 'status' | 'shared' | 'deactivated_by_user_id' | 'deactivated_at' | 'carry_forward_json' | 'created_at' | 'updated_at'
>;

/**
 * A new point made from another (a save as a colleague, a carry-forward): the source's name, text
 * and look, a new identity, and the owner, edition and place given.
 */
export function pointFrom(
  source: Pick<CompassPointTable, 'tenant_id' | 'name' | 'description' | 'overlay_details' | 'selection_text'> & { id: number },
  target: Pick<NewCompassPoint, 'account_id' | 'user_id' | 'document_id' | 'selection_data' | 'page_number'>,
): NewCompassPoint {
  const uuid = randomUUID();
  return {
    uuid,
    tenant_id: source.tenant_id,
    account_id: target.account_id,
    user_id: target.user_id,
    document_id: target.document_id,
    name: source.name,
    description: source.description,
    overlay_details: source.overlay_details,
    selection_data: target.selection_data,
    page_number: target.page_number,
    selection_text: source.selection_text,
    annotation_id: `cp-${uuid}`,
    source_compass_point_id: source.id,
  };
}

/** Who the INSERT entry names: the acting user, or none when the system made it (a carry-forward). */
export interface PointAuthor {
  userId: number | null;
  userName: string;
  /** Made from another point (a save as a colleague, a carry-forward), not drawn by the user. */
  propagated?: boolean;
}

/**
 * Inserts a new Active point and its INSERT entry (DOMAIN invariant 4: every write is audited).
 * Call inside the write's transaction so both land or neither. Returns the new point's id.
 */
export async function insertActivePoint(db: DbOrTx, fields: NewCompassPoint, author: PointAuthor, at: string): Promise<number> {
  const row: Omit<CompassPointTable, 'id'> = {
    ...fields,
    status: 'Active',
    shared: 0,
    deactivated_by_user_id: null,
    deactivated_at: null,
    carry_forward_json: null,
    created_at: at,
    updated_at: at,
  };
  const id = await insertCompassPoint(db, row);
  await recordCompassPointAudit(db, {
    compassPointId: id,
    tenantId: fields.tenant_id,
    accountId: fields.account_id,
    documentId: fields.document_id,
    type: 'INSERT',
    userId: author.userId,
    userName: author.userName,
    propagated: author.propagated,
    current: snapshotOf(row),
    previous: null,
    at,
  });
  return id;
}
