import type { z } from 'zod';
import {
  decodeSortKey,
  type auditQuery,
  type AuditEntry,
  type AuditSnapshot,
  type DbTransactionType,
} from '../../../api/compass-points';
import type { DbOrTx } from '../../db/database';
import { insertCompassPointAudit, listCompassPointAudits } from '../../repositories/compass-point-audits';
import { requireCompassPointCaller, visiblePoint } from './point-context';
import type { ServiceContext } from '../context';

/*
 * The audit trail (DOMAIN invariant 4): every write to a compass point appends one entry with the
 * current and previous values. SHARE entries feed the report but are not part of the change
 * history of 001 §3 (its five types).
 */

export type AuditType = DbTransactionType | 'SHARE';
const HISTORY_TYPES: readonly DbTransactionType[] = ['INSERT', 'UPDATE', 'UPDATE-SELECTION', 'ACTIVATE', 'DEACTIVATE'];

export interface AuditWrite {
  compassPointId: number;
  tenantId: string;
  accountId: number;
  documentId: number;
  type: AuditType;
  userId: number | null;
  userName: string;
  propagated?: boolean;
  current: AuditSnapshot;
  previous: AuditSnapshot | null;
  at: string;
}

/** Appends one entry; call inside the write's transaction so both land or neither. */
export async function recordCompassPointAudit(db: DbOrTx, w: AuditWrite): Promise<void> {
  await insertCompassPointAudit(db, {
    compass_point_id: w.compassPointId,
    tenant_id: w.tenantId,
    account_id: w.accountId,
    document_id: w.documentId,
    transaction_type: w.type,
    user_id: w.userId,
    user_name: w.userName.slice(0, 200),
    propagated: w.propagated ? 1 : 0,
    current_json: JSON.stringify(w.current),
    previous_json: w.previous ? JSON.stringify(w.previous) : null,
    created_at: w.at,
  });
}

/** GET audits/compassPoint/{id}/all: one page of the change history and the total (for the header). */
export async function compassPointHistory(
  ctx: ServiceContext,
  id: number,
  q: z.infer<typeof auditQuery>,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const caller = await requireCompassPointCaller(ctx);
  await visiblePoint(ctx, caller, id);
  const dir = decodeSortKey(q.sort, ['createdDate'] as const)?.direction ?? 'desc';
  const { rows, total } = await listCompassPointAudits(ctx.db, id, HISTORY_TYPES, dir, q.pageIndex * q.pageSize, q.pageSize);
  return {
    total,
    entries: rows.map((r) => ({
      id: r.id,
      dbTransactionType: r.transaction_type as DbTransactionType,
      transactionUserName: r.user_name,
      createdDate: r.created_at,
      propagated: r.propagated === 1,
      auditData: { current: JSON.parse(r.current_json), previous: r.previous_json ? JSON.parse(r.previous_json) : null },
    })),
  };
}
