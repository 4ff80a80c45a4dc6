import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { findLanguage } from '../../api/languages';

/** The sign-in page's strings (keys `signin.*` of public/i18n/{lang}.json). */
export interface SignInStrings {
  title: string;
  heading: string;
  email: string;
  password: string;
  submit: string;
  error: string;
  expiredTitle: string;
  expiredText: string;
  problemTitle: string;
  problemText: string;
  signedOutTitle: string;
  signedOutText: string;
  continue: string;
  /** `{{minutes}}`: how long until the next attempt is taken. */
  throttled: string;
  signOutTitle: string;
  /** `{{tenant}}`: the library's title. */
  signOutText: string;
  signOutSubmit: string;
  signOutCancel: string;
  signingOut: string;
  /** Hand-off (a partner application's signed link) refused: the title, then why. */
  handoffTitle: string;
  handoffExpired: string;
  handoffReplayed: string;
  handoffInvalid: string;
  handoffUnknownUser: string;
  /** `{{company}}`: an account that signs its people in through its own identity provider. */
  signInWith: string;
  /** Under the form when the library has such accounts: their people need no password here. */
  ssoHint: string;
  /** Above the form when the app sends the user back because the session was gone (000 §4 login.error.unauthorized). */
  sessionEnded: string;
}

const ENGLISH: SignInStrings = {
  title: 'Sign in',
  heading: 'Sign in to your library',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  error: 'The email or password is not correct.',
  expiredTitle: 'Sign-in expired',
  expiredText: 'This sign-in page has expired. Please start again.',
  problemTitle: 'Sign-in problem',
  problemText: 'Signing in could not be completed. Please start again.',
  signedOutTitle: 'Signed out',
  signedOutText: 'You are signed out.',
  continue: 'Continue',
  throttled: 'Too many sign-in attempts. Please wait {{minutes}} minutes and try again.',
  signOutTitle: 'Sign out',
  signOutText: 'Do you want to sign out of {{tenant}}?',
  signOutSubmit: 'Sign out',
  signOutCancel: 'Stay signed in',
  signingOut: 'Signing out…',
  handoffTitle: 'This link cannot sign you in',
  handoffExpired: 'The sign-in link has expired. Go back to the application that sent you and open the link again.',
  handoffReplayed: 'This sign-in link has already been used. Go back to the application that sent you and open the link again.',
  handoffInvalid: 'This sign-in link is not valid for this library. Please contact your administrator.',
  handoffUnknownUser: 'The user named by this link has no access through this organisation. Please contact your administrator.',
  signInWith: 'Sign in with {{company}}',
  ssoHint: 'Company e-mail? Leave the password empty: you sign in with your company.',
  sessionEnded: 'Your session has ended. Please sign in again.',
};

const I18N_DIR = fileURLToPath(new URL('../../../public/i18n/', import.meta.url));
// Only names like `fr`, `es-ES`, `zh-Hans` reach the file system.
const LANG_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Reads a locale file by its file name (from the shared language map, never raw input). */
async function readLocale(file: string): Promise<Record<string, unknown> | null> {
  try {
    return JSON.parse(await readFile(`${I18N_DIR}${file}.json`, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

// i18next files may nest keys ({"signin": {"title": ..}}) or keep them flat ("signin.title").
function pick(locale: Record<string, unknown> | null, key: keyof SignInStrings): string | undefined {
  if (!locale) return undefined;
  const flat = locale[`signin.${key}`];
  if (typeof flat === 'string') return flat;
  const nested = (locale.signin as Record<string, unknown> | undefined)?.[key];
  return typeof nested === 'string' ? nested : undefined;
}

/** Reads the language cookie value from a Cookie header. */
export function langFromCookie(cookieHeader: string | undefined): string | null {
  const match = /(?:^|;\s*)bearing-lang=([^;]*)/.exec(cookieHeader ?? '');
  const value = match ? decodeURIComponent(match[1]).trim() : '';
  return LANG_PATTERN.test(value) ? value : null;
}

/** The strings for a language, falling back key by key to en.json and then to English literals. */
export async function loadSignInStrings(
  lang: string | null,
): Promise<{ lang: string; dir: 'ltr' | 'rtl'; strings: SignInStrings }> {
  // The cookie holds a spec code (EN, CF, zh-Hans…); the shared map names its file and html tag.
  const language = findLanguage(lang);
  const chosen = language ? await readLocale(language.file) : null;
  const english = await readLocale('en');
  const strings = Object.fromEntries(
    (Object.keys(ENGLISH) as (keyof SignInStrings)[]).map((k) => [k, pick(chosen, k) ?? pick(english, k) ?? ENGLISH[k]]),
  ) as unknown as SignInStrings;
  const used = chosen && language ? language : null;
  return { lang: used ? used.htmlLang : 'en', dir: used?.rtl ? 'rtl' : 'ltr', strings };
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#eef1f5;display:flex;align-items:flex-start;justify-content:center}
main{width:100%;max-width:26rem;background:#fff;padding:1.5rem 1.25rem 2rem;min-height:100vh}
@media (min-width:40rem){body{align-items:center}main{min-height:0;margin:2rem;border-radius:.75rem;box-shadow:0 2px 12px rgba(0,0,0,.12);padding:2rem}}
.brand{display:flex;align-items:center;gap:.75rem;margin:-1.5rem -1.25rem 1.5rem;padding:1rem 1.25rem;background:#0f3d5e;color:#fff}
@media (min-width:40rem){.brand{margin:-2rem -2rem 1.5rem;padding:1rem 2rem;border-radius:.75rem .75rem 0 0}}
.brand img{height:2.5rem;width:auto}
.brand span{font-weight:600;font-size:1.125rem}
h1{font-size:1.5rem;margin:0 0 1rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{display:block;width:100%;min-height:44px;padding:.5rem .75rem;font:inherit;border:1px solid #5f6b7a;border-radius:.375rem;background:#fff;color:inherit}
input:focus-visible,button:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}
button{margin-top:1.5rem;width:100%;min-height:44px;font:inherit;font-weight:600;color:#fff;background:#0b4f8a;border:0;border-radius:.375rem;cursor:pointer}
button:hover{background:#093e6d}
.notice{margin:0 0 .5rem;padding:.75rem;border-radius:.375rem;background:#e8f1fb;color:#0b3a66;border:1px solid #9cc1e6}
.error{margin:0 0 .5rem;padding:.75rem;border-radius:.375rem;background:#fdecec;color:#8a1111;border:1px solid #e3a3a3}
.sso{display:flex;flex-direction:column;gap:.5rem;margin:1.5rem 0 0;padding:1rem 0 0;border-top:1px solid #d5dae1}
.sso p{margin:0;color:#3d4653;font-size:.9375rem}
.sso a{display:flex;align-items:center;justify-content:center;min-height:44px;border:1px solid #0b4f8a;border-radius:.375rem;color:#0b4f8a;font-weight:600;text-decoration:none}
.cancel{display:flex;justify-content:center;margin:.75rem 0 0}
.cancel a{display:inline-flex;align-items:center;min-height:44px;padding:0 .5rem;color:#0b4f8a;font-weight:600}
`;

// The sign-out page's one line of script: it submits the provider's form (with its xsrf value).
const SUBMIT_SCRIPT = 'document.forms[0].submit()';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The policy of these server-rendered pages: their own style by its hash, no script at all, the
 * tenant's logo (a path of ours, https: or a data: image), forms posting only to this origin, and
 * never framed. Stricter than the app's (security-headers.ts): these pages take the password.
 */
export const PAGE_CSP = `default-src 'none'; style-src ${sha256(STYLE)}; img-src 'self' data: https:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
/** The sign-out page's policy: the page's policy plus its one script, by hash. */
export const SIGNING_OUT_PAGE_CSP = `${PAGE_CSP}; script-src ${sha256(SUBMIT_SCRIPT)}`;

export interface SignInPageOptions {
  lang: string;
  dir: 'ltr' | 'rtl';
  strings: SignInStrings;
  tenantTitle: string;
  logo: string | null;
  action: string;
  email?: string;
  error?: boolean;
  /** The app sent the user back because the session was gone: say so above the form. */
  sessionEnded?: boolean;
  /** Sign-in attempts are refused for this many minutes (too many failures). */
  throttledMinutes?: number;
  /** Accounts with their own identity provider: a "Sign in with <company>" link each (single sign-on). */
  companies?: { name: string; href: string }[];
}

/** The mobile-first, framework-free sign-in page shown at the provider's interaction URL. */
export function renderSignInPage(o: SignInPageOptions): string {
  const s = o.strings;
  const heading = s.heading.replace(/\{\{\s*tenant\s*\}\}/g, o.tenantTitle);
  // The logo carries the tenant's name; its alt text says it, so the name is not written twice.
  const logo =
    o.logo && /^(\/|https:|data:image\/)/.test(o.logo)
      ? `<img src="${escapeHtml(o.logo)}" alt="${escapeHtml(o.tenantTitle)}">`
      : `<span>${escapeHtml(o.tenantTitle)}</span>`;
  const invalid = o.error ? ' aria-invalid="true" aria-describedby="signin-error"' : '';
  const companies = o.companies ?? [];
  // A company e-mail goes to its IdP without a password, so the password cannot be required then.
  const sso = companies.length
    ? `<div class="sso"><p id="sso-hint">${escapeHtml(s.ssoHint)}</p>${companies.map((c) => `<a href="${escapeHtml(c.href)}">${escapeHtml(s.signInWith.replace(/\{\{\s*company\s*\}\}/g, c.name))}</a>`).join('')}</div>`
    : '';
  const described = [o.error ? 'signin-error' : '', companies.length ? 'sso-hint' : ''].filter(Boolean).join(' ');
  const passwordInvalid = `${o.error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}`;
  return `<!doctype html>
<html lang="${escapeHtml(o.lang)}" dir="${o.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(s.title)} · ${escapeHtml(o.tenantTitle)}</title><style>${STYLE}</style></head>
<body><main>
<div class="brand">${logo}</div>
<h1>${escapeHtml(heading)}</h1>
${o.sessionEnded && !o.error ? `<p id="signin-session-ended" class="notice" role="status">${escapeHtml(s.sessionEnded)}</p>` : ''}
${o.error ? `<p id="signin-error" class="error" role="alert">${escapeHtml(s.error)}</p>` : ''}
${o.throttledMinutes ? `<p id="signin-throttled" class="error" role="alert">${escapeHtml(s.throttled.replace(/\{\{\s*minutes\s*\}\}/g, String(o.throttledMinutes)))}</p>` : ''}
<form method="post" action="${escapeHtml(o.action)}">
<label for="email">${escapeHtml(s.email)}</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="254" value="${escapeHtml(o.email ?? '')}"${invalid}${o.email ? '' : ' autofocus'}>
<label for="password">${escapeHtml(s.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password"${companies.length ? '' : ' required'} maxlength="200"${passwordInvalid}${o.email ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(s.submit)}</button>
</form>
${sso}
</main></body></html>`;
}

type Localised = Awaited<ReturnType<typeof loadSignInStrings>>;

/** A small page for dead ends (expired sign-in, provider errors) with a way back. */
export function renderMessagePage(l: Localised, title: string, text: string, href = '/', detail?: string): string {
  return `<!doctype html><html lang="${escapeHtml(l.lang)}" dir="${l.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>
<p id="op-error">${escapeHtml(text)}</p>${detail ? `<p><small>${escapeHtml(detail)}</small></p>` : ''}<p><a href="${escapeHtml(href)}">${escapeHtml(l.strings.continue)}</a></p></main></body></html>`;
}

/** The provider's own error (bad request from a client); its code stays visible for support. */
export function renderProviderError(l: Localised, out: Record<string, string>): string {
  return renderMessagePage(
    l,
    l.strings.problemTitle,
    l.strings.problemText,
    '/',
    [out.error, out.error_description].filter(Boolean).join(': '),
  );
}

export function renderSignedOutPage(l: Localised, origin: string): string {
  return renderMessagePage(l, l.strings.signedOutTitle, l.strings.signedOutText, `${origin}/`);
}

/**
 * The provider's logout form, submitted at once with logout=yes so the whole session ends. Only
 * shown to a request from a page of this origin (plugins/oidc.ts): another site gets the page below.
 */
export function renderLogoutPage(l: Localised, form: string): string {
  const confirmed = form.replace(
    '</form>',
    `<input type="hidden" name="logout" value="yes"><noscript><button type="submit">${escapeHtml(l.strings.signOutSubmit)}</button></noscript></form>`,
  );
  return `<!doctype html><html lang="${escapeHtml(l.lang)}" dir="${l.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(l.strings.signingOut)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(l.strings.signingOut)}</h1>${confirmed}
<script>${SUBMIT_SCRIPT}</script></main></body></html>`;
}

/**
 * Sign-out asked for by another site (a link, a form, a redirect): nothing ends until the user
 * presses the button, which opens the provider's sign-out from this page, so from this origin;
 * that page then posts its form (with the provider's xsrf value) as usual.
 */
export function renderSignOutConfirmPage(
  l: Localised,
  o: { tenantTitle: string; action: string; fields: Record<string, string>; cancelHref: string },
): string {
  const s = l.strings;
  const hidden = Object.entries(o.fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<!doctype html><html lang="${escapeHtml(l.lang)}" dir="${l.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(s.signOutTitle)} · ${escapeHtml(o.tenantTitle)}</title><style>${STYLE}</style></head><body><main>
<h1>${escapeHtml(s.signOutTitle)}</h1>
<p>${escapeHtml(s.signOutText.replace(/\{\{\s*tenant\s*\}\}/g, o.tenantTitle))}</p>
<form method="get" action="${escapeHtml(o.action)}">${hidden}<button type="submit">${escapeHtml(s.signOutSubmit)}</button></form>
<p class="cancel"><a href="${escapeHtml(o.cancelHref)}">${escapeHtml(s.signOutCancel)}</a></p>
</main></body></html>`;
}
