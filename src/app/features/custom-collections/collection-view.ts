import {
  COLLECTION_PAGE_SIZES,
  COLLECTION_PAGE_SIZE_DEFAULT,
  COLLECTION_SORTS,
  COLLECTION_SORT_DEFAULT,
  type CollectionSort,
} from '../../../api/custom-collections';

/* Custom collections' list rules (002 §2, §4, §9): publisher display, URL state, paging. */

/** 002 §2: the publisher shown is the part of the stored value before a vertical bar. */
export function publisherName(stored: string): string {
  const bar = stored.indexOf('|');
  return (bar === -1 ? stored : stored.slice(0, bar)).trim();
}

export interface CollectionParams {
  page: number;
  size: number;
  sort: CollectionSort;
}

/** Page (0-based), size (10/20/50/100, default 10) and sort (default ALPHA_DESC) from the URL. */
export function readCollectionParams(params: URLSearchParams): CollectionParams {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sort = params.get('sort');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 0,
    size: (COLLECTION_PAGE_SIZES as readonly number[]).includes(size) ? size : COLLECTION_PAGE_SIZE_DEFAULT,
    sort: (COLLECTION_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CollectionSort) : COLLECTION_SORT_DEFAULT,
  };
}

/** The URL for new parameters; a new size or sort starts again at the first page. */
export function nextCollectionParams(current: CollectionParams, change: Partial<CollectionParams>): Record<string, string> {
  const resets = change.size !== undefined || change.sort !== undefined;
  const next = { ...current, ...change, page: resets ? 0 : (change.page ?? current.page) };
  return { page: String(next.page), size: String(next.size), sort: next.sort };
}
