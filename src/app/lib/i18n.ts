import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, findLanguage, localeFileUrl } from '../../api/languages';

/** Loads /i18n/{file}.json; one file holds every namespace as nested keys (`session.title`). */
const fetchBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    fetch(localeFileUrl(language), { headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`locale ${language}: ${r.status}`))))
      .then((data) => callback(null, data))
      .catch((e: Error) => callback(e, false));
  },
};

export function readLanguageCookie(): string | null {
  const m = document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`));
  return m ? (findLanguage(decodeURIComponent(m[1]))?.code ?? null) : null;
}

interface CookieStoreLike {
  get(name: string): Promise<{ value?: string } | null>;
}

/**
 * The language cookie without blocking: a page's first `document.cookie` read waits on the
 * browser's cookie store, which during a launch is busy with the page's own loads. The Cookie
 * Store API asks the same store asynchronously; browsers without it read `document.cookie`.
 */
async function readLanguageCookieAsync(): Promise<string | null> {
  const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  if (!store) return readLanguageCookie();
  try {
    const value = (await store.get(LANGUAGE_COOKIE))?.value;
    return value ? (findLanguage(decodeURIComponent(value))?.code ?? null) : null;
  } catch {
    return readLanguageCookie();
  }
}

function writeLanguageCookie(code: string): void {
  const maxAge = LANGUAGE_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; max-age=${maxAge}; path=/; samesite=lax`;
}

function applyToDocument(code: string): void {
  const lang = findLanguage(code) ?? findLanguage(DEFAULT_LANGUAGE)!;
  const root = document.documentElement;
  const dir = lang.rtl ? 'rtl' : 'ltr';
  // Writing the same value still invalidates the whole page's style: only write a change.
  if (root.lang !== lang.htmlLang) root.lang = lang.htmlLang;
  if (root.dir !== dir) root.dir = dir;
}

/**
 * Starts i18next with the cookie's language (or English); resolves once its file is loaded.
 * `onLanguage` hears the language as soon as it is known, while its file downloads.
 */
export async function initI18n(onLanguage?: (code: string) => void): Promise<typeof i18next> {
  const lng = (await readLanguageCookieAsync()) ?? DEFAULT_LANGUAGE;
  onLanguage?.(lng);
  i18next.on('languageChanged', applyToDocument);
  await i18next
    .use(fetchBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      // Spec codes (EN, CF, zh-Hans, es-ES) are used verbatim; the backend maps them to files.
      load: 'currentOnly',
      lowerCaseLng: false,
      cleanCode: false,
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  applyToDocument(lng);
  return i18next;
}

/** The user picked a language: switch and remember it for 30 days (000 §9). */
export async function chooseLanguage(code: string): Promise<void> {
  const lang = findLanguage(code);
  if (!lang) return;
  writeLanguageCookie(lang.code);
  await i18next.changeLanguage(lang.code);
}

/** After sign-in: the account's langKey applies unless a cookie already chose (000 §4). */
export async function applyAccountLanguage(langKey: string | null | undefined): Promise<void> {
  if (await readLanguageCookieAsync()) return;
  const lang = findLanguage(langKey);
  if (lang && lang.code !== i18next.language) await i18next.changeLanguage(lang.code);
}
