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
