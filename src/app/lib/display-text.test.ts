import { describe, expect, it } from 'vitest';
import { displayTerm, formatLongDate, formatShortDate, noResultsTerm, truncateWithEllipsis } from './display-text';

describe('000 §5 search terms shortened to 20 (desktop), 8 (mobile), 500 (no-results) with an ellipsis', () => {
  it('keeps short terms whole', () => {
    expect(displayTerm('D1234', false)).toBe('D1234');
    expect(displayTerm('12345678', true)).toBe('12345678');
  });
  it('cuts at 20 on desktop and 8 on mobile', () => {
    expect(displayTerm('a'.repeat(21), false)).toBe(`${'a'.repeat(20)}...`);
    expect(displayTerm('a'.repeat(20), false)).toBe('a'.repeat(20));
    expect(displayTerm('steel bridges', true)).toBe('steel br...');
  });
  it('cuts at 500 in the no-results text', () => {
    expect(noResultsTerm('x'.repeat(500))).toBe('x'.repeat(500));
    expect(noResultsTerm('x'.repeat(501))).toBe(`${'x'.repeat(500)}...`);
  });
  it('handles a zero limit', () => {
    expect(truncateWithEllipsis('abc', 0)).toBe('');
  });
});

describe('000 §9 date display MMM DD, YYYY', () => {
  it('formats in UTC', () => {
    expect(formatShortDate('2024-03-05T00:00:00.000Z')).toBe('Mar 05, 2024');
    expect(formatShortDate('2024-03-05')).toBe('Mar 05, 2024');
  });
  it('returns null for missing or bad dates', () => {
    expect(formatShortDate(null)).toBeNull();
    expect(formatShortDate('not a date')).toBeNull();
  });
});

describe('000 §9 date display DD MMMM YYYY', () => {
  it('English reads day, full month, year, in UTC', () => {
    expect(formatLongDate('2024-03-05T00:00:00.000Z')).toBe('05 March 2024');
    expect(formatLongDate('2024-12-31')).toBe('31 December 2024');
  });
  it('other languages name the month in their own words', () => {
    expect(formatLongDate('2024-03-05', 'de')).toBe('05. März 2024');
    expect(formatLongDate('2024-03-05', 'fr')).toBe('05 mars 2024');
  });
  it("reads the interface language's spec code as the screens pass it (EN, CF, zh-Hans)", () => {
    expect(formatLongDate('2024-03-05', 'EN')).toBe('05 March 2024');
    expect(formatLongDate('2024-03-05', 'CF')).toBe(formatLongDate('2024-03-05', 'fr-CA'));
    expect(formatLongDate('2024-03-05', 'CF')).toContain('mars');
    expect(formatShortDate('2024-03-05', 'EN')).toBe('Mar 05, 2024');
    expect(formatShortDate('2024-03-05', 'CF')).toBe(formatShortDate('2024-03-05', 'fr-CA'));
    expect(formatLongDate('2024-03-05', 'zh-Hans')).toBe(formatLongDate('2024-03-05', 'zh'));
  });
  it('returns null for missing or bad dates', () => {
    expect(formatLongDate(undefined)).toBeNull();
    expect(formatLongDate('31/12/2024')).toBeNull();
  });
});
