import * as z from 'zod/mini';
import { contentCodeQuery } from './params';
import { pageNumberParam } from './paging';

/*
 * Custom collections (002 §2, §3, §7, §9): the documents curated for the selected account, if it
 * has a custom collection (403 otherwise). Sorted alphabetically by title (ALPHA_DESC by default,
 * or ALPHA_ASC), paged (0-based page, size 10/20/50/100). The publisher is sent as stored,
 * "display name|code"; the list shows the part before the bar. Each row downloads its PDF.
 */

export const CUSTOM_COLLECTIONS_PATH = '/api/custom-collections';
/** GET: the document's PDF, for a document of the caller's collection only. */
export const CUSTOM_COLLECTION_DOWNLOAD_PATH = '/api/custom-collections/:contentCode/download';
export const customCollectionDownloadPath = (contentCode: string) =>
  `/api/custom-collections/${encodeURIComponent(contentCode)}/download`;

export const COLLECTION_PAGE_SIZES = [10, 20, 50, 100] as const;
export const COLLECTION_PAGE_SIZE_DEFAULT = 10;
export const COLLECTION_SORTS = ['ALPHA_DESC', 'ALPHA_ASC'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];
export const COLLECTION_SORT_DEFAULT: CollectionSort = 'ALPHA_DESC';

export const customCollectionQuery = z.lazy(() =>
  z.object({
    page: pageNumberParam(),
    size: z._default(
      z.coerce.number().check(
        z.int(),
        z.refine((n) => (COLLECTION_PAGE_SIZES as readonly number[]).includes(n), { message: 'size' }),
      ),
      COLLECTION_PAGE_SIZE_DEFAULT,
    ),
    sortType: z._default(z.enum(COLLECTION_SORTS), COLLECTION_SORT_DEFAULT),
  }),
);
export type CustomCollectionQuery = z.infer<typeof customCollectionQuery>;

export const customCollectionItem = z.lazy(() =>
  z.object({
    contentCode: z.string(),
    designation: z.string(),
    title: z.string(),
    /** As stored: "display name|code". */
    publisher: z.string(),
    downloadable: z.boolean(),
  }),
);
export type CustomCollectionItem = z.infer<typeof customCollectionItem>;

export const customCollectionReply = z.lazy(() =>
  z.object({ items: z.array(customCollectionItem), count: z.number().check(z.int()) }),
);
export type CustomCollectionReply = z.infer<typeof customCollectionReply>;

export const contentCodeParams = contentCodeQuery;
