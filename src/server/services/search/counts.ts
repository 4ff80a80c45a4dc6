import type { z } from 'zod';
import type { countBody, CountReply, entitledCountBody, RefinementCount, topLevelCountBody } from '../../../api/search';
import { listPublishers, listTaxonomyNodes } from '../../repositories/documents';
import type { SearchQuery as EngineQuery } from '../../search/types';
import { requireScope, type Scope } from '../scope';
import { entitledPublishers } from './search';
import { ROOT_OF_TREE, toKeywords, toRefinements } from './request';
import type { ServiceContext } from '../context';

/*
 * Counts for the refinement panel (000 §4: publisher and "other" counts load separately), over
 * the same matches the search finds: facets come from the same query (src/README.md §6).
 */

const OTHER_TREES = ['ics', 'category', 'topic', 'industry', 'documentType', 'committee'];

type Body = z.output<typeof countBody> & Partial<Pick<z.output<typeof entitledCountBody>, 'publisherId'>>;

async function engineQuery(ctx: ServiceContext, scope: Scope, body: Body, entitled: boolean): Promise<EngineQuery> {
  return {
    keywords: toKeywords(body.keywords, { allowEmpty: entitled, objectName: 'countRequest' }),
    stype: body.searchField,
    publisherIds: entitled ? await entitledPublishers(ctx, scope, body.publisherId) : scope.offered,
    refinements: toRefinements(body.refinements),
    sort: 'BEST_MATCH',
    page: 0,
    size: 1,
  };
}

async function countsOf(ctx: ServiceContext, q: EngineQuery, trees: string[], rootsOnly = false): Promise<CountReply> {
  const wantsPublisher = trees.includes('publisher');
  const [page, facets, nodes, pubs] = await Promise.all([
    ctx.searchIndex.search(q),
    ctx.searchIndex.facets(q, trees),
    listTaxonomyNodes(
      ctx.db,
      trees.filter((t) => t !== 'publisher'),
    ),
    wantsPublisher ? listPublishers(ctx.db) : Promise.resolve([]),
  ]);
  const nameOf = new Map<string, { n: string; root: boolean }>(
    nodes.map((n) => [`${n.tree}\u0000${n.key}`, { n: n.name, root: n.parent_key === null }]),
  );
  for (const p of pubs) nameOf.set(`publisher\u0000${p.code}`, { n: p.name, root: true });
  const counts: RefinementCount[] = [];
  for (const tree of trees) {
    for (const f of facets[tree] ?? []) {
      const meta = nameOf.get(`${tree}\u0000${f.key}`);
      if (rootsOnly && meta && !meta.root) continue;
      counts.push({ k: f.key, r: ROOT_OF_TREE[tree], n: meta?.n ?? f.key, count: f.count });
    }
  }
  return { count: page.total, counts };
}

/** POST …/search/count: counts on every tree but the publisher. */
export async function searchCounts(ctx: ServiceContext, body: Body, entitled: boolean): Promise<CountReply> {
  const scope = await requireScope(ctx);
  return countsOf(ctx, await engineQuery(ctx, scope, body, entitled), OTHER_TREES);
}

/** POST /api/refinement/publisher/…count: counts per publisher. */
export async function publisherCounts(ctx: ServiceContext, body: Body, entitled: boolean): Promise<CountReply> {
  const scope = await requireScope(ctx);
  return countsOf(ctx, await engineQuery(ctx, scope, body, entitled), ['publisher']);
}

/** POST …/search/top-level/count: the first level of the Publisher or Category section. */
export async function topLevelCounts(
  ctx: ServiceContext,
  body: Body & Pick<z.output<typeof topLevelCountBody>, 'section'>,
  entitled: boolean,
): Promise<CountReply> {
  const scope = await requireScope(ctx);
  return countsOf(
    ctx,
    await engineQuery(ctx, scope, body, entitled),
    [body.section === 'Publisher' ? 'publisher' : 'category'],
    true,
  );
}
