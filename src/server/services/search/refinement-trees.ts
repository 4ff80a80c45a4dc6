import type { RefinementNode } from '../../../api/search';
import { listPublishers, listTaxonomyNodes } from '../../repositories/documents';
import { listAccountSubscriptions } from '../../repositories/subscriptions';
import { notFound } from '../../http-error';
import { requireScope } from '../scope';
import { ROOT_OF_TREE, TREE_OF_ROOT } from './request';
import type { ServiceContext } from '../context';

/*
 * Refinement trees (000 §3 Refinement node) with the number of documents the tenant offers on
 * each node. They depend only on the tenant, so the client caches them for 720000 ms; nodes
 * with no document are left out.
 */

type Counts = Map<string, number>;

async function catalogueCounts(ctx: ServiceContext, publisherIds: number[] | null, tree: string): Promise<Counts> {
  const facets = await ctx.searchIndex.facets(
    { keywords: '*', stype: 'A', publisherIds, refinements: [], sort: 'BEST_MATCH', page: 0, size: 1 },
    [tree],
  );
  return new Map((facets[tree] ?? []).map((f) => [f.key, f.count]));
}

const leaf = (k: string, r: number, n: string, count: number, parentKey: string | null, pk: string[] | null): RefinementNode => ({
  k,
  r,
  n,
  pk,
  parentKey,
  count,
  isChecked: false,
  child: [],
  showBillboard: false,
  billboardName: null,
  billboardLogo: null,
});

/** One taxonomy tree as nested nodes; pk lists the ancestors, root first. */
export async function taxonomyTree(ctx: ServiceContext, tree: string, publisherIds: number[] | null): Promise<RefinementNode[]> {
  const [nodes, counts] = await Promise.all([listTaxonomyNodes(ctx.db, [tree]), catalogueCounts(ctx, publisherIds, tree)]);
  const parentOf = new Map(nodes.map((n) => [n.key, n.parent_key]));
  const ancestors = (key: string | null): string[] => {
    const out: string[] = [];
    for (let k = key; k; k = parentOf.get(k) ?? null) out.unshift(k);
    return out;
  };
  const made = new Map<string, RefinementNode>();
  const roots: RefinementNode[] = [];
  for (const n of nodes) {
    const count = counts.get(n.key) ?? 0;
    if (count === 0) continue;
    const pk = ancestors(n.parent_key);
    const node = leaf(n.key, ROOT_OF_TREE[tree] ?? n.root, n.name, count, n.parent_key, pk.length ? pk : null);
    made.set(n.key, node);
    // Parents come before children (ids in tree order); a child whose parent has no documents cannot exist.
    const parent = n.parent_key ? made.get(n.parent_key) : undefined;
    (parent ? parent.child : roots).push(node);
  }
  return roots;
}

/** The publisher tree (refinement 1) of the offered publishers. */
async function publisherTree(ctx: ServiceContext, publisherIds: number[] | null): Promise<RefinementNode[]> {
  const [pubs, counts] = await Promise.all([listPublishers(ctx.db), catalogueCounts(ctx, publisherIds, 'publisher')]);
  return pubs.filter((p) => (counts.get(p.code) ?? 0) > 0).map((p) => leaf(p.code, 1, p.name, counts.get(p.code)!, null, null));
}

/** GET /api/refinement/taxonomy/{id} and the named tree calls. */
export async function refinementTree(ctx: ServiceContext, root: number): Promise<RefinementNode[]> {
  const scope = await requireScope(ctx);
  const tree = TREE_OF_ROOT[root];
  if (!tree) throw notFound('error.notFound');
  return tree === 'publisher' ? publisherTree(ctx, scope.offered) : taxonomyTree(ctx, tree, scope.offered);
}

/** GET /api/refinement/sectors-and-themes: industry sectors, then topics (themes). */
export async function sectorsAndThemes(ctx: ServiceContext): Promise<RefinementNode[]> {
  const scope = await requireScope(ctx);
  return [...(await taxonomyTree(ctx, 'industry', scope.offered)), ...(await taxonomyTree(ctx, 'topic', scope.offered))];
}

/** GET /api/documents/entitled-documents/refinement-nodes: the account's subscribed publishers, with its billboard. */
export async function entitledRefinementNodes(ctx: ServiceContext): Promise<RefinementNode[]> {
  const scope = await requireScope(ctx);
  const [subs, counts] = await Promise.all([
    listAccountSubscriptions(ctx.db, scope.session.account.id),
    catalogueCounts(ctx, scope.entitled, 'publisher'),
  ]);
  const settings = JSON.parse(scope.session.account.settings_json || '{}') as { billboard?: boolean };
  const names = new Map((await listPublishers(ctx.db)).map((p) => [p.code, p.name]));
  return subs
    .filter((s) => (counts.get(s.publisher_code) ?? 0) > 0)
    .map((s) => ({
      ...leaf(s.publisher_code, 1, names.get(s.publisher_code) ?? s.name, counts.get(s.publisher_code)!, null, null),
      showBillboard: settings.billboard === true,
      billboardName: settings.billboard === true ? s.name : null,
      billboardLogo: settings.billboard === true ? s.image_path : null,
    }));
}
