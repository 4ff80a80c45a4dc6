/** One slot of the pager: a page index (0-based) or an ellipsis. */
export type PagerSlot = { kind: 'page'; page: number; current: boolean } | { kind: 'ellipsis'; key: string };

export interface PagerModel {
  slots: PagerSlot[];
  hasPrevious: boolean;
  /** 000 §4: a next page only when the reply set nextPageFlag. */
  hasNext: boolean;
}

/** 000 §4: at most 3 numbered pages. */
export const PAGER_WINDOW = 3;

/**
 * Pager of the search screen: up to 3 numbered pages around the current one, an ellipsis for the
 * pages left out. When the total is unknown (count 0 with a next page), the window ends at page+1.
 */
export function pagerModel(page: number, size: number, count: number, nextPageFlag: boolean): PagerModel {
  const known = Math.max(1, Math.ceil(count / Math.max(1, size)));
  // The flag is the authority: a server that says "more" can extend past the count's estimate.
  const total = nextPageFlag ? Math.max(known, page + 2) : page + 1;
  const start = Math.max(0, Math.min(page - 1, total - PAGER_WINDOW));
  const end = Math.min(total - 1, start + PAGER_WINDOW - 1);
  const slots: PagerSlot[] = [];
  if (start > 0) slots.push({ kind: 'ellipsis', key: 'before' });
  for (let p = start; p <= end; p++) slots.push({ kind: 'page', page: p, current: p === page });
  if (end < total - 1) slots.push({ kind: 'ellipsis', key: 'after' });
  return { slots, hasPrevious: page > 0, hasNext: nextPageFlag };
}
