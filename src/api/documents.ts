import * as z from 'zod/mini';
import { contentCodeParam, contentCodeQuery, idParams, rowId } from './params';

/*
 * The document screen's calls of 001 §7 (Documents table), minus comparison/redline
 * (src/api/compare.ts) and compass points (their own issue). Field names are the spec's (001 §3).
 * Binary replies (PDF, HTML, download, full book) have no zod reply: their headers are described
 * beside the path.
 */

export const METADATA_PATH = '/api/documents/metadata';
export const VIDEOS_PATH = '/api/documents/videos';
export const TRANSLATIONS_PATH = '/api/documents/translations';
/** `:id` is the contentId of the edition (htmlVersions[].id). Reply text/html, private cache, ETag. */
export const HTML_PATH = '/api/documents/html/:id';
export const htmlPath = (id: number | string) => `/api/documents/html/${encodeURIComponent(String(id))}`;
/** The whole publication as one PDF, as an attachment. */
export const FULL_BOOK_PATH = '/api/documents/fullBook';
/**
 * application/pdf, inline; `accept-ranges: bytes`, a Range header answers 206 with content-range;
 * `cache-control: private`, ETag (If-None-Match answers 304). The entitlementaccess header is set
 * ('true'); the client keeps these headers as the document access info (001 §4 PDF notes state).
 */
export const PDF_PATH = '/api/documents/pdf/contentCode';
/**
 * A page of the edition's PDF as an image the reader shows at once, before pdf.js has the page's
 * bytes. Query `contentCode`, `page` (1-based). Reply image/webp about 1024 px wide,
 * under the same content-access policy as PDF_PATH; headers `x-page-count` (pages in the PDF) and
 * `x-page-size` (`{width}x{height}` of that page in PDF points); strong ETag; `cache-control`
 * private for ordinary accounts, `no-store` for restricted (DRM) viewing. 404 past the last page.
 */
export const PDF_PREVIEW_PATH = '/api/documents/pdf/preview';
export const pdfPreviewPath = (contentCode: string, page: number) =>
  `${PDF_PREVIEW_PATH}?contentCode=${encodeURIComponent(contentCode)}&page=${page}`;
export const PAGE_COUNT_HEADER = 'x-page-count';
export const PAGE_SIZE_HEADER = 'x-page-size';
/** Click-persist of a video play (the player page posts VDMSG-{contentId}-{videoId}). */
export const VIDEO_CLICK_PATH = '/api/documents/video';
/**
 * POST with JSON body: application/pdf attachment named `{designationNo}.pdf`. A document without a
 * PDF answers 200 with an empty body (the client shows the tenant no-PDF message on size 0);
 * downloadable false or a restricted (DRM) account answers 403 message 'error.notDownloadable'.
 */
export const DOWNLOAD_PATH = '/api/documents/download';
export const ADDITIONAL_DETAILS_PATH = '/api/documents/additional-details';
export const ADDITIONAL_DETAILS_BY_PUBLISHER_PATH = '/api/documents/additional-details-by-publisher';
export const RELATED_CONTENT_PATH = '/api/documents/relatedContent';
export const WORK_ITEMS_PATH = '/api/documents/work-items/:code';
export const workItemsPath = (code: string) => `/api/documents/work-items/${encodeURIComponent(code)}`;
export const CONTENT_TRACKING_PATH = '/api/documents/getContentTracking';
export const ELEARNING_ASSETS_PATH = '/api/v1/documents/getELearningAssetsByFamily';
export const ELP_ENTITLEMENT_PATH = '/api/entitlement/getElpEntitlementStatus';
/** The embedded video player page (HTML, not JSON): posts `VDMSG-{contentId}-{videoId}` to its parent on play. */
export const VIDEO_PLAYER_PATH = '/video-player/:contentId/:videoId';
export const videoPlayerPath = (contentId: number | string, videoId: string) =>
  `/video-player/${encodeURIComponent(String(contentId))}/${encodeURIComponent(videoId)}`;
/** The message the player page posts to its parent window on play (001 §4). */
export const videoMessage = (contentId: number | string, videoId: string) => `VDMSG-${contentId}-${videoId}`;

/** Error messages of this resource (the client maps them to the tenant messages of 001 §8). */
export const DocumentError = {
  notEntitled: 'error.notEntitled',
  /** A preview of a page the PDF does not have. */
  noPage: 'error.noPage',
  notDownloadable: 'error.notDownloadable',
  noPdf: 'error.noPdf',
} as const;
/** E-learning entitlement codes (001 §4): '200' allowed, '300' no entitlement. */
export const ELP_CODE = { allowed: '200', noEntitlement: '300' } as const;

// Defined with the other shared fields; still exported here, where the document calls take them.
export { contentCodeParam, contentCodeQuery };

export const pdfPreviewQuery = z.lazy(() =>
  z.object({
    contentCode: contentCodeParam,
    page: z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)),
    /** A first-page grant the server wrote into a document link's shell; stands in for the bearer token. */
    grant: z.optional(z.string().check(z.maxLength(1024))),
  }),
);
export type PdfPreviewQuery = z.infer<typeof pdfPreviewQuery>;
export type ContentCodeQuery = z.infer<typeof contentCodeQuery>;
export const contentIdQuery = z.object({ contentId: rowId });
export const htmlParams = idParams;
export const workItemsParams = z.object({ code: contentCodeParam });

/** An edition of the family, oldest first (index 0 = oldest). */
export const documentVersion = z.lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    index: z.number().check(z.int()),
    contentCode: z.string(),
    designationNo: z.string(),
    publisherCode: z.string(),
    status: z.string(),
  }),
);
export type DocumentVersion = z.infer<typeof documentVersion>;

export const documentTranslation = z.lazy(() =>
  z.object({
    displayCode: z.string(),
    contentCode: z.string(),
    contentId: z.number().check(z.int()),
    language: z.string(),
  }),
);
export type DocumentTranslation = z.infer<typeof documentTranslation>;

export const linkedDocument = z.lazy(() =>
  z.object({
    contentId: z.number().check(z.int()),
    contentCode: z.string(),
    designationNo: z.string(),
    displayDesignation: z.string(),
  }),
);

/** Tab keys of the document screen with their positions (001 §2; compass points left to their issue). */
export const DOCUMENT_TAB = { html: 0, pdf: 1, workItems: 2, videos: 3, relatedContent: 4, compassPoints: 5 } as const;
export const documentTab = z.lazy(() =>
  z.object({
    key: z.enum(['html', 'pdf', 'workItems', 'videos', 'relatedContent', 'compassPoints']),
    position: z.number().check(z.int()),
  }),
);

/** GET metadata (001 §3 Document metadata). `entitled` mirrors the entitlementaccess header. */
export const documentMetadata = z.lazy(() =>
  z.object({
    contentId: z.number().check(z.int()),
    contentCode: z.string(),
    family: z.string(),
    title: z.string(),
    designation: z.string(),
    displayDesignation: z.string(),
    designationNo: z.string(),
    documentType: z.string(),
    publisherCode: z.string(),
    publisherName: z.string(),
    organizationId: z.string(),
    status: z.string(),
    classification: z.nullable(z.string()),
    assetId: z.nullable(z.string()),
    assetType: z.nullable(z.string()),
    contentType: z.nullable(z.string()),
    languageCode: z.string(),
    versions: z.array(documentVersion),
    htmlVersions: z.array(documentVersion),
    pdfVersions: z.array(documentVersion),
    tabs: z.array(documentTab),
    translations: z.array(documentTranslation),
    supplements: z.array(linkedDocument),
    connections: z.array(linkedDocument),
    replacedByContentCode: z.nullable(z.string()),
    replacedByFamilyValue: z.nullable(z.string()),
    lastUpdateDate: z.nullable(z.string()),
    publishedDate: z.nullable(z.string()),
    publishedOnlineDate: z.nullable(z.string()),
    pageCount: z.number().check(z.int()),
    downloadable: z.boolean(),
    allowToTrack: z.boolean(),
    allowToFavorite: z.boolean(),
    contentFavorite: z.nullable(z.object({ id: z.number().check(z.int()) })),
    video: z.enum(['Y', 'N']),
    citationArticleTypeExclude: z.boolean(),
    hasActivatedCompassPoint: z.boolean(),
    hasDeactivatedCompassPoint: z.boolean(),
    entitled: z.boolean(),
    /** The account uses restricted (DRM) viewing: /document-view only, no download. */
    drmView: z.boolean(),
  }),
);
export type DocumentMetadata = z.infer<typeof documentMetadata>;

export const videosQuery = z.lazy(() => z.object({ designation: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)) }));
export const video = z.lazy(() =>
  z.object({
    hashed_id: z.string(),
    name: z.string(),
    /** Seconds. */
    duration: z.number(),
    section: z.string(),
  }),
);
export type Video = z.infer<typeof video>;
export const videosReply = z.array(video);

export const translationsReply = z.array(documentTranslation);

/** Query or JSON body (both accepted): which video of which document was played. */
export const videoClickBody = z.lazy(() =>
  z.object({
    contentId: rowId,
    hashId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  }),
);
export type VideoClickBody = z.infer<typeof videoClickBody>;

export const downloadBody = z.lazy(() =>
  z.object({
    contentCode: contentCodeParam,
    /** Flatten the caller's compass points into the PDF (supplied by the compass-point issue). */
    compassPoints: z._default(z.boolean(), false),
  }),
);
export type DownloadBody = z.infer<typeof downloadBody>;

/** 001 §3 Document details (modal). */
export const additionalDetails = z.lazy(() =>
  z.object({
    assetId: z.nullable(z.string()),
    committeeSponsor: z.nullable(z.string()),
    doi: z.nullable(z.string()),
    dateAccepted: z.nullable(z.string()),
    dateReceived: z.nullable(z.string()),
    isbnEb: z.nullable(z.string()),
    issn: z.nullable(z.string()),
    mainCommittee: z.nullable(z.string()),
    mainWithSubCommittee: z.nullable(z.string()),
    volumeNumber: z.nullable(z.string()),
    language: z.array(z.string()),
    conferenceName: z.nullable(z.string()),
    conferenceLocation: z.nullable(z.string()),
    meetingDate: z.nullable(z.string()),
    session: z.nullable(z.string()),
    primaryTopic: z.nullable(z.string()),
    fundingOrganization: z.nullable(z.string()),
    equivalent: z.array(z.string()),
    note: z.array(z.string()),
  }),
);
export type AdditionalDetails = z.infer<typeof additionalDetails>;

/** Third-party publisher details: labelled value lists. */
export const additionalDetailsByPublisher = z.lazy(() =>
  z.object({
    detailItems: z.array(z.object({ label: z.string(), values: z.array(z.string()) })),
  }),
);
export type AdditionalDetailsByPublisher = z.infer<typeof additionalDetailsByPublisher>;

export const relatedItem = z.lazy(() =>
  z.object({ designationOrFamily: z.string(), title: z.string(), contentCode: z.string() }),
);
export const relatedContent = z.lazy(() =>
  z.object({
    citedContent: z.array(relatedItem),
    sop: z.array(relatedItem),
    tma: z.array(relatedItem),
    supplements: z.array(relatedItem),
    /** How many sections are present; the tab shows only when above 0. */
    sections: z.number().check(z.int()),
  }),
);
export type RelatedContent = z.infer<typeof relatedContent>;

export const workItem = z.lazy(() =>
  z.object({
    publisher: z.string(),
    workItemNumber: z.string(),
    initiatedDate: z.string(),
    technicalContact: z.string(),
    ballotList: z.array(z.object({ ballotNumber: z.string(), itemStatus: z.string(), itemNumber: z.string() })),
  }),
);
export type WorkItem = z.infer<typeof workItem>;
export const workItemsReply = z.array(workItem);

export const contentTrackingQuery = z.lazy(() =>
  z.object({ family: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)) }),
);
/** id is the tracking id when trackingFlag is true (PUT tracked-documents/{id} turns it off). */
export const contentTracking = z.lazy(() =>
  z.object({
    trackingFlag: z.boolean(),
    id: z.nullable(z.number().check(z.int())),
    trackerUnavailable: z.boolean(),
    trackingSinceDate: z.nullable(z.string()),
  }),
);
export type ContentTracking = z.infer<typeof contentTracking>;

export const elearningQuery = z.lazy(() =>
  z.object({
    familyName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    assetType: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
  }),
);
export const elearningItem = z.lazy(() => z.object({ title: z.string(), productCode: z.string() }));
export type ElearningItem = z.infer<typeof elearningItem>;
export const elearningReply = z.array(elearningItem);

/** code '200' allowed (url is the e-learning link), '300' no entitlement. */
export const elpEntitlementReply = z.lazy(() => z.object({ code: z.string(), url: z.nullable(z.string()), message: z.string() }));
export type ElpEntitlementReply = z.infer<typeof elpEntitlementReply>;

export const videoPlayerParams = z.lazy(() =>
  z.object({
    contentId: rowId,
    videoId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
  }),
);

/**
 * The standards organisation's own publisher code (the main tenant's catalogue owner): the
 * track-button and citation rules of 001 §5 treat its documents specially.
 */
export const MAIN_PUBLISHER_CODE = 'MSA';
