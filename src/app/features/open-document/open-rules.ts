import { documentAddressFrom, documentTarget } from '../../lib/document-address';

/** Document-open options of 000 §3: NEWTAB=1, BACKTOHOME=2. */
export const OPEN_OPTION = { NEWTAB: 1, BACKTOHOME: 2 } as const;
export type OpenOption = (typeof OPEN_OPTION)[keyof typeof OPEN_OPTION];

/** What opening a document leads to once the entitlement check answered. */
export type OpenDecision =
  { kind: 'navigate'; url: string } | { kind: 'newTab'; url: string } | { kind: 'noAccess'; backToHome: boolean };

/** Restricted (DRM) viewing, from the account's contentSecurity (000 §3). */
export function isDrmViewing(contentSecurity: string | null | undefined): boolean {
  return (contentSecurity ?? '').toLowerCase() === 'drm-view';
}

/**
 * The document address: the tenant's document base address plus the content code (001 §2), or
 * /document-view under DRM, the only document route DRM allows (000 §4); page when known.
 */
export function documentAddress(contentCode: string, drm: boolean, page?: string | number | null): string {
  return drm ? documentAddressFrom('/document-view?contentCode=', contentCode, { page }) : documentTarget(contentCode, { page });
}

/**
 * 000 §4 document open: without the entitlement header 'true' the no-access message (then home
 * with BACKTOHOME); otherwise a new tab for the view-only page or the NEWTAB option, else in place.
 */
export function openDecision(input: {
  entitled: boolean;
  drm: boolean;
  option?: OpenOption;
  contentCode: string;
  page?: string | number | null;
}): OpenDecision {
  if (!input.entitled) return { kind: 'noAccess', backToHome: input.option === OPEN_OPTION.BACKTOHOME };
  const url = documentAddress(input.contentCode, input.drm, input.page);
  if (input.drm || input.option === OPEN_OPTION.NEWTAB) return { kind: 'newTab', url };
  return { kind: 'navigate', url };
}

/** 000 §7: an error whose detail holds 'Can not find content' means the document has no content. */
export function isNoContentError(detail: string | null | undefined, message?: string | null): boolean {
  return `${detail ?? ''} ${message ?? ''}`.includes('Can not find content');
}

/**
 * 001 §8: an entitlement check the server answered with a failure other than "no content" gets
 * the tenant's generic message. No answer (offline), a cancelled call and an expired sign-in (401)
 * keep the app's own handling.
 */
export function entitlementCheckFailed(e: unknown): boolean {
  const err = e as { status?: unknown; cancelled?: unknown } | null;
  return typeof err?.status === 'number' && err.status >= 400 && err.status !== 401 && !err.cancelled;
}
