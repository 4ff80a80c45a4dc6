import { findLanguage } from '../../api/languages';
import { dateFormat } from './intl-formats';

/**
 * The BCP 47 tag of an interface language. Screens pass i18next's language, a spec code ("EN",
 * "CF"), which Intl would read as another locale or none: "EN" is not "en-GB", and "CF" is no
 * language at all.
 */
const localeOf = (lang: string) => findLanguage(lang)?.htmlLang ?? lang;

/** 000 §5: search terms shown shortened, with an ellipsis. */
export const TERM_DISPLAY_MAX = { desktop: 20, mobile: 8, noResults: 500 } as const;

/** Shortens `text` to `max` characters and marks the cut with an ellipsis. */
export function truncateWithEllipsis(text: string, max: number): string {
  if (max <= 0) return '';
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The search term as shown in a heading or chip: 20 characters on desktop, 8 on phones (000 §5). */
export function displayTerm(text: string, mobile: boolean): string {
  return truncateWithEllipsis(text, mobile ? TERM_DISPLAY_MAX.mobile : TERM_DISPLAY_MAX.desktop);
}

/** The search term inside the no-results text: up to 500 characters (000 §5). */
export function noResultsTerm(text: string): string {
  return truncateWithEllipsis(text, TERM_DISPLAY_MAX.noResults);
}

/** 000 §9 date display 'MMM DD, YYYY' in the reader's language; null for a missing or bad date. */
export function formatShortDate(iso: string | null | undefined, lang = 'en'): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  // UTC: publication dates are calendar dates; a local zone must not move them to the day before.
  return dateFormat(localeOf(lang), { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(d);
}

/**
 * 000 §9's long form, DD MMMM YYYY ("05 March 2024"), for dates a screen states in full (a
 * document's publication and update). English takes the day-first order the format names; other
 * languages keep their own order of the same parts.
 */
export function formatLongDate(iso: string | null | undefined, lang = 'en'): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const tag = localeOf(lang);
  const locale = tag === 'en' || tag.startsWith('en-') ? 'en-GB' : tag;
  return dateFormat(locale, { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
}
