import { describe, expect, it } from 'vitest';
import { reportRange } from './report';

/* The report's date range (001 §7 usage reports: default the past 7 days ending today). */

describe('report date range', () => {
  const today = new Date('2026-03-10T15:30:00Z');
  it('defaults to seven days ending today, midnight-aligned days', () => {
    expect(reportRange(undefined, undefined, today)).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
      days: ['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'],
    });
  });
  it('takes an explicit range, across a month end', () => {
    expect(reportRange('2026-02-27', '2026-03-01', today).days).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
  it('refuses a reversed range and one longer than a year', () => {
    expect(() => reportRange('2026-03-02', '2026-03-01', today)).toThrow();
    expect(() => reportRange('2024-01-01', '2026-03-01', today)).toThrow();
  });
});
