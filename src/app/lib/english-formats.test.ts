import { describe, expect, it } from 'vitest';
import { englishDate, englishNumber } from './english-formats';

/*
 * The English forms are written without Intl for speed; they must read exactly as Intl writes
 * them (the engine here has the full locale data), or an English user would see another format
 * than every other language's.
 */
const DATE_OPTIONS: Intl.DateTimeFormatOptions[] = [
  { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' },
  { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' },
];

function* sampleDates(): Generator<Date> {
  for (let month = 0; month < 12; month++) for (const day of [1, 9, 10, 28]) yield new Date(Date.UTC(2026, month, day, 23, 30));
  // A deterministic spread of instants across the years documents carry.
  let seed = 7;
  for (let i = 0; i < 400; i++) {
    seed = (seed * 48271) % 2147483647;
    yield new Date(Date.UTC(1900, 0, 1) + (seed / 2147483647) * 250 * 365.25 * 86400000);
  }
  yield new Date(Date.UTC(1000, 0, 1));
  yield new Date(Date.UTC(9999, 11, 31));
}

const SIZES = [
  0,
  1,
  7,
  999,
  1000,
  1023,
  1.05,
  1.45,
  1.95,
  9.95,
  9.96,
  9.04,
  12.5,
  12.49,
  999.5,
  1000.5,
  1023.9,
  0.04,
  0.05,
  123456.5,
  0.1 + 0.2,
];
const SHARES = [0, 0.004, 0.005, 0.145, 0.155, 0.4, 0.995, 0.999, 1, 0.333333, 2 / 3, 0.07, 0.285, 0.575, 12.345];

describe('English dates read as Intl writes them', () => {
  for (const locale of ['en', 'en-GB', 'en-US', 'EN']) {
    for (const options of DATE_OPTIONS) {
      it(`${locale} ${options.month}`, () => {
        const english = englishDate(locale, options);
        expect(english).not.toBeNull();
        const intl = new Intl.DateTimeFormat(locale, options);
        for (const d of sampleDates()) expect(english!.format(d)).toBe(intl.format(d));
        expect(english!.format(Date.UTC(2024, 2, 5))).toBe(intl.format(Date.UTC(2024, 2, 5)));
      });
    }
  }

  for (const locale of ['en', 'en-GB']) {
    it(`${locale} medium date, short time, in the device's zone`, () => {
      const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
      const english = englishDate(locale, options);
      const intl = new Intl.DateTimeFormat(locale, options);
      for (const d of sampleDates()) expect(english!.format(d)).toBe(intl.format(d));
      for (let h = 0; h < 24; h++)
        expect(english!.format(new Date(2026, 8, 5, h, 7))).toBe(intl.format(new Date(2026, 8, 5, h, 7)));
    });
  }

  it('leaves other languages, zones and option sets to Intl', () => {
    expect(englishDate('de', DATE_OPTIONS[0]!)).toBeNull();
    expect(englishDate('en-AU', DATE_OPTIONS[0]!)).toBeNull();
    expect(englishDate('en', { month: 'short', day: '2-digit', year: 'numeric' })).toBeNull();
    expect(englishDate('en', { ...DATE_OPTIONS[0], weekday: 'long' })).toBeNull();
    expect(englishDate('en', { dateStyle: 'medium', timeStyle: 'medium' })).toBeNull();
    expect(englishDate('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })).toBeNull();
  });
});

describe('English sizes and percentages read as Intl writes them', () => {
  for (const unit of ['byte', 'kilobyte', 'megabyte', 'gigabyte']) {
    for (const maximumFractionDigits of [0, 1, undefined]) {
      it(`${unit}, up to ${maximumFractionDigits ?? 'the default'} decimals`, () => {
        const options: Intl.NumberFormatOptions = { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits };
        const english = englishNumber('en', options);
        expect(english).not.toBeNull();
        const intl = new Intl.NumberFormat('en', options);
        for (const n of SIZES) expect(english!.format(n)).toBe(intl.format(n));
        for (let n = 0; n < 1100; n += 0.15) expect(english!.format(n)).toBe(intl.format(n));
      });
    }
  }

  it('a percentage', () => {
    const english = englishNumber('EN', { style: 'percent' });
    const intl = new Intl.NumberFormat('en', { style: 'percent' });
    for (const n of SHARES) expect(english!.format(n)).toBe(intl.format(n));
    for (let n = 0; n <= 1.0001; n += 0.0005) expect(english!.format(n)).toBe(intl.format(n));
  });

  it('keeps what it does not write to Intl', () => {
    const english = englishNumber('en', { style: 'percent' })!;
    for (const n of [-0.5, -0, NaN, Infinity, 1e21, 1e-7])
      expect(english.format(n)).toBe(new Intl.NumberFormat('en', { style: 'percent' }).format(n));
    expect(englishNumber('fr', { style: 'percent' })).toBeNull();
    expect(englishNumber('en', { style: 'unit', unit: 'meter', unitDisplay: 'short' })).toBeNull();
    expect(englishNumber('en', { style: 'unit', unit: 'byte', unitDisplay: 'long' })).toBeNull();
    expect(englishNumber('en', { style: 'percent', minimumFractionDigits: 1 })).toBeNull();
  });
});
