/*
 * The tenant's document base address (001 §2): "the tenant document base URL plus contentCode is
 * the target used when other screens open a document". It is tenant data, known once the tenant
 * configuration arrives, and every screen that opens or links a document needs it, so it is kept
 * here once (set by the tenant root) rather than threaded through every list.
 */

/** The document route of 001 §2 (in the form the app's links always had) when a tenant names none. */
export const DEFAULT_DOCUMENT_BASE = '/document?contentCode=';

let documentBase = DEFAULT_DOCUMENT_BASE;

/** Called with the tenant configuration's documentBaseUrl; a blank value keeps the default. */
export function setDocumentBase(base: string | null | undefined): void {
  documentBase = base?.trim() || DEFAULT_DOCUMENT_BASE;
}

/** Extra query parameters of a document address (page, annotationid); empty values are left out. */
export type DocumentAddressExtras = Record<string, string | number | null | undefined>;

/**
 * Base plus the encoded content code, then the extras. The base ends with the content-code
 * parameter's `=` (or names the code's place some other way the tenant chose), so the code is
 * appended as-is and the extras join with '&' or '?' as the base's query requires.
 */
export function documentAddressFrom(base: string, contentCode: string, extras: DocumentAddressExtras = {}): string {
  const rest = new URLSearchParams();
  for (const [k, v] of Object.entries(extras)) if (v !== undefined && v !== null && String(v) !== '') rest.set(k, String(v));
  // Encoded as a query value (a space is '+'), as the app's addresses always were.
  const url = `${base || DEFAULT_DOCUMENT_BASE}${new URLSearchParams({ c: contentCode }).toString().slice(2)}`;
  const more = rest.toString();
  return more ? `${url}${url.includes('?') ? '&' : '?'}${more}` : url;
}

/** The current tenant's address of a document. */
export function documentTarget(contentCode: string, extras?: DocumentAddressExtras): string {
  return documentAddressFrom(documentBase, contentCode, extras);
}

/** True when the address leaves the app (another origin): it is opened by the browser, not the router. */
export function isOutsideApp(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin !== origin;
  } catch {
    return false;
  }
}
