import * as z from 'zod/mini';
import { pageNumberParam, pageSizeParam } from './paging';
import { PAGE_SIZE_MAX, SEARCH_DEFAULT_PAGE_SIZE, SEARCH_TEXT_MAX, refinementList, searchField, sortType } from './search-terms';

/*
 * Search, type-ahead, counts and refinement calls of 000 §7, with the rules of §5 and §9.
 * The client truncates the text to 500 characters before sending; the server answers 400 for
 * anything longer rather than guessing.
 */

export const SEARCH_PATH = '/api/documents/search';
export const ENTITLED_SEARCH_PATH = '/api/documents/entitled-documents/search';
export const SEMANTIC_SEARCH_PATH = '/api/semantic-search/v1/query';
export const TYPE_AHEAD_PATH = '/api/documents/search/type-ahead';
export const TYPE_AHEAD_PUBLISHER_PATH = '/api/documents/search/type-ahead/publisher';
export const TOP_LEVEL_COUNT_PATH = '/api/documents/search/top-level/count';
export const ENTITLED_TOP_LEVEL_COUNT_PATH = '/api/documents/entitled-documents/search/top-level/count';
export const COUNT_PATH = '/api/documents/search/count';
export const ENTITLED_COUNT_PATH = '/api/documents/entitled-documents/search/count';
export const PUBLISHER_COUNT_PATH = '/api/refinement/publisher/count';
export const ENTITLED_PUBLISHER_COUNT_PATH = '/api/refinement/publisher/entitled-documents/count';
export const REFINEMENT_NODES_PATH = '/api/documents/entitled-documents/refinement-nodes';
export const REFINEMENT_COMMITTEE_PATH = '/api/refinement/committee';
/** `/api/refinement/taxonomy/{id}`, id = the refinement number (REFINEMENT_ROOT). */
export const REFINEMENT_TAXONOMY_PATH = '/api/refinement/taxonomy/:id';
export const refinementTaxonomyPath = (id: number) => `/api/refinement/taxonomy/${id}`;
export const REFINEMENT_ICS_PATH = '/api/refinement/ICSCodes';
export const REFINEMENT_OTHER_CONTENT_PATH = '/api/refinement/other-content';
export const REFINEMENT_DOCUMENT_TYPES_PATH = '/api/refinement/document-types';
export const REFINEMENT_SECTORS_PATH = '/api/refinement/sectors-and-themes';

// The terms a search is asked with live in ./search-terms (why: that file); they are part of this contract.
export * from './search-terms';

const keywords = z.string().check(z.maxLength(SEARCH_TEXT_MAX));

/** Refinements as a list, or as the JSON text of the `categories` parameter; bad JSON is a 400. */
export const refinementsField = z.lazy(() =>
  z._default(
    z.union([
      refinementList,
      z.pipe(
        z.string().check(z.maxLength(20000)),
        z.transform((text: string, ctx) => {
          try {
            const parsed = refinementList.safeParse(JSON.parse(text === '' ? '[]' : text));
            if (parsed.success) return parsed.data;
          } catch {
            /* reported below */
          }
          // zod/mini's transform context has no addIssue(): push the same custom issue directly.
          ctx.issues.push({ code: 'custom', message: 'Pattern', input: text });
          return z.NEVER;
        }),
      ),
    ]),
    [],
  ),
);

/** Query string of the paged search calls. */
export const searchQuery = z.lazy(() =>
  z.object({
    page: pageNumberParam(),
    size: pageSizeParam(SEARCH_DEFAULT_PAGE_SIZE, PAGE_SIZE_MAX),
    sort: z.optional(z.string().check(z.regex(/^[A-Za-z]+,(asc|desc)$/), z.maxLength(60))),
    /** `true` adds `groups` (results grouped per publisher) to the reply. */
    grouped: z.optional(z.enum(['true', 'false'])),
  }),
);
export type SearchQuery = z.infer<typeof searchQuery>;

/** Content search body (all content the tenant offers). */
export const searchBody = z.object({
  keywords,
  searchField: z._default(searchField, 'A'),
  refinements: refinementsField,
  sortType: z._default(sortType, 'BEST_MATCH'),
});
export type SearchBody = z.input<typeof searchBody>;

/** Narrows a my-subscription call to one subscribed publisher (its code or numeric id). */
const publisherIdField = z.lazy(() =>
  z.optional(z.nullable(z.union([z.string().check(z.maxLength(100)), z.number().check(z.int())]))),
);

/** My-subscription search body; `publisherId` narrows to one subscribed publisher. */
export const entitledSearchBody = z.extend(searchBody, { publisherId: publisherIdField });
export type EntitledSearchBody = z.input<typeof entitledSearchBody>;

export const documentLink = z.object({ designationNo: z.string(), contentCode: z.string() });
export const translationLink = z.extend(documentLink, { language: z.string() });
export const supplementLink = z.lazy(() =>
  z.object({
    'supplement-display-designation': z.string(),
    'supplement-content-code': z.string(),
  }),
);

/** The longest passage text (ellipses included) and the most marks the server sends. */
export const PASSAGE_TEXT_MAX = 200;
export const PASSAGE_MARKS_MAX = 20;

/** A matched stretch of a passage: [start, end) in UTF-16 code units of its text (JavaScript string indices). */
export const passageMark = z.lazy(() =>
  z.object({
    start: z.number().check(z.int(), z.gte(0)),
    end: z.number().check(z.int(), z.gte(0)),
  }),
);
export type PassageMark = z.infer<typeof passageMark>;

/**
 * Why a result came up: the stretch of the document's text that best names the search's words
 * (semantic search: with the thesaurus's terms for them). Plain text with offsets, never markup.
 * Quotes a section only for a caller who may open the document; otherwise its description or keywords.
 */
export const resultPassage = z.lazy(() =>
  z.object({
    text: z.string().check(z.maxLength(PASSAGE_TEXT_MAX)),
    marks: z.array(passageMark).check(z.maxLength(PASSAGE_MARKS_MAX)),
    source: z.enum(['section', 'description', 'keywords']),
    /** The section's heading, when `source` is 'section'. */
    heading: z.optional(z.string()),
    /** The printed page the passage is on (a document delivered as a PDF): the result opens there. */
    page: z.optional(z.number().check(z.int(), z.minimum(1))),
  }),
);
export type ResultPassage = z.infer<typeof resultPassage>;

/** One search result (000 §3). */
export const searchResultItem = z.lazy(() =>
  z.object({
    contentCode: z.string(),
    designationNo: z.string(),
    documentTitle: z.string(),
    description: z.string(),
    documentType: z.string(),
    publisherName: z.string(),
    publisherCode: z.string(),
    status: z.string(),
    lastUpdateDate: z.nullable(z.string()),
    publishDate: z.nullable(z.string()),
    publishedOnlineDate: z.nullable(z.string()),
    language: z.string(),
    translations: z.array(translationLink),
    connections: z.array(documentLink),
    supplements: z.array(supplementLink),
    /** Semantic and all-text searches: the passage that matched; absent when none did (and from older servers). */
    passage: z.optional(resultPassage),
  }),
);
export type SearchResultItem = z.infer<typeof searchResultItem>;

/** Results of one page grouped per publisher; showMore = the publisher has more matches than shown. */
export const searchGroup = z.lazy(() =>
  z.object({
    publisherName: z.string(),
    publisherCode: z.string(),
    count: z.number().check(z.int()),
    contentList: z.array(
      z.object({
        contentCode: z.string(),
        designationNo: z.string(),
        documentTitle: z.string(),
        designationNoList: z.array(z.string()),
      }),
    ),
    showMore: z.boolean(),
    showMoreResults: z.boolean(),
  }),
);
export type SearchGroup = z.infer<typeof searchGroup>;

export const searchReply = z.lazy(() =>
  z.object({
    count: z.number().check(z.int()),
    result: z.array(searchResultItem),
    nextPageFlag: z.boolean(),
    /** Only with `grouped=true`. */
    groups: z.optional(z.array(searchGroup)),
  }),
);
export type SearchReply = z.infer<typeof searchReply>;

/** Semantic (AI) search body; query page/size as searchQuery. */
export const semanticBody = z.object({ keywords });
export type SemanticBody = z.infer<typeof semanticBody>;

/** Type-ahead: fewer than 3 characters after trimming answers an empty list (000 §5). */
export const typeAheadBody = z.object({ keywords });
export const typeAheadPublisherBody = z.lazy(() =>
  z.object({ keywords, publisher: z.string().check(z.minLength(1), z.maxLength(100)) }),
);
export const typeAheadItem = z.lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    designation: z.string(),
    contentCode: z.string(),
    documentTitle: z.string(),
    designationNo: z.string(),
    connections: z.array(documentLink),
  }),
);
export type TypeAheadItem = z.infer<typeof typeAheadItem>;
/** One publisher's type-ahead hits; flag = more hits exist (load them with the per-publisher call). */
export const typeAheadGroup = z.lazy(() =>
  z.object({
    publisher: z.string(),
    publisherCode: z.string(),
    flag: z.boolean(),
    results: z.array(typeAheadItem),
  }),
);
export type TypeAheadGroup = z.infer<typeof typeAheadGroup>;
export const typeAheadReply = z.array(typeAheadGroup);
export const TYPE_AHEAD_PER_PUBLISHER = 5;
export const TYPE_AHEAD_PUBLISHER_MAX = 20;

/** Counts calls: the same filters as a search. */
export const countBody = z.object({
  keywords,
  searchField: z._default(searchField, 'A'),
  refinements: refinementsField,
});
export type CountBody = z.input<typeof countBody>;
export const entitledCountBody = z.extend(countBody, { publisherId: publisherIdField });
export const topLevelCountBody = z.extend(countBody, { section: z.enum(['Publisher', 'Category']) });
export type TopLevelCountBody = z.input<typeof topLevelCountBody>;
export const entitledTopLevelCountBody = z.extend(topLevelCountBody, { publisherId: publisherIdField });

/** The number of matches on one refinement node. */
export const refinementCount = z.lazy(() =>
  z.object({
    k: z.string(),
    r: z.number().check(z.int()),
    n: z.string(),
    count: z.number().check(z.int()),
  }),
);
export type RefinementCount = z.infer<typeof refinementCount>;
/** count = all matches; counts = per node (every level of a tree, so parents include their children). */
export const countReply = z.lazy(() => z.object({ count: z.number().check(z.int()), counts: z.array(refinementCount) }));
export type CountReply = z.infer<typeof countReply>;

/** A refinement tree node (000 §3). count = documents of the tenant's catalogue on the node. */
export interface RefinementNode {
  k: string;
  r: number;
  n: string;
  pk: string[] | null;
  parentKey: string | null;
  count: number;
  isChecked: boolean;
  child: RefinementNode[];
  showBillboard: boolean;
  billboardName: string | null;
  billboardLogo: string | null;
}
export const refinementNode: z.ZodMiniType<RefinementNode> = z.lazy(() =>
  z.object({
    k: z.string(),
    r: z.number().check(z.int()),
    n: z.string(),
    pk: z.nullable(z.array(z.string())),
    parentKey: z.nullable(z.string()),
    count: z.number().check(z.int()),
    isChecked: z.boolean(),
    child: z.array(refinementNode),
    showBillboard: z.boolean(),
    billboardName: z.nullable(z.string()),
    billboardLogo: z.nullable(z.string()),
  }),
);
export const refinementTreeReply = z.array(refinementNode);
export const refinementLanguageQuery = z.lazy(() => z.object({ language: z.optional(z.string().check(z.maxLength(10))) }));
export const refinementTaxonomyParams = z.lazy(() => z.object({ id: z.coerce.number().check(z.int(), z.gte(0), z.lte(7)) }));
