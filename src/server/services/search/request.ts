import { ALL_KEYWORDS, SEARCH_MIN_LENGTH, type RefinementItem, type SortType } from '../../../api/search';
import { badRequest } from '../../http-error';
import type { Refinement, SearchSort } from '../../search/types';

/*
 * Turns a search request of the contract into the engine's terms (000 §5): keywords, the
 * refinement numbering of §3, and the BEST_MATCH / OVERRIDE_SORT rule.
 */

/** Refinement number (`r`) → taxonomy tree. 2 ("other content") is the category tree. */
export const TREE_OF_ROOT: Record<number, string> = {
  0: 'ics',
  1: 'publisher',
  2: 'category',
  3: 'category',
  4: 'topic',
  5: 'industry',
  6: 'documentType',
  7: 'committee',
};
/** Taxonomy tree → the refinement number a node carries. */
export const ROOT_OF_TREE: Record<string, number> = {
  ics: 0,
  publisher: 1,
  category: 3,
  topic: 4,
  industry: 5,
  documentType: 6,
  committee: 7,
};

/** Selected refinements grouped per tree: keys of one tree are ORed, trees are ANDed. */
export function toRefinements(items: RefinementItem[]): Refinement[] {
  const byTree = new Map<string, Set<string>>();
  for (const it of items) {
    const tree = TREE_OF_ROOT[it.r];
    if (!tree) continue;
    let keys = byTree.get(tree);
    if (!keys) byTree.set(tree, (keys = new Set()));
    keys.add(it.k);
  }
  return [...byTree].map(([tree, keys]) => ({ tree, keys: [...keys] }));
}

/** BEST_MATCH ignores `sort`; OVERRIDE_SORT sorts by designation, descending only when asked. */
export function toSort(sortType: SortType, sort: string | undefined): SearchSort {
  if (sortType === 'BEST_MATCH') return 'BEST_MATCH';
  return sort?.endsWith(',desc') ? 'ALPHA_DESC' : 'ALPHA_ASC';
}

/**
 * The keywords to search. An empty term is `*` where allowed (my-subscription search);
 * otherwise the text needs at least 2 characters after trimming, or a 400 names the field.
 */
export function toKeywords(raw: string, opts: { allowEmpty: boolean; objectName: string }): string {
  const text = raw.trim();
  if (text === '' && opts.allowEmpty) return ALL_KEYWORDS;
  if (text === ALL_KEYWORDS) return ALL_KEYWORDS;
  if (text.length < SEARCH_MIN_LENGTH) {
    throw badRequest('error.validation', {
      params: opts.objectName,
      fieldErrors: [{ objectName: opts.objectName, field: 'keywords', message: 'Size' }],
    });
  }
  return text;
}
