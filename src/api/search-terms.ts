import * as z from 'zod/mini';

/*
 * What a search is asked with (000 §5, §9): its limits, fields, sort orders and refinements. Part
 * of the search contract (./search re-exports all of it), in a module of its own because the app's
 * start-up code needs these for the search box every screen has, and importing ./search would put
 * the search replies' schemas into the start-up chunk, to be built at every launch for a screen
 * the launch may never open.
 */

/** 000 §9 limits. */
export const SEARCH_TEXT_MAX = 500;
export const SEARCH_MIN_LENGTH = 2;
export const TYPE_AHEAD_MIN_LENGTH = 3;
export const SEARCH_PAGE_SIZES = [25, 50, 75, 100] as const;
export const SEARCH_DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZE_MAX = 100;
/** Sent for an empty term (my-subscription search). */
export const ALL_KEYWORDS = '*';

/** Refinement numbering of 000 §3 (`r` of a node). Other content (2) is the category tree served as "other content". */
export const REFINEMENT_ROOT = {
  ics: 0,
  publisher: 1,
  otherContent: 2,
  category: 3,
  topic: 4,
  industry: 5,
  documentType: 6,
  committee: 7,
} as const;

/** Stype codes A all, K keywords, D designation (000 §2.3), sent as `searchField`. */
export const searchField = z.enum(['A', 'K', 'D']);
export type SearchField = z.infer<typeof searchField>;
/** BEST_MATCH = relevance and no sort parameter; anything else is OVERRIDE_SORT (000 §5). */
export const sortType = z.enum(['BEST_MATCH', 'OVERRIDE_SORT']);
export type SortType = z.infer<typeof sortType>;
/** The sort query parameter with OVERRIDE_SORT: A–Z / Z–A by the first column (the designation). */
export const SORT_A_Z = 'designationNo,asc';
export const SORT_Z_A = 'designationNo,desc';

/** One selected refinement as in the `categories` URL parameter (000 §2.3): k key, r refinement number, n name. */
export const refinementItem = z.lazy(() =>
  z.object({
    k: z.string().check(z.minLength(1), z.maxLength(200)),
    r: z.number().check(z.int(), z.gte(0), z.lte(7)),
    n: z.optional(z.string().check(z.maxLength(500))),
    pk: z.optional(z.nullable(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50)))),
    pn: z.optional(z.nullable(z.array(z.string().check(z.maxLength(500))).check(z.maxLength(50)))),
  }),
);
export type RefinementItem = z.infer<typeof refinementItem>;
export const refinementList = z.array(refinementItem).check(z.maxLength(200));
