/*
 * English dates, sizes and percentages without Intl. A page's first Intl number or date formatter
 * loads the engine's locale data, a one-time cost of tens of milliseconds on a phone's main thread
 * that every launch paid for the dates on its first screen. English (the default interface
 * language) needs no locale data for the few forms the screens show, so these write them directly,
 * character for character as Intl does (english-formats.test.ts compares them with Intl). Any
 * other locale or option set is not handled here: `englishDate` and `englishNumber` return null
 * and the caller builds an Intl formatter.
 */

export interface Formatter<T> {
  format(value: T): string;
}

const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
// British English abbreviates September to four letters, American English to three.
const MONTHS_SHORT_US = MONTHS_LONG.map((m) => m.slice(0, 3));
const MONTHS_SHORT_GB = MONTHS_SHORT_US.map((m) => (m === 'Sep' ? 'Sept' : m));

type EnglishLocale = 'us' | 'gb';

function englishLocale(locales: string | string[]): EnglishLocale | null {
  const tag = (Array.isArray(locales) ? locales[0] : locales)?.toLowerCase();
  if (tag === 'en' || tag === 'en-us') return 'us';
  if (tag === 'en-gb') return 'gb';
  return null;
}

/** Whether `options` names exactly these keys (and no other) with these values. */
function exactly(options: object, expected: Record<string, unknown>): boolean {
  const given = (o: object) => Object.entries(o).filter(([, v]) => v !== undefined);
  const wanted = given(expected);
  return given(options).length === wanted.length && wanted.every(([k, v]) => (options as Record<string, unknown>)[k] === v);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A calendar date in UTC with a two-digit day, a short or long month and the year, or a moment
 * in the device's time zone as a medium date and a short time, in English; null for any other
 * locale or options.
 */
export function englishDate(locales: string | string[], options: Intl.DateTimeFormatOptions): Formatter<Date | number> | null {
  const locale = englishLocale(locales);
  if (!locale) return null;
  const write = exactly(options, { dateStyle: 'medium', timeStyle: 'short' })
    ? (d: Date) => mediumDateShortTime(d, locale)
    : calendarDate(options, locale);
  if (!write) return null;
  return {
    format(value) {
      const d = new Date(value);
      const year = options.timeZone === 'UTC' ? d.getUTCFullYear() : d.getFullYear();
      // Years outside four positive digits are written by Intl in forms not worth copying.
      if (Number.isNaN(year) || year < 1000 || year > 9999) return new Intl.DateTimeFormat(locales, options).format(d);
      return write(d);
    },
  };
}

function calendarDate(options: Intl.DateTimeFormatOptions, locale: EnglishLocale): ((d: Date) => string) | null {
  const month = options.month;
  if (month !== 'short' && month !== 'long') return null;
  if (!exactly(options, { day: '2-digit', month, year: 'numeric', timeZone: 'UTC' })) return null;
  const names = month === 'long' ? MONTHS_LONG : locale === 'gb' ? MONTHS_SHORT_GB : MONTHS_SHORT_US;
  return (d) => {
    const day = twoDigits(d.getUTCDate());
    const name = names[d.getUTCMonth()]!;
    return locale === 'gb' ? `${day} ${name} ${d.getUTCFullYear()}` : `${name} ${day}, ${d.getUTCFullYear()}`;
  };
}

/** "Sep 5, 2026, 9:05 AM" or "5 Sept 2026, 09:05". */
function mediumDateShortTime(d: Date, locale: EnglishLocale): string {
  const minutes = twoDigits(d.getMinutes());
  if (locale === 'gb') {
    return `${d.getDate()} ${MONTHS_SHORT_GB[d.getMonth()]} ${d.getFullYear()}, ${twoDigits(d.getHours())}:${minutes}`;
  }
  const hours = d.getHours() % 12 || 12;
  return `${MONTHS_SHORT_US[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}, ${hours}:${minutes} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

/**
 * The decimal digits of value × 10^shift (value ≥ 0) rounded half away from zero to `maxFraction`
 * places, as Intl rounds: on the number's shortest decimal form ("1.45", not the binary value
 * just under it). Null when that form is exponential.
 */
function roundedDecimal(value: number, shift: number, maxFraction: number): string | null {
  const text = String(value);
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.') as [string, string?];
  const digits = (whole + fraction).split('').map(Number);
  let point = whole.length + shift;
  while (digits.length < point + maxFraction + 1) digits.push(0);
  const kept = digits.slice(0, point + maxFraction);
  if (digits[point + maxFraction]! >= 5) {
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === 9) kept[i--] = 0;
    if (i >= 0) kept[i]! += 1;
    else {
      kept.unshift(1);
      point += 1;
    }
  }
  const intPart = kept
    .slice(0, point)
    .join('')
    .replace(/^0+(?=\d)/, '');
  const fracPart = kept.slice(point).join('').replace(/0+$/, '');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fracPart ? `${grouped}.${fracPart}` : grouped;
}

const UNIT_LABELS: Record<string, string> = { byte: 'byte', kilobyte: 'kB', megabyte: 'MB', gigabyte: 'GB' };

/**
 * A size in bytes, kilobytes, megabytes or gigabytes (short unit labels) or a percentage, in
 * English; null for any other locale or options.
 */
export function englishNumber(locales: string | string[], options: Intl.NumberFormatOptions): Formatter<number> | null {
  if (!englishLocale(locales)) return null;
  // Intl's own defaults: up to three decimals for a unit, none for a percentage.
  const max = options.maximumFractionDigits ?? (options.style === 'unit' ? 3 : 0);
  if (!Number.isInteger(max) || max < 0 || max > 3) return null;
  let shift: number;
  let write: (digits: string) => string;
  if (options.style === 'percent' && exactly(options, { style: 'percent' })) {
    shift = 2;
    write = (digits) => `${digits}%`;
  } else if (
    options.style === 'unit' &&
    options.unit !== undefined &&
    UNIT_LABELS[options.unit] &&
    exactly(options, {
      style: 'unit',
      unit: options.unit,
      unitDisplay: 'short',
      maximumFractionDigits: options.maximumFractionDigits,
    })
  ) {
    shift = 0;
    const label = UNIT_LABELS[options.unit]!;
    write = (digits) => `${digits} ${label}`;
  } else return null;
  return {
    format(value) {
      // Sizes and shares are never negative; Intl keeps whatever else it is given.
      const digits = value >= 0 && !Object.is(value, -0) ? roundedDecimal(value, shift, max) : null;
      return digits === null ? new Intl.NumberFormat(locales, options).format(value) : write(digits);
    },
  };
}
