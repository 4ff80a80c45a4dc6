import * as z from 'zod/mini';
import { contentCodeParam, contentCodeQuery, rowId as id } from './params';
import { pageIndexQueryFields, pageNumberParam, pageOf, pageSizeParam } from './paging';

/*
 * Compass points (001 §2–§9): named, described, shareable highlights on a PDF edition.
 * Every call of 001 §7 "Compass points", plus the calls the spec leaves "not shown" (save a shared
 * point, the shared list by contentId, the report data), named in the spec's words.
 *
 * Access (enforced by the server, 001 §5–§6): signed in (401), an INDIVIDUAL user whose selected
 * account has the compass-point flag and whose tenant enables compass points (403
 * CompassPointError.notEnabled otherwise). A point belongs to its creator inside one account; a
 * point the caller may not see answers 404 (a guessed id or UUID reveals nothing). Authority
 * COMPASS_POINT_ADMIN (route authority CP_ADMIN) sees and acts on every point of its selected
 * account. The tenant's pdf-view-setting `view: 'All'` lets every user of the account see the
 * account's points on a document (read-only unless manage allows).
 *
 * Decisions where the spec is silent:
 * - CP_ADMIN is scoped to the selected account (DOMAIN invariant 2: never across accounts).
 * - A share link works inside the creator's account only, once the creator marked it shared
 *   (or for whoever may see the point anyway); anything else is the same 404 as a guessed UUID.
 * - "Saving" a shared point makes the caller's own copy (sourceCompassPointId = the shared one).
 * - Historical is derived: a live point whose owner's version was carried onto a newer edition.
 *   It is read-only (edit answers 409) and its `activeVersion` is the banner's target.
 * - A point whose text the new edition changed or dropped stays Active on its edition with
 *   `carryForward` set, for its owner to act on; nothing is placed on the new edition.
 * - Carry-forward entries have no acting user (propagated, named after the owner); the report
 *   counts them neither as created nor shared. Mark-shared is recorded for the report only.
 * - The download with compass points draws the caller's own Active points (not Historical ones).
 */

// ---------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------

/** GET ?contentCode=…: the points the caller sees on this edition (active, historical and deactivated), for the tab and the highlights. Reply compassPointArray. */
export const COMPASS_POINT_LIST_PATH = '/api/v1/compasspoint/list';
/** GET one point (reply compassPoint), or 404. PUT edits it (body compassPointUpdateBody; 409 notActive when not Active). */
export const COMPASS_POINT_PATH = '/api/v1/compasspoint/:id';
export const compassPointPath = (id: number) => `/api/v1/compasspoint/${id}`;
/** GET ?compassPointUUID=…: the shared link (reply sharedCompassPoint); 401/403 per 001 §8. POST creates (body compassPointCreateBody, reply 201 compassPoint). */
export const COMPASS_POINTS_PATH = '/api/v1/compasspoint';
/** POST with an empty body: Active → Deactivated (reply compassPoint). */
export const COMPASS_POINT_DEACTIVATE_PATH = '/api/v1/compasspoint/deactivate/:id';
export const compassPointDeactivatePath = (id: number) => `/api/v1/compasspoint/deactivate/${id}`;
/** POST with an empty body: Deactivated → Active (reply compassPoint; the client sets hasActivatedCompassPoint). */
export const COMPASS_POINT_ACTIVATE_PATH = '/api/v1/compasspoint/activate/:id';
export const compassPointActivatePath = (id: number) => `/api/v1/compasspoint/activate/${id}`;
/** POST { compassPointID }: records that the creator shared the link (reply compassPoint with shared true). */
export const COMPASS_POINT_MARK_SHARED_PATH = '/api/v1/compasspoint/mark-shared';
/** POST { compassPointUUID }: saves a shared point into the caller's own list (reply 201 compassPoint, the caller's copy; 409 alreadySaved). */
export const COMPASS_POINT_SAVE_SHARED_PATH = '/api/v1/compasspoint/save-shared';
/** GET ?contentID=…: points shared with the caller (opened through their link) on this edition and not yet saved; reply compassPointArray. */
export const COMPASS_POINT_SHARED_LIST_PATH = '/api/v1/compasspoint/shared-list';
/** GET my list: ?status&pageIndex&pageSize&sort, reply compassPointPage. */
export const COMPASS_POINT_MY_PAGE_PATH = '/api/v1/compasspoint/detail/page-view';
/** GET the admin list (CP_ADMIN, 403 otherwise): same parameters, every point of the selected account. */
export const COMPASS_POINT_ADMIN_PAGE_PATH = '/api/v1/compasspoint/list-admin';
/** GET the document's list: ?contentID&status&offset&pageSize&sort (offset = items to skip), reply compassPointPage. */
export const COMPASS_POINT_DOCUMENT_PAGE_PATH = '/api/v1/compasspoint/page-view';
/** GET ?contentID=…: the tenant's compass-point settings for this document (reply compassPointSettingsReply). */
export const COMPASS_POINT_SETTINGS_PATH = '/api/v1/compasspoint/settings';
/** GET change history ?pageSize&pageIndex&sort: reply auditEntry[]; the total count in the AUDIT_TOTAL_HEADER. */
export const COMPASS_POINT_AUDIT_PATH = '/api/v1/audits/compassPoint/:id/all';
export const compassPointAuditPath = (id: number) => `/api/v1/audits/compassPoint/${id}/all`;
/** GET ?startDate&endDate (YYYY-MM-DD; default the past 7 days): report data (CP_ADMIN), reply compassPointReport. */
export const COMPASS_POINT_REPORT_PATH = '/api/v1/compasspoint/report';

/** Response header with the total number of change-history entries. */
export const AUDIT_TOTAL_HEADER = 'x-total-count';

// ---------------------------------------------------------------------------------------------
// Constants (001 §5, §9)
// ---------------------------------------------------------------------------------------------

export const COMPASS_POINT_LIMITS = {
  name: 255,
  description: 1300,
  overlayDetails: 500,
  /** Stored selected text; the dialog previews 255 of it. */
  selectionText: 20_000,
  highlightPreview: 255,
  tableSelectionText: 50,
  tableSelectionTooltip: 1000,
  nameDisplay: 25,
  changeHistoryText: 255,
  rects: 2000,
} as const;
export const COMPASS_POINT_PAGE_SIZE = 10;
export const CHANGE_HISTORY_PAGE_SIZES = [10, 25, 50, 100] as const;
export const CHANGE_HISTORY_SORT = { newest: 'createdDate-', oldest: 'createdDate+' } as const;
/** Report default range (001 §7 usage reports). */
export const REPORT_DEFAULT_DAYS = 7;

/** Error messages (000 §8 shape: status, title, message). The client maps them to its texts. */
export const CompassPointError = {
  /** 401 on the shared link: 'Compass Points feature is not eligible for user type…' (001 §8). */
  notEligible: 'compassPoint.notEligible',
  /** 403 title on the shared link when the caller may not read the document. */
  notEntitledTitle: 'User is not entitled for the Document',
  /** 403 title when the account (or tenant) has compass points off. */
  notEnabledTitle: 'Compass points are not enabled at account level setting',
  /** 403 message for a company user or an account without the flag on every other call. */
  notEnabled: 'compassPoint.notEnabled',
  /** 403: the caller may see the point but the visibility rules deny this action. */
  notAllowed: 'compassPoint.notAllowed',
  /** 403: the admin list or report without COMPASS_POINT_ADMIN. */
  notAdmin: 'compassPoint.notAdmin',
  /** 404 for an id or UUID the caller may not see (never says whether it exists). */
  notFound: 'error.notFound',
  /** 409: edit on a point that is not Active; deactivate of a non-active one; activate of a non-deactivated one. */
  notActive: 'compassPoint.notActive',
  notDeactivated: 'compassPoint.notDeactivated',
  /** 409: save-shared when the caller owns it or already saved it. */
  alreadySaved: 'compassPoint.alreadySaved',
  /** 400: save-shared on a deactivated point. */
  sharedDeactivated: 'compassPoint.sharedDeactivated',
  /** 400: a field the tenant marks required is blank after trimming (field error kind 'NotBlank'). */
  required: 'compassPoint.required',
} as const;

// ---------------------------------------------------------------------------------------------
// Sort keys: `{field}-` descending, `{field}+` ascending (001 §5)
// ---------------------------------------------------------------------------------------------

export const COMPASS_POINT_SORT_FIELDS = [
  'designation',
  'contentStatus',
  'name',
  'email',
  'createdDate',
  'deletedByEmail',
  'deletedDate',
] as const;
export type CompassPointSortField = (typeof COMPASS_POINT_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';
export interface SortKey<F extends string = CompassPointSortField> {
  field: F;
  direction: SortDirection;
}

/** `{ field: 'name', direction: 'asc' }` → `name+`. Send it URL-encoded (`+` is a space in a query string). */
export function encodeSortKey<F extends string>(k: SortKey<F>): string {
  return `${k.field}${k.direction === 'desc' ? '-' : '+'}`;
}

/** `name+` → { name, asc }; a trailing space (an unencoded `+`) also means ascending; null when malformed. */
export function decodeSortKey<F extends string>(raw: string, fields: readonly F[]): SortKey<F> | null {
  const m = /^([A-Za-z]+)([-+ ])$/.exec(raw);
  if (!m || !fields.includes(m[1] as F)) return null;
  return { field: m[1] as F, direction: m[2] === '-' ? 'desc' : 'asc' };
}

/** Default sorts (001 §9): active by createdDate descending, deactivated by deletedDate descending. */
export const defaultSortFor = (status: CompassPointListStatus): string =>
  status === 'Deactivated' ? 'deletedDate-' : 'createdDate-';

const sortParam = <F extends string>(fields: readonly F[]) =>
  z.string().check(
    z.maxLength(40),
    z.refine((s) => decodeSortKey(s, fields) !== null, { message: 'sort' }),
  );

// ---------------------------------------------------------------------------------------------
// Entities
// ---------------------------------------------------------------------------------------------

export { idParams } from './params';

/** Statuses of a point: Active; Historical (its edition was superseded and it was carried forward); Deactivated. */
export const compassPointStatus = z.enum(['Active', 'Historical', 'Deactivated']);
export type CompassPointStatus = z.infer<typeof compassPointStatus>;
/** The list toggle: Active shows Active and Historical points; Deactivated shows deactivated ones. */
export const compassPointListStatus = z.enum(['Active', 'Deactivated']);
export type CompassPointListStatus = z.infer<typeof compassPointListStatus>;

/**
 * One highlight rectangle in PDF user-space units of its page (points, origin bottom-left, y up,
 * unrotated page as in the PDF's own coordinates). Convert with pdf.js
 * `viewport.convertToViewportRectangle([x, y, x + width, y + height])`, so it fits every zoom.
 */
export const highlightRect = z.lazy(() =>
  z.object({
    pageNumber: z.number().check(z.int(), z.gte(1), z.lte(100_000)),
    // z.number() refuses Infinity and NaN itself (the classic `.finite()` these had was a no-op).
    x: z.number(),
    y: z.number(),
    width: z.number().check(z.gte(0)),
    height: z.number().check(z.gte(0)),
  }),
);
export type HighlightRect = z.infer<typeof highlightRect>;

/**
 * selectionData: where the highlight sits. `rects` may span pages. `prefix`/`suffix` are up to 64
 * characters of text around the selection, used to re-anchor on a new edition.
 */
export const selectionData = z.lazy(() =>
  z.object({
    rects: z.array(highlightRect).check(z.minLength(1), z.maxLength(COMPASS_POINT_LIMITS.rects)),
    prefix: z.optional(z.string().check(z.maxLength(64))),
    suffix: z.optional(z.string().check(z.maxLength(64))),
  }),
);
export type SelectionData = z.infer<typeof selectionData>;

/** selectionMetadata (001 §3): the first page, the selected text, the client's annotation id, and the point it was carried forward or saved from. */
export const selectionMetadata = z.object({
  pageNumber: z.number().check(z.int(), z.gte(1), z.lte(100_000)),
  selectionText: z.string().check(z.trim(), z.minLength(1), z.maxLength(COMPASS_POINT_LIMITS.selectionText)),
  annotationID: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  sourceCompassPointId: z.optional(z.nullable(z.number().check(z.int()))),
});
export type SelectionMetadata = z.infer<typeof selectionMetadata>;

/** A version of the same point on another edition (the carry-forward chain), oldest first. */
export const compassPointVersion = z.lazy(() =>
  z.object({
    compassPointID: z.number().check(z.int()),
    contentID: z.number().check(z.int()),
    contentCode: z.string(),
    designation: z.string(),
    status: compassPointStatus,
  }),
);

/** Why a point could not be carried forward onto the newer edition (shown to its owner). */
export const carryForwardFlag = z.lazy(() =>
  z.object({
    reason: z.enum(['TEXT_CHANGED', 'TEXT_NOT_FOUND']),
    contentCode: z.string(),
    designation: z.string(),
    flaggedDate: z.string(),
  }),
);
export type CarryForwardFlag = z.infer<typeof carryForwardFlag>;

/** 001 §3 Compass point. Dates are ISO 8601. */
export const compassPoint = z.lazy(() =>
  z.object({
    compassPointID: z.number().check(z.int()),
    compassPointUUID: z.string(),
    name: z.string(),
    description: z.string(),
    overlayDetails: z.string(),
    designation: z.string(),
    documentTitle: z.string(),
    publisherCode: z.string(),
    contentCode: z.string(),
    contentID: z.number().check(z.int()),
    /** The edition's status (Active, Historical, Withdrawn…). */
    contentStatus: z.string(),
    selectionData,
    selectionMetadata: z.extend(selectionMetadata, { sourceCompassPointId: z.nullable(z.number().check(z.int())) }),
    status: compassPointStatus,
    createdDate: z.string(),
    lastModifiedDate: z.string(),
    createdUserName: z.string(),
    creatorEmail: z.string(),
    /** Same as creatorEmail (the list's "created by" column sorts by `email`). */
    email: z.string(),
    createdById: z.number().check(z.int()),
    deactivatedBy: z.nullable(z.string()),
    deletedByEmail: z.nullable(z.string()),
    deactivatedDate: z.nullable(z.string()),
    /** Same as deactivatedDate (the sort key is deletedDate). */
    deletedDate: z.nullable(z.string()),
    /** The caller may edit/deactivate/reactivate by the visibility rules of 001 §5 (the record's edit flag). */
    edit: z.boolean(),
    /** The caller is the creator. */
    own: z.boolean(),
    /** The creator marked it shared. */
    shared: z.boolean(),
    /** The share link may be shown (creator, and the view setting is not All). */
    shareable: z.boolean(),
    pdfVersions: z.array(z.object({ id: z.number().check(z.int()), contentCode: z.string(), designationNo: z.string() })),
    versions: z.array(compassPointVersion),
    /** For a Historical point owned by the caller: the active version elsewhere (the banner's target). */
    activeVersion: z.nullable(compassPointVersion),
    /** Set when a newer edition appeared but the text could not be placed there. */
    carryForward: z.nullable(carryForwardFlag),
  }),
);
export type CompassPoint = z.infer<typeof compassPoint>;
export const compassPointArray = z.array(compassPoint);

/** List reply (001 §3): content[], totalElements. */
export const compassPointPage = z.lazy(() =>
  z.extend(pageOf(compassPoint), {
    pageIndex: z.number().check(z.int()),
    pageSize: z.number().check(z.int()),
    sort: z.string(),
  }),
);
export type CompassPointPage = z.infer<typeof compassPointPage>;

// ---------------------------------------------------------------------------------------------
// Payloads and queries
// ---------------------------------------------------------------------------------------------

/** Field limits; "required" (tenant setting) is checked by the server after trimming. */
export const nameField = z.string().check(z.maxLength(COMPASS_POINT_LIMITS.name));
export const descriptionField = z.string().check(z.maxLength(COMPASS_POINT_LIMITS.description));
export const overlayDetailsField = z.string().check(z.maxLength(COMPASS_POINT_LIMITS.overlayDetails));

export const compassPointCreateBody = z.lazy(() =>
  z.object({
    name: nameField,
    description: z._default(descriptionField, ''),
    overlayDetails: z._default(overlayDetailsField, ''),
    contentID: id,
    selectionData,
    selectionMetadata: z.omit(selectionMetadata, { sourceCompassPointId: true }),
  }),
);
export type CompassPointCreateBody = z.input<typeof compassPointCreateBody>;

/** PUT: text fields; a new selection (both selection fields) is audited as UPDATE-SELECTION. */
export const compassPointUpdateBody = z.lazy(() =>
  z.object({
    name: nameField,
    description: z._default(descriptionField, ''),
    overlayDetails: z._default(overlayDetailsField, ''),
    selectionData: z.optional(selectionData),
    selectionMetadata: z.optional(z.omit(selectionMetadata, { sourceCompassPointId: true })),
  }),
);
export type CompassPointUpdateBody = z.input<typeof compassPointUpdateBody>;

export const markSharedBody = z.object({ compassPointID: id });
export const saveSharedBody = z.lazy(() => z.object({ compassPointUUID: z.string().check(z.trim(), z.uuid()) }));
export const uuidQuery = z.lazy(() =>
  z.object({ compassPointUUID: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) }),
);
/** GET: the caller's compass points as a file another tool reads (Bearing's own addition). */
export const COMPASS_POINT_EXPORT_PATH = '/api/v1/compasspoint/export';
/** `annotation`: W3C Web Annotation (JSON-LD); `csv`: one row a point, for a spreadsheet. */
export const compassPointExportFormat = z.enum(['annotation', 'csv']);
export type CompassPointExportFormat = z.infer<typeof compassPointExportFormat>;
/**
 * Which points: `contentCode` = those the caller sees on that edition (the document's tab);
 * otherwise the caller's own (`scope=mine`) or, for a compass-point administrator, the
 * account's (`scope=admin`), as the two lists show them. `status` narrows; absent = both.
 */
export const compassPointExportQuery = z.lazy(() =>
  z.object({
    format: compassPointExportFormat,
    scope: z._default(z.enum(['mine', 'admin']), 'mine'),
    contentCode: z.optional(contentCodeParam),
    status: z.optional(compassPointListStatus),
  }),
);
export const WEB_ANNOTATION_MEDIA_TYPE = 'application/ld+json; profile="http://www.w3.org/ns/anno.jsonld"';

export const documentListQuery = contentCodeQuery;
export const contentIdQuery = z.object({ contentID: id });

const statusParam = z._default(compassPointListStatus, 'Active');
export const myPageQuery = z.object({
  status: statusParam,
  ...pageIndexQueryFields(COMPASS_POINT_PAGE_SIZE),
  /** Absent: the default for the status (defaultSortFor). */
  sort: z.optional(sortParam(COMPASS_POINT_SORT_FIELDS)),
});
export type MyPageQuery = z.input<typeof myPageQuery>;
export const adminPageQuery = myPageQuery;
export const documentPageQuery = z.lazy(() =>
  z.object({
    contentID: id,
    status: statusParam,
    offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
    pageSize: pageSizeParam(COMPASS_POINT_PAGE_SIZE),
    sort: z.optional(sortParam(COMPASS_POINT_SORT_FIELDS)),
  }),
);
export type DocumentPageQuery = z.input<typeof documentPageQuery>;

export const auditQuery = z.lazy(() =>
  z.object({
    pageSize: z._default(
      z.coerce.number().check(
        z.int(),
        z.refine((n) => (CHANGE_HISTORY_PAGE_SIZES as readonly number[]).includes(n)),
      ),
      10,
    ),
    pageIndex: pageNumberParam(),
    sort: z._default(sortParam(['createdDate'] as const), CHANGE_HISTORY_SORT.newest),
  }),
);
export type AuditQuery = z.input<typeof auditQuery>;

// ---------------------------------------------------------------------------------------------
// Settings (001 §3 Compass point settings)
// ---------------------------------------------------------------------------------------------

export const compassPointAttributeName = z.enum(['name', 'description', 'overlay-details']);
export const compassPointAttributeSetting = z.lazy(() =>
  z.object({
    attribute: compassPointAttributeName,
    show: z.boolean(),
    required: z.boolean(),
    inputType: z.enum(['text', 'RichText']),
    /** i18n key of the field label (label-i18n-key). */
    labelI18nKey: z.string(),
  }),
);
export type CompassPointAttributeSetting = z.infer<typeof compassPointAttributeSetting>;
export const pdfViewSetting = z.lazy(() =>
  z.object({
    /** All: everyone in the account sees the account's points (and the share link is hidden). */
    view: z.enum(['Own', 'All']),
    /** None hides the actions menu; Own limits actions to the creator; All lets viewers act. */
    manage: z.enum(['None', 'Own', 'All']),
  }),
);
export type PdfViewSetting = z.infer<typeof pdfViewSetting>;
export const compassPointSettings = z.object({
  attributes: z.array(compassPointAttributeSetting),
  pdfViewSetting,
});
export type CompassPointSettings = z.infer<typeof compassPointSettings>;
export const compassPointSettingsReply = z.lazy(() =>
  z.object({
    /** Tenant flags. */
    compassPointV2: z.boolean(),
    enableCompassPoints: z.boolean(),
    /** Null: no settings (the older form: name always required; actions follow the record's edit flag). */
    settings: z.nullable(compassPointSettings),
    showAuditHistory: z.boolean(),
  }),
);
export type CompassPointSettingsReply = z.infer<typeof compassPointSettingsReply>;

// ---------------------------------------------------------------------------------------------
// Shared link (001 §2, §3 Shared compass point, §8)
// ---------------------------------------------------------------------------------------------

export const sharedCompassPoint = z.lazy(() =>
  z.object({
    compassPointID: z.number().check(z.int()),
    compassPointUUID: z.string(),
    contentCode: z.string(),
    contentID: z.number().check(z.int()),
    designation: z.string(),
    documentTitle: z.string(),
    annotationID: z.string(),
    name: z.string(),
    isDeleted: z.boolean(),
    creatorEmail: z.string(),
    createdUserName: z.string(),
    deletedDate: z.nullable(z.string()),
    deactivatedBy: z.nullable(z.string()),
    /** The caller created it. */
    own: z.boolean(),
    /** The caller already has it in their list (own or saved copy): no save button. */
    saved: z.boolean(),
  }),
);
export type SharedCompassPoint = z.infer<typeof sharedCompassPoint>;

// ---------------------------------------------------------------------------------------------
// Change history (001 §3 Change history entry)
// ---------------------------------------------------------------------------------------------

export const auditSnapshot = z.lazy(() =>
  z.object({
    modifiedDate: z.string(),
    name: z.string(),
    description: z.string(),
    overlayDetails: z.string(),
    selectionMetadata: z.extend(selectionMetadata, { sourceCompassPointId: z.nullable(z.number().check(z.int())) }),
    status: compassPointStatus,
  }),
);
export type AuditSnapshot = z.infer<typeof auditSnapshot>;
export const dbTransactionType = z.enum(['INSERT', 'UPDATE', 'UPDATE-SELECTION', 'ACTIVATE', 'DEACTIVATE']);
export type DbTransactionType = z.infer<typeof dbTransactionType>;
export const auditEntry = z.lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    dbTransactionType,
    transactionUserName: z.string(),
    createdDate: z.string(),
    /** INSERT by propagation from a source point (carry-forward or a saved shared point). */
    propagated: z.boolean(),
    auditData: z.object({ current: auditSnapshot, previous: z.nullable(auditSnapshot) }),
  }),
);
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditReply = z.array(auditEntry);

// ---------------------------------------------------------------------------------------------
// Report (/compass-points-report)
// ---------------------------------------------------------------------------------------------

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
export const reportQuery = z.lazy(() => z.object({ startDate: z.optional(isoDay), endDate: z.optional(isoDay) }));
export const reportDay = z.lazy(() =>
  z.object({
    date: isoDay,
    created: z.number().check(z.int()),
    shared: z.number().check(z.int()),
    deactivated: z.number().check(z.int()),
    reactivated: z.number().check(z.int()),
  }),
);
export const compassPointReport = z.lazy(() =>
  z.object({
    startDate: isoDay,
    endDate: isoDay,
    days: z.array(reportDay),
    totals: z.object({
      created: z.number().check(z.int()),
      shared: z.number().check(z.int()),
      deactivated: z.number().check(z.int()),
      reactivated: z.number().check(z.int()),
      activePoints: z.number().check(z.int()),
    }),
    topDocuments: z.array(
      z.object({
        contentID: z.number().check(z.int()),
        contentCode: z.string(),
        designation: z.string(),
        documentTitle: z.string(),
        created: z.number().check(z.int()),
        activePoints: z.number().check(z.int()),
      }),
    ),
  }),
);
export type CompassPointReport = z.infer<typeof compassPointReport>;
