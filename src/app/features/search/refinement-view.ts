import type { RefinementCount, RefinementNode } from '../../../api/search';

/** Counts keyed by refinement number and node key. */
export function countIndex(counts: readonly RefinementCount[] | undefined): Map<string, number> | null {
  if (!counts) return null;
  return new Map(counts.map((c) => [`${c.r}:${c.k}`, c.count]));
}

/** The node's count for the current search: the search counts once loaded, else none yet. */
export function nodeCount(node: Pick<RefinementNode, 'k' | 'r'>, index: Map<string, number> | null): number | null {
  if (!index) return null;
  return index.get(`${node.r}:${node.k}`) ?? 0;
}

/** Nodes worth offering: those with matches for the current search (all while counts load). */
export function nodesWithMatches(nodes: readonly RefinementNode[], index: Map<string, number> | null): RefinementNode[] {
  if (!index) return [...nodes];
  return nodes.filter((n) => (index.get(`${n.r}:${n.k}`) ?? 0) > 0);
}

/** 000 §4: the publisher refinement shows the first 2 until 'see more'; other lists show 5. */
export const PUBLISHERS_SHOWN = 2;
export const TREE_NODES_SHOWN = 5;
