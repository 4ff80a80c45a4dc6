import { describe, expect, it } from 'vitest';
import { defaultUsageRange, rangeDays, usageReportQuery } from './usage';

describe('usage report range: the past 7 days, start aligned to midnight, end today (002 §2, §9)', () => {
  it('starts at local midnight 7 days before now and ends today', () => {
    const now = new Date(2026, 10, 23, 15, 42, 7);
    const r = defaultUsageRange(now);
    expect(r.startDate).toBe('2026-11-16');
    expect(r.endDate).toBe('2026-11-23');
    expect([r.start.getHours(), r.start.getMinutes(), r.start.getSeconds(), r.start.getMilliseconds()]).toEqual([0, 0, 0, 0]);
  });
  it('crosses month and year boundaries', () => {
    expect(defaultUsageRange(new Date(2027, 0, 3, 0, 0, 1))).toMatchObject({ startDate: '2026-12-27', endDate: '2027-01-03' });
    expect(defaultUsageRange(new Date(2028, 2, 2, 23, 59))).toMatchObject({ startDate: '2028-02-24', endDate: '2028-03-02' });
  });
  it('counts days inclusively', () => {
    expect(rangeDays('2026-11-16', '2026-11-23')).toBe(8);
    expect(rangeDays('2026-11-23', '2026-11-23')).toBe(1);
    expect(rangeDays('2026-11-24', '2026-11-23')).toBe(0);
  });
  it('accepts both report parameter sets and rejects impossible dates', () => {
    expect(usageReportQuery.parse({ AccountID: '3', TenantID: 'bearing' })).toMatchObject({
      AccountID: 3,
      dashboardId: 'usage-overview',
    });
    expect(
      usageReportQuery.parse({
        AccountNumber: '3',
        TenantName: 'Bearing',
        ApplicationCode: 'COMPASS',
        StartDate: '2026-11-01',
        EndDate: '2026-11-07',
      }).AccountNumber,
    ).toBe(3);
    expect(usageReportQuery.safeParse({ StartDate: '2026-02-30x' }).success).toBe(false);
    expect(usageReportQuery.safeParse({ ApplicationCode: 'OTHER' }).success).toBe(false);
  });
});
