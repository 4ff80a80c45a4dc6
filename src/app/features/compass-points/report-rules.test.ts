import { describe, expect, it } from 'vitest';
import { defaultRange, fillDays, niceMax, ticks, totals } from './report-rules';

describe('001 §9 usage report date range: past 7 days', () => {
  it('starts 7 days back at midnight and ends today', () => {
    expect(defaultRange(new Date('2026-03-10T15:30:00Z'))).toEqual({ startDate: '2026-03-03', endDate: '2026-03-10' });
  });
});

describe('report chart maths', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(12)).toBe(20);
    expect(niceMax(200)).toBe(200);
  });
  it('makes evenly spaced ticks', () => expect(ticks(20)).toEqual([0, 5, 10, 15, 20]));
  it('fills missing days with zeros and sums the series', () => {
    const days = fillDays([{ date: '2026-03-04', created: 2, shared: 1, deactivated: 0 }], '2026-03-03', '2026-03-05');
    expect(days.map((d) => d.date)).toEqual(['2026-03-03', '2026-03-04', '2026-03-05']);
    expect(days[0]).toEqual({ date: '2026-03-03', created: 0, shared: 0, deactivated: 0 });
    expect(totals(days)).toEqual({ created: 2, shared: 1, deactivated: 0 });
  });
});
