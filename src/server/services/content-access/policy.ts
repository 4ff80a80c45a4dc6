import { DocumentError } from '../../../api/documents';
import { ErrorCode } from '../../../api/errors';

/*
 * The one content-access policy (src/README.md §3.3): who may receive a reply carrying
 * a document's content, decided from facts alone so the rule reads in one place and is tested as
 * a table. Every content route declares what it hands over (`config.content`) and calls
 * `requireContent` (require-content.ts), which gathers the facts and applies `decideContent`.
 *
 * Modes:
 * - 'view': the content shown inside the reader (PDF inline, page previews, the edition's HTML).
 *   Restricted (DRM) accounts may view: /document-view is their reader (001 §2).
 * - 'download': anything the caller keeps or that derives a new copy of the text: the download,
 *   the full book, the compass-point download, custom-collection downloads, and version compare
 *   (the PDF pair with its redline, the HTML comparison job and its result). 001 §4 blocks
 *   download and compare together when an edition is not downloadable, and compare lives on
 *   /document, which DRM accounts may not use (000 §3); a publisher licensing view-only reading
 *   expects no file and no full-text rendering to leave the reader.
 *
 * Order of the checks (first refusal wins): signed in (401) → an account selected (403 'account id
 * not exist') → the tenant offers the document (404 'Can not find content', revealing nothing of
 * other catalogues) → the licence agreement accepted (403 error.licenceNotAccepted) → entitled
 * (403 error.notEntitled) → for downloads: downloadable and not DRM (403 error.notDownloadable).
 * What DRM accounts may view is granted with `noStore`: the reply carries Cache-Control: no-store.
 * Company (institutional) users read and download like individuals: 001 §6 takes compass points,
 * change history, tracking and favorites from them, not content.
 */

export type ContentMode = 'view' | 'download';
export const CONTENT_MODES: readonly ContentMode[] = ['view', 'download'];

/** What the policy needs to know about one caller and one edition. */
export interface ContentFacts {
  signedIn: boolean;
  accountSelected: boolean;
  /** The request's tenant offers the edition's publisher (false also for an unknown edition). */
  offered: boolean;
  /** The selected account must accept its licence agreement and has not. */
  licenceDue: boolean;
  /** The selected account subscribes to the publisher, within the tenant's offer. */
  entitled: boolean;
  /** The selected account reads under restricted (DRM) viewing. */
  drmView: boolean;
  /** The edition may be downloaded (documents.downloadable). */
  downloadable: boolean;
}

export type ContentDecision =
  /** `noStore`: the reply may not be kept by any cache, the browser's included (restricted viewing). */
  { allowed: true; noStore: boolean } | { allowed: false; status: 401 | 403 | 404; message: string; detail?: string };

const refuse = (status: 401 | 403 | 404, message: string, detail?: string): ContentDecision => ({
  allowed: false,
  status,
  message,
  ...(detail ? { detail } : {}),
});

/** The decision for one caller, one edition, one mode. */
export function decideContent(f: ContentFacts, mode: ContentMode): ContentDecision {
  if (!f.signedIn) return refuse(401, ErrorCode.unauthorized);
  if (!f.accountSelected) return refuse(403, ErrorCode.accountIdNotExist, ErrorCode.accountIdNotExist);
  if (!f.offered) return refuse(404, ErrorCode.cannotFindContent, ErrorCode.cannotFindContent);
  if (f.licenceDue) return refuse(403, ErrorCode.licenceNotAccepted, ErrorCode.licenceNotAccepted);
  if (!f.entitled) return refuse(403, DocumentError.notEntitled, 'User is not entitled for the Document');
  if (mode === 'download' && (!f.downloadable || f.drmView))
    return refuse(403, DocumentError.notDownloadable, DocumentError.notDownloadable);
  // A restricted (DRM) account keeps no copy (src/README.md §5): not even the browser's HTTP cache
  // holds what it reads. Other content replies are private and revalidated (file-reply.ts).
  return { allowed: true, noStore: f.drmView };
}

/** Whether `granted` covers what a route declared: a download decision also covers viewing. */
export const modeCovers = (granted: ContentMode, declared: ContentMode) => granted === 'download' || declared === 'view';
