import { describe, expect, it } from 'vitest';
import {
  HISTORY_PAGE_SIZES,
  HISTORY_SORTS,
  changeHistoryPath,
  historyKind,
  historyRows,
  readHistoryParams,
} from './history-rules';

describe('001 §4 change history types', () => {
  it('maps the transaction types', () => {
    expect(historyKind('INSERT')).toBe('created');
    expect(historyKind('INSERT', 12)).toBe('propagated');
    expect(historyKind('UPDATE')).toBe('edited');
    expect(historyKind('UPDATE-SELECTION')).toBe('selectionEdited');
    expect(historyKind('ACTIVATE')).toBe('reactivated');
    expect(historyKind('DEACTIVATE')).toBe('deactivated');
    expect(historyKind('MERGE')).toBe('other');
  });
});

describe('001 §3 entries carry current and previous values', () => {
  it('shows the previous value only where it changed', () => {
    const rows = historyRows(
      { name: 'New', description: 'Same', selectionMetadata: { selectionText: 'abc' } },
      { name: 'Old', description: 'Same', selectionMetadata: { selectionText: 'abc' } },
    );
    expect(rows).toEqual([
      { field: 'name', current: 'New', previous: 'Old' },
      { field: 'description', current: 'Same', previous: null },
      { field: 'selectionText', current: 'abc', previous: null },
    ]);
  });
  it('shows a cleared value as a change', () => {
    expect(historyRows({ name: 'A', description: '' }, { name: 'A', description: 'was here' })).toContainEqual({
      field: 'description',
      current: '',
      previous: 'was here',
    });
  });
  it('created entries show current values only', () => {
    expect(historyRows({ name: 'A' }, null)).toEqual([{ field: 'name', current: 'A', previous: null }]);
  });
});

describe('001 §9 change history page sizes 10, 25, 50, 100 (default 10); newest/oldest sort', () => {
  it('has the options', () => {
    expect(HISTORY_PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(HISTORY_SORTS).toEqual({ newest: 'createdDate-', oldest: 'createdDate+' });
  });
  it('reads the URL with safe defaults', () => {
    expect(readHistoryParams(new URLSearchParams(''))).toEqual({ page: 0, size: 10, sort: 'newest' });
    expect(readHistoryParams(new URLSearchParams('size=50&sort=oldest&page=2'))).toEqual({ page: 2, size: 50, sort: 'oldest' });
    expect(readHistoryParams(new URLSearchParams('size=7')).size).toBe(10);
  });
});

describe('001 §2 change history path: the last two segments are URL-encoded', () => {
  it('encodes', () => {
    expect(changeHistoryPath({ compassPointID: 4, contentID: 17, contentCode: 'MSA/A12 2024' })).toBe(
      '/compass-points-change-history/4/17/MSA%2FA12%202024',
    );
  });
});
