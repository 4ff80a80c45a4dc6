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

/**
 * The subscription search's publisher list (000 §7 refinement nodes): the account's subscribed
 * publishers in the order the nodes give, each with its count for this search; publishers without
 * matches drop out unless selected. While the counts load, every subscribed publisher shows.
 */
export function subscribedPublishers<N extends Pick<RefinementNode, 'k' | 'r'>>(
  nodes: readonly N[],
  countOf: Map<string, number> | null,
  isChecked: (n: N) => boolean,
): N[] {
  if (!countOf) return [...nodes];
  return nodes.filter((n) => (countOf.get(n.k) ?? 0) > 0 || isChecked(n));
}

/**
 * A node's count while the section's counts come in two calls (000 §7): every tree's counts once
 * they are here; before that, a first-level node takes the top-level count call's figure.
 */
export function layeredCount(
  node: Pick<RefinementNode, 'k' | 'r'>,
  full: Map<string, number> | null,
  topLevel: Map<string, number> | null,
): number | null {
  return full ? nodeCount(node, full) : topLevel?.has(`${node.r}:${node.k}`) ? topLevel.get(`${node.r}:${node.k}`)! : null;
}
