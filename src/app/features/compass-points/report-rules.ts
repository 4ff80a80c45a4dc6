/*
 * The compass-points report (001 §7, §9): the default range and the chart maths of the dashboard.
 */

/** 001 §9: the past 7 days, the start aligned to midnight, the end today. */
export function defaultRange(today: Date): { startDate: string; endDate: string } {
  const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const start = new Date(end);
  start.setUTCDate(start.getUTCDate() - 7);
  return { startDate: isoDay(start), endDate: isoDay(end) };
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A round axis maximum at or above `max` (1, 2, 5 × 10^n), at least 1. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(max));
  for (const m of [1, 2, 5, 10]) if (m * p >= max) return m * p;
  return 10 * p;
}

/** Axis ticks from 0 to `top` in `steps` equal parts. */
export function ticks(top: number, steps = 4): number[] {
  return Array.from({ length: steps + 1 }, (_, i) => Math.round(((top * i) / steps) * 100) / 100);
}

export interface DayCounts {
  date: string;
  created: number;
  shared: number;
  deactivated: number;
}

/** Fills the days the server left out with zeros, so the chart's x axis has every day of the range. */
export function fillDays(days: readonly DayCounts[], startDate: string, endDate: string): DayCounts[] {
  const byDate = new Map(days.map((d) => [d.date.slice(0, 10), d]));
  const out: DayCounts[] = [];
  const d = new Date(`${startDate}T00:00:00Z`);
  const end = new Date(`${endDate}T00:00:00Z`);
  for (let i = 0; d <= end && i < 400; i++) {
    const key = isoDay(d);
    out.push(byDate.get(key) ?? { date: key, created: 0, shared: 0, deactivated: 0 });
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

/** Sum of each series over the days. */
export function totals(days: readonly DayCounts[]): { created: number; shared: number; deactivated: number } {
  return days.reduce(
    (t, d) => ({ created: t.created + d.created, shared: t.shared + d.shared, deactivated: t.deactivated + d.deactivated }),
    { created: 0, shared: 0, deactivated: 0 },
  );
}
