import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AUDIT_DEFAULT_DAYS, type AuditEvent, type auditsQuery, type OutboxMail, type mailOutboxQuery } from '../../../api/admin';
import { badRequest } from '../../http-error';
import { listOutbox } from '../../repositories/admin-outbox';
import { listAuditEvents, type AuditColumn } from '../../repositories/admin-audits';

/*
 * The audit list (002 §2, §7: page, size, sort, fromDate, toDate; total in x-total-count) and
 * the mail outbox, both of the caller's tenant only: one tenant's administrator never sees
 * another tenant's sign-ins or mail.
 */

const COLUMN: Record<string, AuditColumn> = { auditEventDate: 'created_at', principal: 'principal', auditEventType: 'type' };
const DAY_MS = 86_400_000;

/** The dates as a half-open UTC interval; defaults: the last 30 days up to today, whole days. */
export function auditInterval(fromDate: string | undefined, toDate: string | undefined, now = new Date()): { from: string; to: string } {
  const today = now.toISOString().slice(0, 10);
  const to = toDate ?? today;
  const from = fromDate ?? new Date(Date.parse(`${to}T00:00:00Z`) - AUDIT_DEFAULT_DAYS * DAY_MS).toISOString().slice(0, 10);
  if (from > to) throw badRequest('error.validation', { fieldErrors: [{ objectName: 'audits', field: 'fromDate', message: 'fromDate after toDate' }] });
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

export async function listAudits(req: FastifyRequest, q: z.output<typeof auditsQuery>): Promise<{ items: AuditEvent[]; total: number }> {
  const [field, dir] = q.sort.split(',') as [string, 'asc' | 'desc'];
  const { from, to } = auditInterval(q.fromDate, q.toDate);
  const { rows, total } = await listAuditEvents(req.server.db, { tenantId: req.tenant!.id, from, to, column: COLUMN[field], dir, page: q.page, size: q.size });
  return { total, items: rows.map((r) => ({ id: r.id, timestamp: r.created_at, principal: r.principal, type: r.type, data: parseData(r.data_json) })) };
}

export async function listMailOutbox(req: FastifyRequest, q: z.output<typeof mailOutboxQuery>): Promise<{ items: OutboxMail[]; total: number }> {
  const { rows, total } = await listOutbox(req.server.db, req.tenant!.id, q.page, q.size);
  return { total, items: rows.map((r) => ({ id: r.id, createdDate: r.created_at, to: r.to_addr, cc: r.cc_addr, subject: r.subject, body: r.body, state: r.state, error: r.error })) };
}
