import {
  SEARCH_DEFAULT_PAGE_SIZE,
  SEARCH_PAGE_SIZES,
  SORT_A_Z,
  SORT_Z_A,
  type RefinementItem,
  type SearchField,
} from '../../../api/search-terms';
import { parseCategories, serializeCategories } from './categories';

/** The three paths of the one search screen (000 §2.3). */
export type SearchMode = 'content' | 'subscription' | 'semantic';
export const SEARCH_MODE_PATH: Record<SearchMode, string> = {
  content: '/content-search',
  subscription: '/mysubscription-search',
  semantic: '/semantic-search',
};

/** Sort choices of 000 §5: best match (relevance), A–Z and Z–A by the first column. */
export type SortOption = 'BEST_MATCH' | typeof SORT_A_Z | typeof SORT_Z_A;
export const SORT_OPTIONS: readonly SortOption[] = ['BEST_MATCH', SORT_A_Z, SORT_Z_A];

/** Every query parameter of 000 §2.3, parsed. */
export interface SearchParams {
  content: string;
  stype: SearchField;
  /** 0-based page index. */
  page: number;
  /** Page size: 25, 50, 75 or 100. */
  sortcounts: number;
  sort: SortOption;
  categories: RefinementItem[];
  publisherid: string | null;
}

/** Which search the path names; null for other paths. */
export function searchModeFromPath(pathname: string): SearchMode | null {
  const p = pathname.replace(/\/+$/, '');
  for (const mode of Object.keys(SEARCH_MODE_PATH) as SearchMode[]) if (p === SEARCH_MODE_PATH[mode]) return mode;
  return null;
}

/** Reads the query string; a bad value falls back to its default instead of breaking the screen. */
export function parseSearchParams(qs: URLSearchParams): SearchParams {
  const stype = qs.get('stype');
  const page = Number(qs.get('page'));
  const size = Number(qs.get('sortcounts'));
  const sort = qs.get('sort');
  return {
    content: qs.get('content') ?? '',
    stype: stype === 'K' || stype === 'D' ? stype : 'A',
    page: Number.isInteger(page) && page > 0 ? page : 0,
    sortcounts: (SEARCH_PAGE_SIZES as readonly number[]).includes(size) ? size : SEARCH_DEFAULT_PAGE_SIZE,
    sort: SORT_OPTIONS.includes(sort as SortOption) ? (sort as SortOption) : 'BEST_MATCH',
    categories: parseCategories(qs.get('categories')),
    publisherid: qs.get('publisherid') || null,
  };
}

/** Writes the query string: content and stype always, the others only when not the default. */
export function buildSearchQuery(p: Partial<SearchParams> & { content: string }): string {
  const qs = new URLSearchParams();
  qs.set('content', p.content);
  qs.set('stype', p.stype ?? 'A');
  if (p.page) qs.set('page', String(p.page));
  if (p.sortcounts && p.sortcounts !== SEARCH_DEFAULT_PAGE_SIZE) qs.set('sortcounts', String(p.sortcounts));
  if (p.sort && p.sort !== 'BEST_MATCH') qs.set('sort', p.sort);
  if (p.categories && p.categories.length > 0) qs.set('categories', serializeCategories(p.categories));
  if (p.publisherid) qs.set('publisherid', p.publisherid);
  return qs.toString();
}

/** A search address: `/content-search/?content=…`. */
export function searchUrl(mode: SearchMode, p: Partial<SearchParams> & { content: string }): string {
  return `${SEARCH_MODE_PATH[mode]}/?${buildSearchQuery(p)}`;
}

/** 000 §2.3: switching the radio between all content and my subscription keeps the query string. */
export function switchModeUrl(mode: 'content' | 'subscription', search: string): string {
  const qs = search.startsWith('?') ? search.slice(1) : search;
  return `${SEARCH_MODE_PATH[mode]}/${qs ? `?${qs}` : ''}`;
}

/** 000 §2.3: without the semantic-search flag, /semantic-search goes to content search with stype A. */
export function semanticRedirect(semanticSearchFlag: boolean, qs: URLSearchParams): string | null {
  if (semanticSearchFlag) return null;
  return searchUrl('content', { content: qs.get('content') ?? '', stype: 'A' });
}
