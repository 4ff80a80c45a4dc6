/*
 * The compass-point lists (001 §2, §5, §9): status toggle with its sort and page resets, sort keys
 * with the '-' / '+' suffix, page size 10, and the display truncations.
 */

import {
  COMPASS_POINT_LIMITS,
  COMPASS_POINT_PAGE_SIZE,
  COMPASS_POINT_SORT_FIELDS,
  decodeSortKey,
  encodeSortKey,
  type CompassPointListStatus,
  type CompassPointSortField,
} from '../../../api/compass-points';
import type { Authority } from '../../../api/account';

export const LIST_PAGE_SIZE = COMPASS_POINT_PAGE_SIZE;

/** 001 §5 sortable fields. */
export const SORT_FIELDS = COMPASS_POINT_SORT_FIELDS;
export type SortField = CompassPointSortField;
export type SortDir = 'asc' | 'desc';
export interface Sort {
  field: SortField;
  dir: SortDir;
}

export type ListStatus = 'active' | 'deactivated';

/** The status parameter of the list calls. */
export const serverStatus = (s: ListStatus): CompassPointListStatus => (s === 'active' ? 'Active' : 'Deactivated');

/** 001 §5: '-' means descending, '+' ascending. */
export function encodeSort(s: Sort): string {
  return encodeSortKey({ field: s.field, direction: s.dir });
}

/** Reads a sort key back; null when it is not one of the sortable fields with a suffix. */
export function decodeSort(key: string | null | undefined): Sort | null {
  const k = key ? decodeSortKey(key, SORT_FIELDS) : null;
  return k && { field: k.field, dir: k.direction };
}

/** 001 §9: active lists sort by createdDate descending, deactivated ones by the deactivation date descending. */
export function defaultSort(status: ListStatus): Sort {
  return status === 'active' ? { field: 'createdDate', dir: 'desc' } : { field: 'deletedDate', dir: 'desc' };
}

/** The columns of each list; the deactivated list adds who deactivated it and when. */
export function listColumns(status: ListStatus): SortField[] {
  return status === 'active'
    ? ['designation', 'contentStatus', 'name', 'email', 'createdDate']
    : ['designation', 'contentStatus', 'name', 'email', 'deletedByEmail', 'deletedDate'];
}

/** Clicking a column: the same column flips its direction, another one starts ascending. */
export function nextSort(current: Sort, field: SortField): Sort {
  return current.field === field ? { field, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { field, dir: 'asc' };
}

/** The list's URL state. */
export interface ListState {
  status: ListStatus;
  sort: Sort;
  page: number;
}

/** Reads the list state from the URL, with safe defaults. */
export function readListState(params: URLSearchParams): ListState {
  const status: ListStatus = params.get('status') === 'deactivated' ? 'deactivated' : 'active';
  const page = Math.max(0, Math.floor(Number(params.get('page')) || 0));
  return { status, sort: decodeSort(params.get('sort')) ?? defaultSort(status), page };
}

/** 001 §2: switching the status resets sorting to that status's default and goes back to page 0. */
export function toggleStatus(state: ListState, status: ListStatus): ListState {
  return { status, sort: defaultSort(status), page: 0 };
}

/** A new sort goes back to page 0. */
export function withSort(state: ListState, field: SortField): ListState {
  return { ...state, sort: nextSort(state.sort, field), page: 0 };
}

export function listParams(state: ListState): Record<string, string> {
  return { status: state.status, sort: encodeSort(state.sort), page: String(state.page) };
}

/** 001 §9 display limits. */
export const DISPLAY = {
  selectionText: COMPASS_POINT_LIMITS.tableSelectionText,
  selectionTooltip: COMPASS_POINT_LIMITS.tableSelectionTooltip,
  name: COMPASS_POINT_LIMITS.nameDisplay,
  history: COMPASS_POINT_LIMITS.changeHistoryText,
} as const;

/** Cuts text to `max` characters and marks the cut with an ellipsis. */
export function truncate(text: string | null | undefined, max: number): string {
  const t = text ?? '';
  return t.length > max ? `${t.slice(0, max)}…` : t;
}

/** The selection text cell: 50 characters, and a tooltip with up to 1000. */
export function selectionCell(text: string | null | undefined): { text: string; tooltip: string } {
  return { text: truncate(text, DISPLAY.selectionText), tooltip: truncate(text, DISPLAY.selectionTooltip) };
}

/**
 * 001 §2, §6: on the admin list a document name opens the document in a viewer dialog (after the
 * entitlement check) only for the ADMIN authority; a compass-point administrator without it
 * follows the name to the document screen, like the owner's own list.
 */
export function opensInViewer(authorities: readonly Authority[]): boolean {
  return authorities.includes('COMPASS_USER_ADMIN');
}
