/** The interface languages (000 §3): spec code -> locale file under /i18n and the BCP 47 tag for <html lang>. */
export const LANGUAGES = [
  { code: 'EN', file: 'en', htmlLang: 'en', label: 'English', rtl: false },
  { code: 'AR', file: 'ar', htmlLang: 'ar', label: 'العربية', rtl: true },
  { code: 'CF', file: 'fr-ca', htmlLang: 'fr-CA', label: 'Français (Canada)', rtl: false },
  { code: 'zh-Hans', file: 'zh-hans', htmlLang: 'zh-Hans', label: '简体中文', rtl: false },
  { code: 'FR', file: 'fr', htmlLang: 'fr', label: 'Français', rtl: false },
  { code: 'IT', file: 'it', htmlLang: 'it', label: 'Italiano', rtl: false },
  { code: 'JA', file: 'ja', htmlLang: 'ja', label: '日本語', rtl: false },
  { code: 'KO', file: 'ko', htmlLang: 'ko', label: '한국어', rtl: false },
  { code: 'PT', file: 'pt', htmlLang: 'pt', label: 'Português', rtl: false },
  { code: 'RU', file: 'ru', htmlLang: 'ru', label: 'Русский', rtl: false },
  { code: 'es-ES', file: 'es-es', htmlLang: 'es-ES', label: 'Español (España)', rtl: false },
  // ES is Latin American Spanish.
  { code: 'ES', file: 'es', htmlLang: 'es-419', label: 'Español (Latinoamérica)', rtl: false },
  { code: 'TR', file: 'tr', htmlLang: 'tr', label: 'Türkçe', rtl: false },
  { code: 'DE', file: 'de', htmlLang: 'de', label: 'Deutsch', rtl: false },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'EN';
/** Cookie keeping the chosen language (000 §9: 30 days). */
export const LANGUAGE_COOKIE = 'bearing-lang';
export const LANGUAGE_COOKIE_DAYS = 30;

/** Finds a language by spec code, file name or html tag, case-insensitively; undefined when unknown. */
export function findLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  return LANGUAGES.find((l) => l.code.toLowerCase() === v || l.file === v || l.htmlLang.toLowerCase() === v);
}

/** URL of a language's locale file. */
export function localeFileUrl(code: string): string {
  return `/i18n/${(findLanguage(code) ?? LANGUAGES[0]).file}.json`;
}
