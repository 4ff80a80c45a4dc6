import { refinementList, type RefinementItem } from '../../../api/search-terms';

/** Reads the `categories` parameter (a JSON list, 000 §2.3); anything unreadable means none. */
export function parseCategories(text: string | null | undefined): RefinementItem[] {
  if (!text) return [];
  try {
    const parsed = refinementList.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The `categories` JSON text for a list of refinements. */
export function serializeCategories(items: readonly RefinementItem[]): string {
  return JSON.stringify(items);
}

/** Same node = same key in the same refinement tree. */
export function sameRefinement(a: Pick<RefinementItem, 'k' | 'r'>, b: Pick<RefinementItem, 'k' | 'r'>): boolean {
  return a.k === b.k && a.r === b.r;
}

export function isSelected(list: readonly RefinementItem[], node: Pick<RefinementItem, 'k' | 'r'>): boolean {
  return list.some((i) => sameRefinement(i, node));
}

/** Adds the node when it is not selected, removes it when it is. */
export function toggleRefinement(
  list: readonly RefinementItem[],
  node: { k: string; r: number; n: string; pk?: string[] | null },
): RefinementItem[] {
  if (isSelected(list, node)) return list.filter((i) => !sameRefinement(i, node));
  return [...list, { k: node.k, r: node.r, n: node.n, pk: node.pk ?? null, pn: null }];
}

/** 000 §4: selected refinements show 2 until 'see more'. */
export const SELECTED_REFINEMENTS_SHOWN = 2;
export function visibleSelected<T>(list: readonly T[], expanded: boolean): { shown: T[]; hidden: number } {
  if (expanded || list.length <= SELECTED_REFINEMENTS_SHOWN) return { shown: [...list], hidden: 0 };
  return { shown: list.slice(0, SELECTED_REFINEMENTS_SHOWN), hidden: list.length - SELECTED_REFINEMENTS_SHOWN };
}
