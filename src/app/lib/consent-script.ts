/*
 * The tenant's consent script (000 §3 onetrust-script): a cookie-consent provider's script the
 * tenant configures. It loads only when configured, as an external file (a <script src>, never
 * inline, so the Content Security Policy's script-src 'self' holds without 'unsafe-inline'), and
 * only from this site: the policy names no other script origin, so a script elsewhere would be
 * refused by the browser anyway. A tenant serves its provider's script from its tenant assets.
 */

/** The element id, so a second call (another render, a remount) never loads the script twice. */
export const CONSENT_SCRIPT_ID = 'onetrust-script';

/** The address to load, or null: nothing configured, not an address, or not on this site. */
export function consentScriptSource(configured: string | null | undefined, origin: string): string | null {
  const value = configured?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  return url.origin === origin && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}

/** Adds the tenant's consent script to the page once, when the configuration names one this site serves. */
export function loadConsentScript(configured: string | null | undefined, doc: Document = document): void {
  const src = consentScriptSource(configured, doc.location.origin);
  if (!src || doc.getElementById(CONSENT_SCRIPT_ID)) return;
  const script = doc.createElement('script');
  script.id = CONSENT_SCRIPT_ID;
  script.src = src;
  script.async = true;
  doc.head.appendChild(script);
}
