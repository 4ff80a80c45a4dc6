import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { entitledSearchBody, searchBody, SearchGroup, SearchQuery, SearchReply, SearchResultItem, semanticBody } from '../../api/search';
import { forbidden } from '../http-error';
import { findPublisherIdsByCodes } from '../repositories/documents';
import { insertUsageEvent } from '../repositories/usage-events';
import type { SearchQuery as EngineQuery } from '../search/types';
import { toSearchItems } from './document-mapping';
import { requireScope, type Scope } from './scope';
import { toKeywords, toRefinements, toSort } from './search-request';

/*
 * Content search (everything the tenant offers: results show it all, entitlement decides
 * opening), my-subscription search (the account's subscribed publishers only) and semantic
 * search (accounts with the semantic flag). Every search is a usage event.
 */

type Body = z.output<typeof searchBody>;
type EntitledBody = z.output<typeof entitledSearchBody>;

async function recordSearch(req: FastifyRequest, scope: Scope) {
  await insertUsageEvent(req.server.db, { tenantId: scope.session.tenantId, accountId: scope.session.account.id, userId: scope.session.userId, kind: 'search' });
}

async function run(req: FastifyRequest, scope: Scope, q: EngineQuery, grouped: boolean): Promise<SearchReply> {
  const page = await req.server.searchIndex.search(q);
  const result = await toSearchItems(req.server.db, page.hits.map((h) => h.documentId), scope.offered);
  await recordSearch(req, scope);
  const reply: SearchReply = { count: page.total, result, nextPageFlag: page.nextPageFlag };
  if (grouped) reply.groups = await groupsOf(req, q, result);
  return reply;
}

/** The page's results grouped per publisher; showMore when the publisher has more matches than the page shows. */
async function groupsOf(req: FastifyRequest, q: EngineQuery, items: SearchResultItem[]): Promise<SearchGroup[]> {
  const counts = new Map((await req.server.searchIndex.facets(q, ['publisher'])).publisher?.map((f) => [f.key, f.count]) ?? []);
  const groups = new Map<string, SearchGroup>();
  for (const it of items) {
    let g = groups.get(it.publisherCode);
    if (!g) groups.set(it.publisherCode, (g = { publisherName: it.publisherName, publisherCode: it.publisherCode, count: counts.get(it.publisherCode) ?? 0, contentList: [], showMore: false, showMoreResults: false }));
    g.contentList.push({ contentCode: it.contentCode, designationNo: it.designationNo, documentTitle: it.documentTitle, designationNoList: [it.designationNo, ...it.connections.map((c) => c.designationNo)] });
  }
  for (const g of groups.values()) g.showMore = g.count > g.contentList.length;
  return [...groups.values()];
}

/** POST /api/documents/search: all content the tenant offers. */
export async function contentSearch(req: FastifyRequest, body: Body, query: SearchQuery): Promise<SearchReply> {
  const scope = await requireScope(req);
  const keywords = toKeywords(body.keywords, { allowEmpty: false, objectName: 'searchRequest' });
  return run(req, scope, {
    keywords, stype: body.searchField, publisherIds: scope.offered, refinements: toRefinements(body.refinements),
    sort: toSort(body.sortType, query.sort), page: query.page, size: query.size,
  }, query.grouped === 'true');
}

/** The publishers a my-subscription call covers: the entitled ones, narrowed to `publisherId` when given. */
export async function entitledPublishers(req: FastifyRequest, scope: Scope, publisherId: EntitledBody['publisherId']): Promise<number[]> {
  if (publisherId === null || publisherId === undefined || publisherId === '') return scope.entitled;
  const id = typeof publisherId === 'number' || /^\d+$/.test(publisherId)
    ? Number(publisherId)
    : (await findPublisherIdsByCodes(req.server.db, [publisherId]))[0]?.id;
  return id !== undefined && scope.entitled.includes(id) ? [id] : [];
}

/** POST /api/documents/entitled-documents/search: the account's subscriptions only; empty term = `*`. */
export async function entitledSearch(req: FastifyRequest, body: EntitledBody, query: SearchQuery): Promise<SearchReply> {
  const scope = await requireScope(req);
  const keywords = toKeywords(body.keywords, { allowEmpty: true, objectName: 'searchRequest' });
  return run(req, scope, {
    keywords, stype: body.searchField, publisherIds: await entitledPublishers(req, scope, body.publisherId),
    refinements: toRefinements(body.refinements), sort: toSort(body.sortType, query.sort), page: query.page, size: query.size,
  }, query.grouped === 'true');
}

/** POST /api/semantic-search/v1/query: 403 unless the account has the semantic-search flag. */
export async function semanticSearch(req: FastifyRequest, body: z.output<typeof semanticBody>, query: SearchQuery): Promise<SearchReply> {
  const scope = await requireScope(req);
  if (scope.session.account.semantic_search_flag !== 1) throw forbidden('error.semanticSearchNotAllowed');
  const keywords = toKeywords(body.keywords, { allowEmpty: false, objectName: 'semanticSearchRequest' });
  const page = await req.server.searchIndex.semantic({ keywords, publisherIds: scope.offered, page: query.page, size: query.size });
  const result = await toSearchItems(req.server.db, page.hits.map((h) => h.documentId), scope.offered);
  await recordSearch(req, scope);
  return { count: page.total, result, nextPageFlag: page.nextPageFlag };
}
