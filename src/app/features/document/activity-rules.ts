/** Activity button ids of 001 §2. */
export const ACTIVITY = { track: 0, favorite: 1, download: 2, compare: 3, more: 4, compassPointDownload: 5 } as const;
export type ActivityId = (typeof ACTIVITY)[keyof typeof ACTIVITY];

/** What the activity rules need to know about the document. */
export interface ActivityDocument {
  publisherCode: string;
  documentType: string | null;
  classification: string | null;
  downloadable: boolean;
  allowToTrack: boolean;
  allowToFavorite: boolean;
  htmlVersionCount: number;
  pdfVersionCount: number;
  hasActivatedCompassPoint: boolean;
  /** 001 §3: a publication's asset type (Book, Manual...) and content type (STP_BOOK, MNL...). */
  assetType?: string | null;
  contentType?: string | null;
}

/** What the activity rules need to know about the tenant, account and route. */
export interface ActivityContext {
  userType: 'INDIVIDUAL' | 'COMPANY';
  /** The standards organisation's own publisher code (the track-button rule is special for it). */
  standardsPublisherCode: string | null;
  features: readonly string[];
  compassPointFlag: boolean;
  /** /document-view (restricted viewing): no download of any kind (001 §2). */
  viewOnly: boolean;
  citationsEligible: boolean;
  /** The share dialog belongs to the groups issue; until it lands the entry stays out. */
  shareDialogAvailable: boolean;
  /** The account reads under restricted (DRM) viewing: the server refuses compare like a download. */
  drmView?: boolean;
}

/** One button: `blocked` means visible but answering with the no-PDF message (001 §5, §8). */
export interface ActivityButton {
  id: ActivityId;
  /** Company users' track/favorite go to the central login (001 §4). */
  centralLogin?: boolean;
  blocked?: boolean;
  /** Entries of the more menu (id 4), or the direct citations action for company users. */
  menu?: ('citations' | 'share')[];
  direct?: 'citations';
  /** The download button also offers the whole publication as one PDF (GET fullBook, 001 §7). */
  fullBook?: boolean;
}

/** Asset and content types of 001 §3 that are whole books, not one paper or chapter of one. */
const BOOK_ASSET_TYPES: ReadonlySet<string> = new Set(['Book', 'Manual']);
const BOOK_CONTENT_TYPES: ReadonlySet<string> = new Set(['STP_BOOK', 'MNL', 'MANUAL_MONO_BOOKS', 'DATA_SERIES_BOOKS']);

/**
 * 001 §2, §7: the full-book download belongs to the download button (id 2) of a book or manual;
 * a standard, a journal article or a symposium paper is already its whole PDF.
 */
export function offersFullBook(doc: Pick<ActivityDocument, 'assetType' | 'contentType'>): boolean {
  return (
    (!!doc.assetType && BOOK_ASSET_TYPES.has(doc.assetType)) || (!!doc.contentType && BOOK_CONTENT_TYPES.has(doc.contentType))
  );
}

/**
 * 001 §5 track-button rule: for the standards publisher only Standard documents not of
 * classification RL, or Translated documents; for other publishers always.
 */
export function showsTrackButton(
  doc: Pick<ActivityDocument, 'publisherCode' | 'documentType' | 'classification'>,
  standardsPublisherCode: string | null,
): boolean {
  if (!standardsPublisherCode || doc.publisherCode !== standardsPublisherCode) return true;
  if (doc.documentType === 'Translated') return true;
  return doc.documentType === 'Standard' && doc.classification !== 'RL';
}

/** 001 §5 compare: the version-compare feature and at least 2 HTML or 2 PDF versions. */
export function comparable(
  doc: Pick<ActivityDocument, 'htmlVersionCount' | 'pdfVersionCount'>,
  features: readonly string[],
): boolean {
  return features.includes('version-compare') && (doc.htmlVersionCount >= 2 || doc.pdfVersionCount >= 2);
}

/** The activity buttons in id order (001 §2, §4, §5, §6). */
export function activityButtons(doc: ActivityDocument, ctx: ActivityContext): ActivityButton[] {
  const company = ctx.userType === 'COMPANY';
  const out: ActivityButton[] = [];
  if (doc.allowToTrack && ctx.features.includes('show-tracker') && showsTrackButton(doc, ctx.standardsPublisherCode)) {
    out.push({ id: ACTIVITY.track, ...(company ? { centralLogin: true } : {}) });
  }
  if (doc.allowToFavorite) out.push({ id: ACTIVITY.favorite, ...(company ? { centralLogin: true } : {}) });
  if (!ctx.viewOnly)
    out.push({
      id: ACTIVITY.download,
      ...(doc.downloadable ? {} : { blocked: true }),
      ...(offersFullBook(doc) ? { fullBook: true } : {}),
    });
  if (comparable(doc, ctx.features) && !ctx.drmView)
    out.push({ id: ACTIVITY.compare, ...(doc.downloadable ? {} : { blocked: true }) });
  if (company) {
    // 001 §6: company users get the citations action directly instead of the more menu.
    if (ctx.citationsEligible) out.push({ id: ACTIVITY.more, direct: 'citations' });
  } else {
    const menu: ('citations' | 'share')[] = [];
    if (ctx.citationsEligible) menu.push('citations');
    if (ctx.shareDialogAvailable && ctx.features.includes('content-share')) menu.push('share');
    if (menu.length > 0) out.push({ id: ACTIVITY.more, menu });
  }
  // 001 §5: compass point download needs the account flag and at least one active compass point.
  if (!ctx.viewOnly && !company && ctx.compassPointFlag && doc.hasActivatedCompassPoint && doc.downloadable) {
    out.push({ id: ACTIVITY.compassPointDownload });
  }
  return out;
}

/** 001 §4 favorite: add when the document has no contentFavorite, otherwise remove by its id. */
export function favoriteAction(
  contentFavorite: { id: number } | null | undefined,
): { kind: 'add' } | { kind: 'remove'; id: number } {
  return contentFavorite ? { kind: 'remove', id: contentFavorite.id } : { kind: 'add' };
}

/** 001 §4 tracking: add by family and content code when off, remove by tracking id when on. */
export function trackAction(
  tracking: { trackingFlag: boolean; id: number | null } | null | undefined,
): { kind: 'add' } | { kind: 'remove'; id: number } {
  return tracking?.trackingFlag && tracking.id !== null ? { kind: 'remove', id: tracking.id } : { kind: 'add' };
}

/** 001 §8: the tracker reply text that means the tracker is unavailable. */
export const TRACKER_UNAVAILABLE_TEXT = 'Tracker Service Unavailable';

/** True when the tracking state or reply says the tracker service is unavailable. */
export function trackerUnavailable(
  tracking: { trackerUnavailable?: boolean } | null | undefined,
  replyText?: string | null,
): boolean {
  return tracking?.trackerUnavailable === true || (replyText ?? '').includes(TRACKER_UNAVAILABLE_TEXT);
}
