/*
 * Shared Intl formatters. Building an Intl formatter loads and resolves locale data, which costs
 * a phone's main thread milliseconds each time, while formatting with a built one is cheap: a
 * list of dated cards or a download's progress line would otherwise build one per row or per
 * update. Formatters are immutable, so one per locale and options serves every caller.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function built<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  locales: string | string[],
  options: object,
  make: () => F,
): F {
  const key = JSON.stringify([kind, locales, options]);
  let f = formats.get(key) as F | undefined;
  if (!f) {
    f = make();
    formats.set(key, f);
  }
  return f;
}

/** The Intl.DateTimeFormat for these locales and options, built once. */
export const dateFormat = (locales: string | string[], options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  built('date', locales, options, () => new Intl.DateTimeFormat(locales, options));

/** The Intl.NumberFormat for these locales and options, built once. */
export const numberFormat = (locales: string | string[], options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  built('number', locales, options, () => new Intl.NumberFormat(locales, options));
