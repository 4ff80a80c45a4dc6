/** Where a page (0-based) of `size` items stands in a list of `total`: the one paging rule of every list screen. */
export interface PageWindow {
  pages: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** 1-based positions of the page's first and last item; 0 and 0 for an empty list. */
  first: number;
  last: number;
}

export function pageWindow(page: number, size: number, total: number): PageWindow {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, size)));
  return {
    pages,
    hasPrevious: page > 0,
    hasNext: page + 1 < pages,
    first: total ? page * size + 1 : 0,
    last: Math.min(total, (page + 1) * size),
  };
}
