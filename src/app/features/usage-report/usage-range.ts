import { defaultUsageRange, rangeDays, USAGE_MAX_RANGE_DAYS } from '../../../api/usage';

/** The report range from the URL (?start=&end=), the past 7 days by default (002 §2, §9). */
export function readUsageRange(params: URLSearchParams, now = new Date()): { startDate: string; endDate: string } {
  const d = defaultUsageRange(now);
  const valid = (s: string | null) =>
    s && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) ? s : null;
  const startDate = valid(params.get('start')) ?? d.startDate;
  const endDate = valid(params.get('end')) ?? d.endDate;
  return rangeError(startDate, endDate) ? { startDate: d.startDate, endDate: d.endDate } : { startDate, endDate };
}

/** Why a range cannot be shown ('order' or 'length'), or null when it can. */
export function rangeError(startDate: string, endDate: string): 'order' | 'length' | null {
  const days = rangeDays(startDate, endDate);
  if (!(days >= 1)) return 'order';
  return days > USAGE_MAX_RANGE_DAYS ? 'length' : null;
}
