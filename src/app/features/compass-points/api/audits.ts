import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_TOTAL_HEADER, auditReply, compassPointAuditPath, type AuditEntry } from '../../../../api/compass-points';
import { ApiError } from '../../../lib/api-error';
import { requestRaw } from '../../../lib/http';
import { compassPointKeys } from './keys';

/** GET api/v1/audits/compassPoint/{id}/all?pageSize&pageIndex&sort; the total comes in a header (001 §7). */
export async function getAudits(
  id: number,
  q: { pageIndex: number; pageSize: number; sort: string },
  signal?: AbortSignal,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const res = await requestRaw('GET', compassPointAuditPath(id), { query: q, signal });
  const parsed = auditReply.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new ApiError(res.status, 'errors.contract', { url: res.url, method: 'GET' });
  const total = Number(res.headers.get(AUDIT_TOTAL_HEADER));
  return { entries: parsed.data, total: Number.isFinite(total) ? total : parsed.data.length };
}

export const useAudits = (id: number, q: { pageIndex: number; pageSize: number; sort: string }) =>
  useQuery({
    queryKey: compassPointKeys.audits(id, q.pageIndex, q.pageSize, q.sort),
    queryFn: ({ signal }) => getAudits(id, q, signal),
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });
