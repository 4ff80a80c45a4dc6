import { describe, expect, it } from 'vitest';
import type { DocumentVersion } from '../../../api/documents';
import {
  canCompare,
  defaultSelection,
  isAdjacent,
  isDisabled,
  orderPair,
  showRedlineDownload,
  toggle,
  toRequest,
  type CompareVersions,
} from './compare-rules';

const v = (id: number, index: number, status = 'Historical'): DocumentVersion => ({
  id,
  index,
  contentCode: `c${id}`,
  designationNo: `D1-${10 + index}`,
  publisherCode: 'MSA',
  status,
});
const all = (vs: DocumentVersion[]): CompareVersions => ({ versions: vs, htmlVersions: vs, pdfVersions: vs });
const four = all([v(11, 0), v(12, 1), v(13, 2), v(14, 3, 'Active')]);

describe('001 §5 compare needs at least 2 HTML or at least 2 PDF versions checked', () => {
  it('one per column is not enough; two in either column is', () => {
    expect(canCompare({ html: [11], pdf: [12] })).toBe(false);
    expect(canCompare({ html: [11, 12], pdf: [] })).toBe(true);
    expect(canCompare({ html: [], pdf: [13, 14] })).toBe(true);
  });
});

describe('001 §5 once two are checked the remaining boxes are disabled', () => {
  it('per column, and a disabled box cannot be checked; unchecking enables them again', () => {
    let sel = { html: [11, 12], pdf: [13] };
    expect(isDisabled(sel, 'html', 13)).toBe(true);
    expect(isDisabled(sel, 'html', 11)).toBe(false);
    expect(isDisabled(sel, 'pdf', 11)).toBe(false);
    expect(toggle(sel, 'html', 13)).toBe(sel);
    sel = toggle(sel, 'html', 12);
    expect(sel.html).toEqual([11]);
    expect(isDisabled(sel, 'html', 13)).toBe(false);
    expect(toggle(sel, 'html', 13).html).toEqual([11, 13]);
  });
});

describe('001 §5 defaults: all when at most 2 versions; else the two previously selected; else the Active one', () => {
  it('two versions: all checked in both columns (only where the form exists)', () => {
    const two: CompareVersions = {
      versions: [v(1, 0), v(2, 1, 'Active')],
      htmlVersions: [v(2, 1, 'Active')],
      pdfVersions: [v(1, 0), v(2, 1, 'Active')],
    };
    expect(defaultSelection(two, null)).toEqual({ html: [2], pdf: [1, 2] });
  });
  it('more: the previous pair when still offered', () => {
    expect(defaultSelection(four, { html: [11, 13], pdf: [] })).toEqual({ html: [11, 13], pdf: [] });
  });
  it('more without a (complete) previous pair: the Active one', () => {
    expect(defaultSelection(four, null)).toEqual({ html: [14], pdf: [14] });
    expect(defaultSelection(four, { html: [11, 99], pdf: [] })).toEqual({ html: [14], pdf: [14] });
    expect(defaultSelection(all([v(1, 0), v(2, 1), v(3, 2)]), null)).toEqual({ html: [], pdf: [] });
  });
});

describe('001 §4 pick new and old versions: the older edition is the old one', () => {
  it('whatever order the boxes were ticked in', () => {
    expect(orderPair(four.versions, [14, 12])).toEqual({ oldId: 12, newId: 14 });
    expect(orderPair(four.versions, [14])).toBeNull();
    expect(toRequest(four, { html: [13, 11], pdf: [14] })).toEqual({ html: { oldId: 11, newId: 13 }, pdf: null });
  });
});

describe('001 §2 redlined-PDF download only for adjacent editions with a redline', () => {
  it('adjacency by edition index', () => {
    expect(isAdjacent(four.versions, { oldId: 12, newId: 13 })).toBe(true);
    expect(isAdjacent(four.versions, { oldId: 11, newId: 13 })).toBe(false);
  });
  it('the download needs both adjacency and an existing redline', () => {
    expect(showRedlineDownload({ adjacent: true, redlineId: 'r1' })).toBe(true);
    expect(showRedlineDownload({ adjacent: true, redlineId: null })).toBe(false);
    expect(showRedlineDownload({ adjacent: false, redlineId: 'r1' })).toBe(false);
    expect(showRedlineDownload(undefined)).toBe(false);
  });
});
