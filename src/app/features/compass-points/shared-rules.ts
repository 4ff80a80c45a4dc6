/*
 * The shared link /compasspoint/{uuid} (001 §2, §4, §8): what the screen does with the reply.
 */

import { CompassPointError } from '../../../api/compass-points';
import { documentTarget } from '../../lib/document-address';

/** 001 §8 exact titles of the two 403 replies. */
export const NOT_ENTITLED_TITLE = CompassPointError.notEntitledTitle;
export const NOT_ENABLED_TITLE = CompassPointError.notEnabledTitle;

export type SharedOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'deactivated' }
  | { kind: 'notEligible' }
  | { kind: 'notEntitled' }
  | { kind: 'notEnabled' }
  | { kind: 'notFound' }
  | { kind: 'failed' };

/** What a failed lookup means (001 §8): 401 not eligible, 403 by its title, 404 not found. */
export function sharedFailure(status: number, title: string | null | undefined): SharedOutcome {
  if (status === 401) return { kind: 'notEligible' };
  // Any other 403 (e.g. a company user) is the feature-not-enabled case rather than a document one.
  if (status === 403) return (title ?? '').trim() === NOT_ENTITLED_TITLE ? { kind: 'notEntitled' } : { kind: 'notEnabled' };
  if (status === 404) return { kind: 'notFound' };
  return { kind: 'failed' };
}

/** 001 §2: a live point goes to the document (with annotationid); a deactivated one shows the notice. */
export function sharedOutcome(p: { isDeleted: boolean; contentCode: string; annotationID?: string | null }): SharedOutcome {
  if (p.isDeleted) return { kind: 'deactivated' };
  return { kind: 'redirect', to: documentUrl(p.contentCode, p.annotationID) };
}

/** The tenant's document address with the compass point selected (001 §2: the tab adds annotationid). */
export function documentUrl(contentCode: string, annotationId?: string | null): string {
  return documentTarget(contentCode, { annotationid: annotationId });
}

/** The shareable link of a point, absolute so it can be pasted anywhere. */
export function shareUrl(origin: string, basePath: string, uuid: string): string {
  return `${origin}${basePath}/compasspoint/${encodeURIComponent(uuid)}`;
}

/**
 * 001 §4: a shared point can be saved into the user's list only when it is not there yet, only
 * for the matching annotation (the one the link opened), and only while it is live.
 */
export function canSaveShared(
  p: { own: boolean; saved: boolean; isDeleted: boolean; annotationID?: string | null },
  openedAnnotationId: string | null,
): boolean {
  return !p.own && !p.saved && !p.isDeleted && !!openedAnnotationId && p.annotationID === openedAnnotationId;
}
