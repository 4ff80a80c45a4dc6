import type { z } from 'zod';
import type {
  entitledSearchBody,
  searchBody,
  SearchGroup,
  SearchQuery,
  SearchReply,
  SearchResultItem,
  semanticBody,
} from '../../../api/search';
import { forbidden } from '../../http-error';
import { findPublisherIdsByCodes } from '../../repositories/documents';
import { recordUsage } from '../usage/record-usage';
import type { Passage } from '../../search/passage';
import { findPrintedDocumentIds } from '../../repositories/documents';
import type { SearchQuery as EngineQuery } from '../../search/types';
import { mayViewText } from '../content-access/require-content';
import { toSearchItems } from '../documents/mapping';
import { requireScope, type Scope } from '../scope';
import { toKeywords, toRefinements, toSort } from './request';
import { groupFor } from './publisher-groups';
import type { ServiceContext } from '../context';

/*
 * Content search (everything the tenant offers: results show it all, entitlement decides
 * opening), my-subscription search (the account's subscribed publishers only) and semantic
 * search (accounts with the semantic flag). Every search is a usage event.
 */

type Body = z.output<typeof searchBody>;
type EntitledBody = z.output<typeof entitledSearchBody>;

/**
 * The passages explaining a page of semantic results: they match words the engine added for the
 * question (thesaurus, spelling), which the result's title often does not show. Other searches
 * match the words as typed, and explaining every page of them would cost a node about a third of
 * its searches per second, for little an engineer cannot see already.
 */
async function passagesOf(ctx: ServiceContext, scope: Scope, keywords: string, ids: number[]): Promise<Map<number, Passage>> {
  return ctx.searchIndex.explain({ keywords, kind: 'semantic', documentIds: ids, mayReadText: mayViewText(scope) });
}

/**
 * The passages of the printed documents among a page of results (delivered as PDFs, their text is
 * their pages): where in a 400-page manual or a scan the words are is what the card cannot show,
 * and the result opens at that page. Other documents' words show in their titles and clauses.
 */
async function printedPassages(
  ctx: ServiceContext,
  scope: Scope,
  keywords: string,
  ids: number[],
): Promise<Map<number, Passage>> {
  const printed = await findPrintedDocumentIds(ctx.db, ids);
  if (!printed.length) return new Map();
  return ctx.searchIndex.explain({ keywords, kind: 'lexical', documentIds: printed, mayReadText: mayViewText(scope) });
}

async function run(ctx: ServiceContext, scope: Scope, q: EngineQuery, grouped: boolean): Promise<SearchReply> {
  const page = await ctx.searchIndex.search(q);
  const ids = page.hits.map((h) => h.documentId);
  // Only an all-text search looks in the pages; a designation or title search has nothing there to show.
  const passages = q.stype === 'A' ? await printedPassages(ctx, scope, q.keywords, ids) : undefined;
  const result = await toSearchItems(ctx.db, ids, scope.offered, passages);
  await recordUsage(ctx, scope, 'search');
  const reply: SearchReply = { count: page.total, result, nextPageFlag: page.nextPageFlag };
  if (grouped) reply.groups = await groupsOf(ctx, q, result);
  return reply;
}

/** A keyword search over these publishers, with the body's field, refinements and sort and the query's page. */
function searchOver(
  ctx: ServiceContext,
  scope: Scope,
  publisherIds: EngineQuery['publisherIds'],
  keywords: string,
  body: Body | EntitledBody,
  query: SearchQuery,
): Promise<SearchReply> {
  const q: EngineQuery = {
    keywords,
    stype: body.searchField,
    publisherIds,
    refinements: toRefinements(body.refinements),
    sort: toSort(body.sortType, query.sort),
    page: query.page,
    size: query.size,
  };
  return run(ctx, scope, q, query.grouped === 'true');
}

/** The page's results grouped per publisher; showMore when the publisher has more matches than the page shows. */
async function groupsOf(ctx: ServiceContext, q: EngineQuery, items: SearchResultItem[]): Promise<SearchGroup[]> {
  const counts = new Map((await ctx.searchIndex.facets(q, ['publisher'])).publisher?.map((f) => [f.key, f.count]) ?? []);
  const groups = new Map<string, SearchGroup>();
  for (const it of items) {
    const g = groupFor(groups, it.publisherCode, () => ({
      publisherName: it.publisherName,
      publisherCode: it.publisherCode,
      count: counts.get(it.publisherCode) ?? 0,
      contentList: [],
      showMore: false,
      showMoreResults: false,
    }));
    g.contentList.push({
      contentCode: it.contentCode,
      designationNo: it.designationNo,
      documentTitle: it.documentTitle,
      designationNoList: [it.designationNo, ...it.connections.map((c) => c.designationNo)],
    });
  }
  for (const g of groups.values()) g.showMore = g.count > g.contentList.length;
  return [...groups.values()];
}

/** POST /api/documents/search: all content the tenant offers. */
export async function contentSearch(ctx: ServiceContext, body: Body, query: SearchQuery): Promise<SearchReply> {
  const scope = await requireScope(ctx);
  const keywords = toKeywords(body.keywords, { allowEmpty: false, objectName: 'searchRequest' });
  return searchOver(ctx, scope, scope.offered, keywords, body, query);
}

/** The publishers a my-subscription call covers: the entitled ones, narrowed to `publisherId` when given. */
export async function entitledPublishers(
  ctx: ServiceContext,
  scope: Scope,
  publisherId: EntitledBody['publisherId'],
): Promise<number[]> {
  if (publisherId === null || publisherId === undefined || publisherId === '') return scope.entitled;
  const id =
    typeof publisherId === 'number' || /^\d+$/.test(publisherId)
      ? Number(publisherId)
      : (await findPublisherIdsByCodes(ctx.db, [publisherId]))[0]?.id;
  return id !== undefined && scope.entitled.includes(id) ? [id] : [];
}

/** POST /api/documents/entitled-documents/search: the account's subscriptions only; empty term = `*`. */
export async function entitledSearch(ctx: ServiceContext, body: EntitledBody, query: SearchQuery): Promise<SearchReply> {
  const scope = await requireScope(ctx);
  const keywords = toKeywords(body.keywords, { allowEmpty: true, objectName: 'searchRequest' });
  return searchOver(ctx, scope, await entitledPublishers(ctx, scope, body.publisherId), keywords, body, query);
}

/** POST /api/semantic-search/v1/query: 403 unless the account has the semantic-search flag. */
export async function semanticSearch(
  ctx: ServiceContext,
  body: z.output<typeof semanticBody>,
  query: SearchQuery,
): Promise<SearchReply> {
  const scope = await requireScope(ctx);
  if (scope.session.account.semantic_search_flag !== 1) throw forbidden('error.semanticSearchNotAllowed');
  const keywords = toKeywords(body.keywords, { allowEmpty: false, objectName: 'semanticSearchRequest' });
  const page = await ctx.searchIndex.semantic({ keywords, publisherIds: scope.offered, page: query.page, size: query.size });
  const ids = page.hits.map((h) => h.documentId);
  const result = await toSearchItems(ctx.db, ids, scope.offered, await passagesOf(ctx, scope, keywords, ids));
  await recordUsage(ctx, scope, 'search');
  return { count: page.total, result, nextPageFlag: page.nextPageFlag };
}
