/*
 * Shared Intl formatters. Building an Intl formatter loads and resolves locale data, which costs
 * a phone's main thread milliseconds each time, while formatting with a built one is cheap: a
 * list of dated cards or a download's progress line would otherwise build one per row or per
 * update. Formatters are immutable, so one per locale and options serves every caller.
 */
import { englishDate, englishNumber, type Formatter } from './english-formats';

const formats = new Map<string, Formatter<never>>();

function built<F extends Formatter<never>>(kind: string, locales: string | string[], options: object, make: () => F): F {
  const key = JSON.stringify([kind, locales, options]);
  let f = formats.get(key) as F | undefined;
  if (!f) {
    f = make();
    formats.set(key, f);
  }
  return f;
}

/**
 * The date formatter for these locales and options, built once: the English forms the screens
 * show need no Intl (english-formats.ts), every other an Intl.DateTimeFormat.
 */
export const dateFormat = (locales: string | string[], options: Intl.DateTimeFormatOptions): Formatter<Date | number> =>
  built('date', locales, options, () => englishDate(locales, options) ?? new Intl.DateTimeFormat(locales, options));

/** The number formatter for these locales and options, built once (English sizes and shares without Intl). */
export const numberFormat = (locales: string | string[], options: Intl.NumberFormatOptions): Formatter<number> =>
  built('number', locales, options, () => englishNumber(locales, options) ?? new Intl.NumberFormat(locales, options));

/** Whether a spec language code ("EN") or locale ("en-GB") is English, whose screens need no Intl data. */
const isEnglish = (lang: string) => /^en(-|$)/i.test(lang);

/**
 * Builds a date and a number formatter in tasks of their own, while start-up waits for the
 * network, for an interface language other than English (its forms need no Intl data). The
 * first Intl formatter a page builds loads the engine's locale data, a one-time cost of tens of
 * milliseconds on a phone; paid inside a screen's first render, it lengthens the task
 * that puts the screen up, and every screen under audit shows dates. Any locale will do: the data
 * loaded is shared, and the screens' own formatters then build in a fraction of it. The number
 * formatter goes first: it pays the engine's one-time locale set-up alone, and the date
 * formatter's patterns come in a task of their own after it.
 */
export function warmIntl(lang: string): void {
  if (isEnglish(lang)) return;
  setTimeout(() => {
    new Intl.NumberFormat('en', { style: 'unit', unit: 'megabyte', unitDisplay: 'short' }).format(1);
    setTimeout(
      () => new Intl.DateTimeFormat('en', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(0),
      0,
    );
  }, 0);
}
