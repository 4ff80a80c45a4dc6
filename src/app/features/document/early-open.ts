import { METADATA_PATH, PDF_PREVIEW_PATH } from '../../../api/documents';
import { REQUEST_ID_HEADER } from '../../../api/http-headers';
import { anyCachedAccessToken, sessionKeyValueStorage } from '../../lib/auth-session';
import { startEarly } from '../../lib/early-replies';
import { withQuery } from '../../lib/http';
import { parseClausePlace } from './clause-link';
import { documentLinkContentCode } from './document-link';

/**
 * Early start: a launch straight to a document link (a clause link from a site report,
 * a shared link, a home-screen shortcut) asks for the document's metadata and its opening page's
 * preview with the page's first script, in parallel with the session start, when this tab already
 * holds a valid token. The screen's own calls for the same URLs take these replies
 * (lib/early-replies.ts). Without a token, offline, or on any other screen nothing starts.
 */
export function startDocumentEarly(
  basename: string,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  now = Date.now(),
): void {
  const contentCode = documentLinkContentCode(basename, location);
  if (!contentCode || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
  const params = new URLSearchParams(location.search);
  const token = anyCachedAccessToken(sessionKeyValueStorage(), now);
  if (!token) return;
  const headers = (accept: string) => ({
    Accept: accept,
    Authorization: `Bearer ${token}`,
    [REQUEST_ID_HEADER]: crypto.randomUUID(),
  });
  startEarly('GET', withQuery(METADATA_PATH, { contentCode }), headers('application/json'));
  // The PDF tab opens first (001 §2), at the link's page, unless the link names an HTML section.
  const place = parseClausePlace(params);
  if (place?.kind === 'section') return;
  startEarly('GET', withQuery(PDF_PREVIEW_PATH, { contentCode, page: place?.page ?? 1 }), headers('image/webp'));
}
