import type { Insertable } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { AuditEventTable } from '../db/schema';

export async function insertAuditEvent(db: DbOrTx, row: Insertable<AuditEventTable>): Promise<void> {
  await db.insertInto('audit_events').values(row).execute();
}
