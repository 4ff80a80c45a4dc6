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

/** Indices of the first `k` items of `items` under `cmp`, in order: a bounded heap, O(n log k), so a page of 100k matches needs no full sort. */
function firstK(items: number[], cmp: (a: number, b: number) => number, k: number): number[] {
  if (k >= items.length / 4) return items.sort(cmp).slice(0, k);
  const heap: number[] = []; // max-heap under cmp: heap[0] is the worst kept item
  const worse = (a: number, b: number) => cmp(a, b) > 0;
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && worse(heap[l], heap[m])) m = l;
      if (r < heap.length && worse(heap[r], heap[m])) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m], heap[i]];
      i = m;
    }
  };
  for (const it of items) {
    if (heap.length < k) {
      heap.push(it);
      for (let j = heap.length - 1; j > 0;) {
        const p = (j - 1) >> 1;
        if (!worse(heap[j], heap[p])) break;
        [heap[j], heap[p]] = [heap[p], heap[j]];
        j = p;
      }
    } else if (k > 0 && cmp(it, heap[0]) < 0) {
      heap[0] = it;
      siftDown(0);
    }
  }
  return heap.sort(cmp);
}

/** Applies refinements, sorts and cuts one page. */
export function pageOf(cat: Catalogue, m: Matched, refinements: Refinement[], sort: SearchSort, page: number, size: number): SearchPage {
  const pass = refinements.length ? refinementTest(cat, refinements) : null;
  const idx: number[] = [];
  for (let i = 0; i < m.rows.length; i++) if (!pass || pass(m.rows[i])) idx.push(i);
  const { rows, scores } = m;
  const dir = sort === 'ALPHA_DESC' ? -1 : 1;
  const cmp = sort === 'BEST_MATCH'
    ? (a: number, b: number) => scores[b] - scores[a] || cat.baseRank[rows[a]] - cat.baseRank[rows[b]]
    : (a: number, b: number) => dir * (cat.alphaRank[rows[a]] - cat.alphaRank[rows[b]]);
  const start = Math.max(0, page) * size;
  const first = firstK(idx, cmp, start + size);
  const hits = first.slice(start).map((i) => ({ documentId: cat.ids[rows[i]], score: Math.round(scores[i] * 1e6) / 1e6 }));
  return { total: idx.length, hits, nextPageFlag: start + size < idx.length };
}

/*
 * Counts per node of each tree over the matches. Multi-select facets: a tree is counted under
 * every refinement but its own, so its other keys keep their counts once one is chosen. Trees
 * without a refinement of their own share one pass; counting is into an array by node id.
 */
export function facetCounts(cat: Catalogue, m: Matched, refinements: Refinement[], trees: string[]): Record<string, FacetCount[]> {
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
        for (const id of cat.nodesByTree.get(tree) ?? []) if (nodeCounts[id] > 0) list.push({ key: cat.nodes.get(id)!.key, count: nodeCounts[id] });
      }
      out[tree] = list.sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
    }
  }
  return out;
}
