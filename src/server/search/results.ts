import type { Catalogue } from './catalogue';
import type { FacetCount, Refinement, SearchPage, SearchSort } from './types';

/** Matches of one query inside its scope, before refinements: catalogue rows and scores. */
export interface Matched {
  rows: Int32Array;
  scores: Float64Array;
}

/** Row test for the publisher scope (entitlement / tenant); null scope = everything. */
export function scopeTest(cat: Catalogue, publisherIds: number[] | null): (row: number) => boolean {
  if (publisherIds === null) return () => true;
  const allowed = new Set(publisherIds);
  return (row) => allowed.has(cat.publisher[row]);
}

/*
 * Refinements: a document passes a tree when it sits on any selected node of that tree; trees
 * are ANDed. The publisher tree filters on the document's publisher itself, which is always
 * right even where no taxonomy row links documents to publisher nodes.
 */
export function refinementTest(cat: Catalogue, refinements: Refinement[], exceptTree?: string): (row: number) => boolean {
  const tests: ((row: number) => boolean)[] = [];
  for (const r of refinements) {
    if (r.tree === exceptTree || r.keys.length === 0) continue;
    if (r.tree === 'publisher') {
      const pubs = new Set(r.keys.map((k) => cat.publisherByCode.get(k) ?? Number(k)));
      tests.push((row) => pubs.has(cat.publisher[row]));
      continue;
    }
    const nodes = new Set<number>();
    for (const k of r.keys) {
      const id = cat.nodeByTreeKey.get(`${r.tree}\u0000${k}`);
      if (id !== undefined) nodes.add(id);
    }
    tests.push((row) => {
      for (let i = cat.nodeStart[row]; i < cat.nodeStart[row + 1]; i++) if (nodes.has(cat.nodeIds[i])) return true;
      return false;
    });
  }
  return (row) => tests.every((t) => t(row));
}

/**
 * The `k` smallest of a stream of (integer key, item) pairs: a bounded max-heap in typed arrays,
 * O(n log k) with no closure call per item, so one page of 100k matches needs no full sort.
 * Keys are unique (catalogue ranks), so the answer does not depend on arrival order.
 */
class SmallestK {
  private keys: Int32Array;
  private items: Int32Array;
  private n = 0;

  constructor(private k: number) {
    this.keys = new Int32Array(k);
    this.items = new Int32Array(k);
  }

  offer(key: number, item: number): void {
    const { keys, items } = this;
    if (this.n < this.k) {
      let j = this.n++;
      while (j > 0) {
        const p = (j - 1) >> 1;
        if (keys[p] >= key) break;
        keys[j] = keys[p];
        items[j] = items[p];
        j = p;
      }
      keys[j] = key;
      items[j] = item;
    } else if (this.k > 0 && key < keys[0]) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= this.n) break;
        const r = l + 1;
        const c = r < this.n && keys[r] > keys[l] ? r : l;
        if (keys[c] <= key) break;
        keys[i] = keys[c];
        items[i] = items[c];
        i = c;
      }
      keys[i] = key;
      items[i] = item;
    }
  }

  /** The kept items, smallest key first. */
  sorted(): number[] {
    const order = Array.from({ length: this.n }, (_, i) => i).sort((a, b) => this.keys[a] - this.keys[b]);
    return order.map((i) => this.items[i]);
  }
}

/**
 * Applies refinements, sorts and cuts one page. Best match orders by score, then by the
 * catalogue's base rank; only the few hundred ranked matches carry a score, so those are sorted
 * and the unscored rest only has its best `k` kept by base rank.
 */
export function pageOf(
  cat: Catalogue,
  m: Matched,
  refinements: Refinement[],
  sort: SearchSort,
  page: number,
  size: number,
): SearchPage {
  const pass = refinements.length ? refinementTest(cat, refinements) : null;
  const { rows, scores } = m;
  const best = sort === 'BEST_MATCH';
  const rank = best ? cat.baseRank : cat.alphaRank;
  const dir = sort === 'ALPHA_DESC' ? -1 : 1;
  const start = Math.max(0, page) * size;
  const k = start + size;
  const unscored = new SmallestK(k);
  const scored: number[] = [];
  let total = 0;
  for (let i = 0; i < rows.length; i++) {
    if (pass && !pass(rows[i])) continue;
    total++;
    if (best && scores[i] !== 0) scored.push(i);
    else unscored.offer(dir * rank[rows[i]], i);
  }
  let first = unscored.sorted();
  if (best && scored.length) {
    scored.sort((a, b) => scores[b] - scores[a] || rank[rows[a]] - rank[rows[b]]);
    // Higher scores first, then the unscored (score 0), then any below 0.
    const cut = scored.findIndex((i) => scores[i] < 0);
    const above = cut < 0 ? scored : scored.slice(0, cut);
    const below = cut < 0 ? [] : scored.slice(cut);
    first = [...above.slice(0, k), ...first, ...below.slice(0, k)].slice(0, k);
  }
  const hits = first.slice(start).map((i) => ({ documentId: cat.ids[rows[i]], score: Math.round(scores[i] * 1e6) / 1e6 }));
  return { total, hits, nextPageFlag: start + size < total };
}

/*
 * Counts per node of each tree over the matches. Multi-select facets: a tree is counted under
 * every refinement but its own, so its other keys keep their counts once one is chosen. Trees
 * without a refinement of their own share one pass; counting is into an array by node id.
 */
export function facetCounts(
  cat: Catalogue,
  m: Matched,
  refinements: Refinement[],
  trees: string[],
): Record<string, FacetCount[]> {
  const groups = new Map<string, string[]>();
  for (const tree of trees) {
    const own = refinements.some((r) => r.tree === tree && r.keys.length > 0) ? tree : '';
    groups.set(own, [...(groups.get(own) ?? []), tree]);
  }
  const out: Record<string, FacetCount[]> = {};
  for (const [except, group] of groups) {
    const pass = refinements.length ? refinementTest(cat, refinements, except || undefined) : null;
    const nodeCounts = new Int32Array(cat.maxNodeId + 1);
    const pubCounts = new Int32Array(cat.maxPublisherId + 1);
    const { nodeStart, nodeIds } = cat;
    for (let i = 0; i < m.rows.length; i++) {
      const row = m.rows[i];
      if (pass && !pass(row)) continue;
      pubCounts[cat.publisher[row]]++;
      for (let j = nodeStart[row]; j < nodeStart[row + 1]; j++) nodeCounts[nodeIds[j]]++;
    }
    for (const tree of group) {
      const list: FacetCount[] = [];
      if (tree === 'publisher') {
        pubCounts.forEach((count, id) => count > 0 && list.push({ key: cat.publisherCode.get(id) ?? String(id), count }));
      } else {
        for (const id of cat.nodesByTree.get(tree) ?? [])
          if (nodeCounts[id] > 0) list.push({ key: cat.nodes.get(id)!.key, count: nodeCounts[id] });
      }
      out[tree] = list.sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
    }
  }
  return out;
}
