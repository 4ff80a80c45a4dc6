import type { z } from 'zod';
import { AUDIT_DEFAULT_DAYS, type AuditEvent, type auditsQuery, type OutboxMail, type mailOutboxQuery } from '../../../api/admin';
import { badRequest } from '../../http-error';
import { listOutbox } from '../../repositories/admin-outbox';
import { listAuditEvents, type AuditColumn, type AuditOwner } from '../../repositories/admin-audits';
import type { AdminScope } from './access';
import type { ServiceContext } from '../context';

/*
 * The audit list (002 §2, §7: page, size, sort, fromDate, toDate; total in x-total-count) and
 * the mail outbox: every tenant's for the platform operator, the selected account's for its
 * administrator (access.ts), who never sees another account's or tenant's sign-ins or mail.
 */

const COLUMN: Record<string, AuditColumn> = { auditEventDate: 'created_at', principal: 'principal', auditEventType: 'type' };
const DAY_MS = 86_400_000;

/** The dates as a half-open UTC interval; defaults: the last 30 days up to today, whole days. */
export function auditInterval(
  fromDate: string | undefined,
  toDate: string | undefined,
  now = new Date(),
): { from: string; to: string } {
  const today = now.toISOString().slice(0, 10);
  const to = toDate ?? today;
  const from = fromDate ?? new Date(Date.parse(`${to}T00:00:00Z`) - AUDIT_DEFAULT_DAYS * DAY_MS).toISOString().slice(0, 10);
  if (from > to)
    throw badRequest('error.validation', {
      fieldErrors: [{ objectName: 'audits', field: 'fromDate', message: 'fromDate after toDate' }],
    });
  return { from: `${from}T00:00:00.000Z`, to: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString() };
}

function parseData(json: string): Record<string, unknown> {
  try {
    const v = JSON.parse(json);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

const ownerOf = (scope: AdminScope): AuditOwner =>
  scope.kind === 'platform' ? { kind: 'platform' } : { kind: 'account', tenantId: scope.tenantId, accountId: scope.accountId };

interface OwnedRow {
  id: number;
  tenant_id: string | null;
  account_id: number | null;
}

/** The id and owner every administration row shows first. */
const ownedBy = (r: OwnedRow) => ({ id: r.id, tenantId: r.tenant_id, accountId: r.account_id });

export async function listAudits(
  ctx: ServiceContext,
  scope: AdminScope,
  q: z.output<typeof auditsQuery>,
): Promise<{ items: AuditEvent[]; total: number }> {
  const [field, dir] = q.sort.split(',') as [string, 'asc' | 'desc'];
  const { from, to } = auditInterval(q.fromDate, q.toDate);
  const { rows, total } = await listAuditEvents(ctx.db, {
    owner: ownerOf(scope),
    from,
    to,
    column: COLUMN[field],
    dir,
    page: q.page,
    size: q.size,
  });
  return {
    total,
    items: rows.map((r) => ({
      ...ownedBy(r),
      timestamp: r.created_at,
      principal: r.principal,
      type: r.type,
      data: parseData(r.data_json),
    })),
  };
}

export async function listMailOutbox(
  ctx: ServiceContext,
  scope: AdminScope,
  q: z.output<typeof mailOutboxQuery>,
): Promise<{ items: OutboxMail[]; total: number }> {
  const { rows, total } = await listOutbox(ctx.db, ownerOf(scope), q.page, q.size);
  return {
    total,
    items: rows.map((r) => ({
      ...ownedBy(r),
      createdDate: r.created_at,
      to: r.to_addr,
      cc: r.cc_addr,
      subject: r.subject,
      body: r.body,
      state: r.state,
      error: r.error,
    })),
  };
}
