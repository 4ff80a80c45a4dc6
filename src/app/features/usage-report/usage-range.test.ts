import { describe, expect, it } from 'vitest';
import { rangeError, readUsageRange } from './usage-range';

describe('usage report range on the screen: the past 7 days unless the URL names a valid one', () => {
  const now = new Date(2026, 10, 23, 9, 30);
  it('defaults to the past 7 days', () => {
    expect(readUsageRange(new URLSearchParams(), now)).toEqual({ startDate: '2026-11-16', endDate: '2026-11-23' });
  });
  it('takes a valid range from the URL and ignores a broken or reversed one', () => {
    expect(readUsageRange(new URLSearchParams('start=2026-10-01&end=2026-10-31'), now)).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
    expect(readUsageRange(new URLSearchParams('start=2026-10-31&end=2026-10-01'), now)).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-23',
    });
    expect(readUsageRange(new URLSearchParams('start=oops'), now).startDate).toBe('2026-11-16');
  });
  it('says why a range cannot be shown', () => {
    expect(rangeError('2026-01-02', '2026-01-01')).toBe('order');
    expect(rangeError('2020-01-01', '2026-01-01')).toBe('length');
    expect(rangeError('2026-01-01', '2026-01-01')).toBeNull();
  });
});
