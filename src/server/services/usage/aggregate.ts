import { USAGE_KINDS, type UsageKind } from '../../../api/usage';

/* Pure shaping of the usage counts into the dashboard's series (per day, per publisher). */

export type KindCounts = Record<UsageKind, number>;
export const zeroCounts = (): KindCounts => ({ open: 0, download: 0, search: 0, denial: 0 });
const isKind = (k: string): k is UsageKind => (USAGE_KINDS as readonly string[]).includes(k);

/** Every calendar day from start to end (YYYY-MM-DD, both included). */
export function daysBetween(startDate: string, endDate: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${startDate}T00:00:00Z`), end = Date.parse(`${endDate}T00:00:00Z`); t <= end; t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** One entry per day of the range, zeros where nothing happened. */
export function dailySeries(
  rows: { day: string; kind: string; n: number }[],
  startDate: string,
  endDate: string,
): { day: string; counts: KindCounts }[] {
  const byDay = new Map(daysBetween(startDate, endDate).map((d) => [d, zeroCounts()]));
  for (const r of rows) {
    const c = byDay.get(r.day);
    if (c && isKind(r.kind)) c[r.kind] += r.n;
  }
  return [...byDay].map(([day, counts]) => ({ day, counts }));
}

export interface PublisherUsage {
  code: string;
  name: string;
  counts: KindCounts;
  total: number;
}

/** Item events per publisher, busiest first; searches belong to no publisher and are left out. */
export function publisherSeries(rows: { code: string | null; name: string | null; kind: string; n: number }[]): PublisherUsage[] {
  const map = new Map<string, PublisherUsage>();
  for (const r of rows) {
    if (!r.code || !isKind(r.kind) || r.kind === 'search') continue;
    let p = map.get(r.code);
    if (!p) map.set(r.code, (p = { code: r.code, name: r.name ?? r.code, counts: zeroCounts(), total: 0 }));
    p.counts[r.kind] += r.n;
    p.total += r.n;
  }
  return [...map.values()].sort((a, b) => b.total - a.total || a.code.localeCompare(b.code));
}

export function totalsOf(days: { counts: KindCounts }[]): KindCounts {
  const t = zeroCounts();
  for (const d of days) for (const k of USAGE_KINDS) t[k] += d.counts[k];
  return t;
}
