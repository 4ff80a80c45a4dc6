import { describe, expect, it } from 'vitest';
import { pagerModel } from './pagination';

const labels = (m: ReturnType<typeof pagerModel>) =>
  m.slots.map((s) => (s.kind === 'page' ? (s.current ? `[${s.page}]` : String(s.page)) : '…'));

describe('000 §4 pagination: next page only when nextPageFlag is set', () => {
  it('no next without the flag even when the count suggests more', () => {
    expect(pagerModel(0, 25, 100, false).hasNext).toBe(false);
    expect(pagerModel(0, 25, 100, true).hasNext).toBe(true);
  });
  it('previous from the second page on', () => {
    expect(pagerModel(0, 25, 100, true).hasPrevious).toBe(false);
    expect(pagerModel(1, 25, 100, true).hasPrevious).toBe(true);
  });
});

describe('000 §4 numbered pages show up to 3 plus ellipsis', () => {
  it('first page of many', () => {
    expect(labels(pagerModel(0, 25, 250, true))).toEqual(['[0]', '1', '2', '…']);
  });
  it('middle page', () => {
    expect(labels(pagerModel(5, 25, 250, true))).toEqual(['…', '4', '[5]', '6', '…']);
  });
  it('last page', () => {
    expect(labels(pagerModel(9, 25, 250, false))).toEqual(['…', '7', '8', '[9]']);
  });
  it('a single page', () => {
    expect(labels(pagerModel(0, 25, 3, false))).toEqual(['[0]']);
  });
  it('unknown total follows the flag', () => {
    expect(labels(pagerModel(0, 25, 0, true))).toEqual(['[0]', '1']);
  });
});
