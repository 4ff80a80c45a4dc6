import type { RefinementItem } from '../../../../api/search';

/** The search's filters in a count's query key, in key order. */
export type CountFilters = [
  mode: string,
  keywords: string,
  stype: string,
  refinements: readonly RefinementItem[],
  publisherId: string | null,
];

/** Query keys of the search feature (one factory, src/README.md §3.5). */
export const searchKeys = {
  all: ['search'] as const,
  results: (mode: string, body: unknown, query: unknown) => ['search', 'results', mode, body, query] as const,
  typeAhead: (keywords: string) => ['search', 'type-ahead', keywords] as const,
  typeAheadPublisher: (keywords: string, publisher: string) => ['search', 'type-ahead', keywords, publisher] as const,
  /** Refinement trees do not depend on the user's terms: one entry per tree and language. */
  tree: (root: number, language: string) => ['search', 'tree', root, language] as const,
  /** The subscription search's publisher nodes: the account's, not the terms'. */
  refinementNodes: () => ['search', 'refinement-nodes'] as const,
  topLevelCounts: (section: 'Publisher' | 'Category', ...filters: CountFilters) =>
    ['search', 'top-level-counts', section, ...filters] as const,
  counts: (kind: 'publisher' | 'other', ...filters: CountFilters) => ['search', 'counts', kind, ...filters] as const,
};
