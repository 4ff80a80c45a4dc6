import { dateFormat, numberFormat } from './intl-formats';

/** Bytes as a short human size in the user's language ("12.3 MB"). */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}

/** Like formatBytes, for a size that may be unknown (shown as a dash). */
export function formatSize(bytes: number | null | undefined, locale: string): string {
  return typeof bytes === 'number' && Number.isFinite(bytes) ? formatBytes(bytes, locale) : '–';
}

/** A timestamp as a short date and time in the user's language. */
export function formatWhen(ms: number, locale: string): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}
