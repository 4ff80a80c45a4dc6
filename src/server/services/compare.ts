import fs from 'node:fs/promises';
import path from 'node:path';
import {
  COMPARE_MAX_PAGES,
  COMPARE_TOO_LARGE,
  type CompareEdition,
  type HtmlComparisonQuery,
  type HtmlComparisonReply,
  type HtmlResultReply,
  type PdfComparisonQuery,
  type PdfComparisonReply,
} from '../../api/compare';
import { badRequest, notFound } from '../http-error';
import {
  findCompareEditions,
  findCompareJob,
  findCompareJobById,
  type CompareEditionRow,
  type CompareJobRow,
} from '../repositories/compare-jobs';
import { listFamilyEditions } from '../repositories/document-details';
import { ensureCompareJob, kickCompareJob, resultExists, runCompareJob } from './compare-jobs';
import { requireContent } from './content-access/require-content';
import { requireScope, type Scope } from './scope';
import type { ServiceContext } from './context';

/* Version compare (001 §4 Compare, §7, §8): access to both editions, the HTML job, the PDF pair and its redline. */

interface Pair {
  scope: Scope;
  older: CompareEditionRow;
  newer: CompareEditionRow;
}

const toEdition = (e: CompareEditionRow): CompareEdition => ({
  contentId: e.id,
  contentCode: e.content_code,
  designationNo: e.designation_no,
  publishDate: e.publish_date,
});

/**
 * Both editions must pass the content policy in 'download' mode (404 'Can not find content',
 * 403 licence / not entitled / not downloadable or DRM) and be two editions of one family (400).
 * `oldId`/`newId` as asked.
 */
async function loadPair(ctx: ServiceContext, oldId: number, newId: number, orderByEdition: boolean): Promise<Pair> {
  const scope = await requireScope(ctx);
  if (oldId === newId) throw badRequest('error.compare.sameEdition');
  const rows = await findCompareEditions(ctx.db, [oldId, newId]);
  const a = rows.find((r) => r.id === oldId);
  const b = rows.find((r) => r.id === newId);
  // Comparing derives a new copy of both texts: the policy's 'download' mode (see content-access/policy.ts).
  for (const e of [a, b]) await requireContent(ctx, scope, e, 'download');
  if (a!.family_id !== b!.family_id) throw badRequest('error.compare.otherFamily');
  const swap = orderByEdition && a!.edition_order > b!.edition_order;
  return { scope, older: swap ? b! : a!, newer: swap ? a! : b! };
}

const tooLarge = (p: Pair) => p.older.page_count + p.newer.page_count > COMPARE_MAX_PAGES;

const jobKey = (p: Pair, kind: CompareJobRow['kind']) => ({
  accountId: p.scope.session.account.id,
  kind,
  oldId: p.older.id,
  newId: p.newer.id,
});
const who = (p: Pair) => ({ tenantId: p.scope.session.tenantId, userId: p.scope.session.userId });

async function htmlReply(ctx: ServiceContext, job: CompareJobRow): Promise<HtmlComparisonReply> {
  const exists = await resultExists(ctx, job);
  return {
    state: job.state === 'done' && !exists ? 'queued' : job.state,
    fileExists: exists,
    message: job.state === 'failed' ? job.error : null,
  };
}

/** POST api/v1/documents/html/comparison: creates (or re-queues) the account's HTML job and starts it. */
export async function requestHtmlComparison(ctx: ServiceContext, q: HtmlComparisonQuery): Promise<HtmlComparisonReply> {
  const pair = await loadPair(ctx, q.oldHtmlId, q.newHtmlId, false);
  const job = await ensureCompareJob(ctx, jobKey(pair, 'html'), who(pair), tooLarge(pair) ? { failWith: COMPARE_TOO_LARGE } : {});
  kickCompareJob(ctx, job);
  return htmlReply(ctx, job);
}

/** GET api/v1/html/resultCheck: the job's state; a poll also restarts a job whose runner was lost. */
export async function checkHtmlComparison(ctx: ServiceContext, q: HtmlComparisonQuery): Promise<HtmlComparisonReply> {
  const pair = await loadPair(ctx, q.oldHtmlId, q.newHtmlId, false);
  const job = await findCompareJob(ctx.db, jobKey(pair, 'html'));
  if (!job) throw notFound('error.compare.notRequested');
  kickCompareJob(ctx, job);
  return htmlReply(ctx, job);
}

/** GET api/v1/html/result: the finished comparison of the caller's account; 404 until it exists. */
export async function htmlComparisonResult(ctx: ServiceContext, q: HtmlComparisonQuery): Promise<HtmlResultReply> {
  const pair = await loadPair(ctx, q.oldHtmlId, q.newHtmlId, false);
  const job = await findCompareJob(ctx.db, jobKey(pair, 'html'));
  if (!job || !(await resultExists(ctx, job))) throw notFound('error.compare.notReady');
  const html = await fs.readFile(path.join(ctx.config.filesDir, job.result_path!), 'utf8');
  return { oldEdition: toEdition(pair.older), newEdition: toEdition(pair.newer), html };
}

/** Adjacent = next to each other among the family's editions of the same language and type. */
async function areAdjacent(ctx: ServiceContext, p: Pair): Promise<boolean> {
  if (p.older.language_code !== p.newer.language_code || p.older.document_type !== p.newer.document_type) return false;
  const eds = (await listFamilyEditions(ctx.db, p.newer.family_id)).filter(
    (e) => e.language_code === p.newer.language_code && e.document_type === p.newer.document_type,
  );
  const i = eds.findIndex((e) => e.id === p.older.id);
  return i >= 0 && eds[i + 1]?.id === p.newer.id;
}

/**
 * GET api/documents/pdf/comparison: the two editions, older first. For adjacent editions the
 * redline is made (once, then cached) before replying, so `redlineId` is set only when it exists.
 */
export async function pdfComparison(ctx: ServiceContext, q: PdfComparisonQuery): Promise<PdfComparisonReply> {
  const pair = await loadPair(ctx, q.leftContentId, q.rightContentId, true);
  const base = { oldEdition: toEdition(pair.older), newEdition: toEdition(pair.newer) };
  const adjacent = await areAdjacent(ctx, pair);
  if (tooLarge(pair)) return { ...base, adjacent, redlineId: null, message: COMPARE_TOO_LARGE };
  if (!adjacent) return { ...base, adjacent, redlineId: null, message: null };
  let job = await ensureCompareJob(ctx, jobKey(pair, 'redline'), who(pair));
  if (job.state !== 'done') {
    await runCompareJob(ctx, job.id);
    job = (await findCompareJobById(ctx.db, job.id))!;
  }
  return { ...base, adjacent, redlineId: (await resultExists(ctx, job)) ? job.id : null, message: null };
}

/** GET api/documents/download/redline/{id}: the redline of the caller's account, still entitled to both editions. */
export async function redlineFile(ctx: ServiceContext, id: string): Promise<{ file: string; name: string }> {
  const scope = await requireScope(ctx);
  const job = await findCompareJobById(ctx.db, id);
  // Another account's job is "not found": its existence is not the caller's business.
  if (!job || job.kind !== 'redline' || job.account_id !== scope.session.account.id || job.tenant_id !== scope.session.tenantId)
    throw notFound('error.compare.noRedline');
  const pair = await loadPair(ctx, job.old_document_id, job.new_document_id, false);
  if (!(await resultExists(ctx, job))) throw notFound('error.compare.noRedline');
  return {
    file: path.join(ctx.config.filesDir, job.result_path!),
    name: `redline-${pair.older.designation_no}-to-${pair.newer.designation_no}.pdf`,
  };
}
