import * as z from 'zod/mini';
import { pageQueryFields } from './paging';

/* Home-tab calls of 000 §7 (§2.6 home, §3 home card, §9 six cards per tab). */

export const ACCESSED_DOCUMENTS_PATH = '/api/accessed-documents/current-user';
export const TRACKED_DOCUMENTS_PATH = '/api/tracked-documents/current-user';
export const FAVORITE_DOCUMENTS_PATH = '/api/favorite-documents/current-user';
export const UPDATED_DOCUMENTS_PATH = '/api/updated-documents/current-user';
/** Records that the caller opened a document: feeds "recently accessed" and the usage events. */
export const RECORD_ACCESS_PATH = '/api/accessed-documents';

export const HOME_CARDS_PER_TAB = 6;
export const FAVORITES_PAGE_SIZE = 6;

/** Home tab ids by user type (000 §2.6, §4). */
export const HOME_TAB = {
  recentlyAccessed: 0,
  tracker: 1,
  favorites: 2,
  subscriptions: 3,
  recentlyUpdated: 4,
  companySubscriptions: 5,
} as const;

/** One home card (000 §3); tracked items add trackingSinceDate. */
export const homeCard = z.lazy(() =>
  z.object({
    contentCode: z.string(),
    documentType: z.string(),
    publisherCode: z.string(),
    status: z.string(),
    designationNo: z.string(),
    documentTitle: z.string(),
    lastUpdateDate: z.nullable(z.string()),
    publishDate: z.nullable(z.string()),
    publishedOnlineDate: z.nullable(z.string()),
    trackingSinceDate: z.optional(z.string()),
  }),
);
export type HomeCard = z.infer<typeof homeCard>;

/** page is 0-based; size defaults to the six cards of a tab. */
export const homeTabQuery = z.object(pageQueryFields(HOME_CARDS_PER_TAB));
export type HomeTabQuery = z.infer<typeof homeTabQuery>;

/**
 * Every home tab answers the same shape. count = all items of the tab; notices = the badge
 * (tracked: families with an edition newer than the tracking date; recently updated: documents
 * updated in the last 30 days; others 0).
 */
export const homeTabReply = z.lazy(() =>
  z.object({
    count: z.number().check(z.int()),
    notices: z.number().check(z.int()),
    page: z.number().check(z.int()),
    size: z.number().check(z.int()),
    nextPageFlag: z.boolean(),
    documents: z.array(homeCard),
  }),
);
export type HomeTabReply = z.infer<typeof homeTabReply>;

export const recordAccessBody = z.lazy(() => z.object({ contentCode: z.string().check(z.minLength(1), z.maxLength(100)) }));
export type RecordAccessBody = z.infer<typeof recordAccessBody>;
