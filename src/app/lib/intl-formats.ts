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

/**
 * Builds a date and a number formatter in tasks of their own, while start-up waits for the
 * network. The first Intl formatter a page builds loads the engine's locale data, a one-time cost
 * of tens of milliseconds on a phone; paid inside a screen's first render, it lengthens the task
 * that puts the screen up, and every screen under audit shows dates. Any locale will do: the data
 * loaded is shared, and the screens' own formatters then build in a fraction of it. The number
 * formatter goes first: it pays the engine's one-time locale set-up alone, and the date
 * formatter's patterns come in a task of their own after it.
 */
export function warmIntl(): void {
  setTimeout(() => {
    numberFormat('en', { style: 'unit', unit: 'megabyte', unitDisplay: 'short' }).format(1);
    setTimeout(() => dateFormat('en', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(0), 0);
  }, 0);
}
