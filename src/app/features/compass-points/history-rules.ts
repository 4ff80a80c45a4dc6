/*
 * The change history (001 §2, §3, §4, §9): entry kinds, current vs previous values, page sizes
 * and sort options.
 */

import { CHANGE_HISTORY_PAGE_SIZES, CHANGE_HISTORY_SORT } from '../../../api/compass-points';

export const HISTORY_PAGE_SIZES = CHANGE_HISTORY_PAGE_SIZES;
export const HISTORY_DEFAULT_PAGE_SIZE = 10;
/** 001 §9: 'Newest to Oldest' and 'Oldest to Newest'. */
export const HISTORY_SORTS = CHANGE_HISTORY_SORT;
export type HistorySort = keyof typeof HISTORY_SORTS;

export type HistoryKind = 'created' | 'propagated' | 'edited' | 'selectionEdited' | 'reactivated' | 'deactivated' | 'other';

/** 001 §4: INSERT is created (propagated when it came from a source point), UPDATE and UPDATE-SELECTION edited, ACTIVATE reactivated, DEACTIVATE deactivated. */
export function historyKind(type: string, propagated?: boolean | number | null): HistoryKind {
  switch (type.toUpperCase()) {
    case 'INSERT':
      return propagated ? 'propagated' : 'created';
    case 'UPDATE':
      return 'edited';
    case 'UPDATE-SELECTION':
      return 'selectionEdited';
    case 'ACTIVATE':
      return 'reactivated';
    case 'DEACTIVATE':
      return 'deactivated';
    default:
      return 'other';
  }
}

/** One side of an audit entry. */
export interface AuditSide {
  name?: string | null;
  description?: string | null;
  overlayDetails?: string | null;
  selectionMetadata?: { selectionText?: string | null; pageNumber?: number | null } | null;
}

export type HistoryField = 'name' | 'description' | 'overlayDetails' | 'selectionText';

/** One row of an entry: the current value, and the previous one when it changed. */
export interface HistoryRow {
  field: HistoryField;
  current: string;
  previous: string | null;
}

const valueOf = (s: AuditSide | null | undefined, f: HistoryField) =>
  (f === 'selectionText' ? s?.selectionMetadata?.selectionText : s?.[f]) ?? '';

/**
 * The rows an entry shows: every field with a current value, plus a previous value where it
 * differs (edits); entries without a previous side (created) show current values only.
 */
export function historyRows(current: AuditSide | null | undefined, previous: AuditSide | null | undefined): HistoryRow[] {
  const fields: HistoryField[] = ['name', 'description', 'overlayDetails', 'selectionText'];
  const rows: HistoryRow[] = [];
  for (const field of fields) {
    const cur = valueOf(current, field);
    const prev = previous ? valueOf(previous, field) : null;
    if (!cur && !prev) continue;
    rows.push({ field, current: cur, previous: prev !== null && prev !== cur ? prev : null });
  }
  return rows;
}

/** Reads the page size and sort from the URL, with safe defaults. */
export function readHistoryParams(params: URLSearchParams): { page: number; size: number; sort: HistorySort } {
  const size = Number(params.get('size'));
  return {
    page: Math.max(0, Math.floor(Number(params.get('page')) || 0)),
    size: (HISTORY_PAGE_SIZES as readonly number[]).includes(size) ? size : HISTORY_DEFAULT_PAGE_SIZE,
    sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest',
  };
}

/** 001 §2: the last two path segments are URL-encoded. */
export function changeHistoryPath(p: { compassPointID: number; contentID: number; contentCode: string }): string {
  return `/compass-points-change-history/${p.compassPointID}/${encodeURIComponent(String(p.contentID))}/${encodeURIComponent(p.contentCode)}`;
}
