import type { DbOrTx } from '../db/database';

export interface UsageEvent {
  tenantId: string;
  accountId: number | null;
  userId: number | null;
  publisherId?: number | null;
  documentId?: number | null;
  kind: 'open' | 'download' | 'search' | 'denial';
}

/** Appends one usage event (DOMAIN "Usage events"); the day is the UTC date. */
export async function insertUsageEvent(db: DbOrTx, e: UsageEvent, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('usage_events')
    .values({
      tenant_id: e.tenantId,
      account_id: e.accountId,
      user_id: e.userId,
      publisher_id: e.publisherId ?? null,
      document_id: e.documentId ?? null,
      kind: e.kind,
      day: at.slice(0, 10),
      created_at: at,
    })
    .execute();
}
