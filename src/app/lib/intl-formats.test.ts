import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat } from './intl-formats';

describe('shared Intl formatters', () => {
  it('builds one date formatter per locale and options, formatting as a fresh one would', () => {
    const opts: Intl.DateTimeFormatOptions = { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' };
    const f = dateFormat('en', opts);
    expect(dateFormat('en', { ...opts })).toBe(f);
    expect(dateFormat('de', opts)).not.toBe(f);
    expect(dateFormat('en', { ...opts, month: 'long' })).not.toBe(f);
    const d = new Date('2024-03-05T00:00:00Z');
    expect(f.format(d)).toBe(new Intl.DateTimeFormat('en', opts).format(d));
  });

  it('builds one number formatter per locale and options', () => {
    const f = numberFormat('en', { style: 'percent' });
    expect(numberFormat('en', { style: 'percent' })).toBe(f);
    expect(numberFormat('fr', { style: 'percent' })).not.toBe(f);
    expect(f.format(0.5)).toBe(new Intl.NumberFormat('en', { style: 'percent' }).format(0.5));
  });
});
