import type { DbOrTx } from '../db/database';
import { insertAuditEvent } from '../repositories/audit-events';

/** Audit event types written by sign-in and session calls (the admin audit list reads them). */
export const AuditType = {
  signInSuccess: 'AUTHENTICATION_SUCCESS',
  signInFailure: 'AUTHENTICATION_FAILURE',
  signOut: 'LOGOUT',
  accountSwitch: 'ACCOUNT_SWITCH',
} as const;
export type AuditTypeName = (typeof AuditType)[keyof typeof AuditType];

export interface AuditEntry {
  tenantId: string | null;
  /** The account the event concerns, when it concerns one (its administrators see it); else the user's. */
  accountId?: number | null;
  userId: number | null;
  /** Who acted: the e-mail given at sign-in, or the signed-in user's e-mail. */
  principal: string;
  type: AuditTypeName | string;
  data?: Record<string, unknown>;
}

/** Appends one audit event. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await insertAuditEvent(db, {
    tenant_id: entry.tenantId,
    account_id: entry.accountId ?? null,
    user_id: entry.userId,
    // Bound the principal: it may be whatever a stranger typed into the e-mail field.
    principal: entry.principal.slice(0, 200),
    type: entry.type,
    data_json: JSON.stringify(entry.data ?? {}),
    created_at: new Date().toISOString(),
  });
}
