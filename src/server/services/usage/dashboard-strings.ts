import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { findLanguage } from '../../../api/languages';

/* The dashboard page's strings: keys `usage.dashboard.*` of public/i18n/{lang}.json, English fallback. */

export const DASHBOARD_ENGLISH = {
  title: 'Usage report',
  range: '{{start}} – {{end}}',
  open: 'Document opens',
  download: 'Downloads',
  search: 'Searches',
  denial: 'Denials',
  total: 'Total',
  perDay: 'Usage per day',
  perDayDesc: 'Stacked bars per day from {{start}} to {{end}}: document opens, downloads, searches and denials.',
  perPublisher: 'Usage per publisher',
  perPublisherDesc: 'Stacked bars per publisher: document opens, downloads and denials.',
  noEvents: 'No usage was recorded in this period.',
  noPublisher: 'No documents were used in this period.',
  numbers: 'Show the numbers',
  date: 'Date',
  publisher: 'Publisher',
  expired: 'This report link has expired. Open the usage report again.',
} as const;
export type DashboardStrings = Record<keyof typeof DASHBOARD_ENGLISH, string>;

const I18N_DIR = fileURLToPath(new URL('../../../../public/i18n/', import.meta.url));

async function readLocale(file: string): Promise<Record<string, any> | null> {
  try {
    return JSON.parse(await readFile(`${I18N_DIR}${file}.json`, 'utf8'));
  } catch {
    return null;
  }
}

/** Strings, html lang and direction for a language code (unknown codes read as English). */
export async function dashboardStrings(code: string): Promise<{ lang: string; dir: 'ltr' | 'rtl'; strings: DashboardStrings }> {
  const language = findLanguage(code) ?? findLanguage('EN')!;
  const chosen = (await readLocale(language.file))?.usage?.dashboard ?? {};
  const english = language.file === 'en' ? chosen : ((await readLocale('en'))?.usage?.dashboard ?? {});
  const strings = Object.fromEntries(
    Object.entries(DASHBOARD_ENGLISH).map(([k, v]) => [
      k,
      typeof chosen[k] === 'string' ? chosen[k] : typeof english[k] === 'string' ? english[k] : v,
    ]),
  ) as DashboardStrings;
  return { lang: language.htmlLang, dir: language.rtl ? 'rtl' : 'ltr', strings };
}

/** i18next-style {{name}} interpolation. */
export const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
