import * as z from 'zod/mini';
import { ErrorCode } from './errors';

/*
 * Version compare (001 §4 Compare, §7, §8, §9). HTML ids and PDF content ids are both the
 * editions' contentIds. The HTML diff is a server job the client polls; the PDF compare shows
 * the two editions side by side and offers a redline PDF for adjacent editions.
 */

/** GET: both editions side by side, plus the redline when they are adjacent. */
export const PDF_COMPARISON_PATH = '/api/documents/pdf/comparison';
/** POST: requests (or re-requests) the HTML comparison job. */
export const HTML_COMPARISON_PATH = '/api/v1/documents/html/comparison';
/** GET: has the HTML comparison finished? The `fileexists` header says Y or N. */
export const HTML_RESULT_CHECK_PATH = '/api/v1/html/resultCheck';
/** GET: the finished HTML comparison (the "result file" 001 §4 fetches after the check says Y). */
export const HTML_RESULT_PATH = '/api/v1/html/result';
/** GET: the redline PDF; `{id}` is the redlineId of the PDF comparison reply. */
export const REDLINE_PATH = '/api/documents/download/redline/:id';
export const redlinePath = (id: string) => `/api/documents/download/redline/${encodeURIComponent(id)}`;

/** Reply header of the result check: 'Y' once the comparison file exists, 'N' otherwise. */
export const FILE_EXISTS_HEADER = 'fileexists';
/** The reply the client treats as a failure (001 §8). */
export const COMPARE_TOO_LARGE = ErrorCode.tooLargeToCompare;
/** Editions with more pages than this together are not compared (our limit; the spec names none). */
export const COMPARE_MAX_PAGES = 200;
/** 001 §9: poll every 10 s, at most 10 attempts. */
export const HTML_COMPARE_POLL_MS = 10_000;
export const HTML_COMPARE_MAX_ATTEMPTS = 10;

const contentId = z.coerce.number().check(z.int(), z.positive());

export const htmlComparisonQuery = z.object({ newHtmlId: contentId, oldHtmlId: contentId });
export type HtmlComparisonQuery = z.infer<typeof htmlComparisonQuery>;

/** queued → running → done | failed; a job stuck in running is retried. */
export const compareJobState = z.enum(['queued', 'running', 'done', 'failed']);
export type CompareJobState = z.infer<typeof compareJobState>;

/** Reply of the request and of the result check; `message` carries the failure (e.g. COMPARE_TOO_LARGE). */
export const htmlComparisonReply = z.lazy(() =>
  z.object({
    state: compareJobState,
    fileExists: z.boolean(),
    message: z.nullable(z.string()),
  }),
);
export type HtmlComparisonReply = z.infer<typeof htmlComparisonReply>;

export const compareEdition = z.lazy(() =>
  z.object({
    contentId: z.number().check(z.int()),
    contentCode: z.string(),
    designationNo: z.string(),
    publishDate: z.nullable(z.string()),
  }),
);
export type CompareEdition = z.infer<typeof compareEdition>;

/** The finished HTML comparison: a fragment with <del> and <ins>, safe to insert (text is escaped). */
export const htmlResultReply = z.object({
  oldEdition: compareEdition,
  newEdition: compareEdition,
  html: z.string(),
});
export type HtmlResultReply = z.infer<typeof htmlResultReply>;

export const pdfComparisonQuery = z.object({ leftContentId: contentId, rightContentId: contentId });
export type PdfComparisonQuery = z.infer<typeof pdfComparisonQuery>;

/**
 * The two editions, older first whatever the order asked. `message` is COMPARE_TOO_LARGE when
 * the editions exceed COMPARE_MAX_PAGES together; `redlineId` is set only for adjacent editions
 * whose redline exists.
 */
export const pdfComparisonReply = z.lazy(() =>
  z.object({
    oldEdition: compareEdition,
    newEdition: compareEdition,
    adjacent: z.boolean(),
    redlineId: z.nullable(z.string()),
    message: z.nullable(z.string()),
  }),
);
export type PdfComparisonReply = z.infer<typeof pdfComparisonReply>;

export const redlineParams = z.lazy(() => z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }));
