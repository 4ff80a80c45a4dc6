import { insertUsageEvent, type UsageEvent } from '../../repositories/usage-events';
import type { ServiceContext } from '../context';
import type { Scope } from '../scope';

/** Records one usage event of the caller's session: a search, or what it did with a document. */
export async function recordUsage(
  ctx: ServiceContext,
  scope: Scope,
  kind: UsageEvent['kind'],
  doc?: { id: number; publisher_id: number },
  now?: Date,
): Promise<void> {
  const s = scope.session;
  await insertUsageEvent(
    ctx.db,
    {
      tenantId: s.tenantId,
      accountId: s.account.id,
      userId: s.userId,
      ...(doc && { publisherId: doc.publisher_id, documentId: doc.id }),
      kind,
    },
    now,
  );
}
