import { describe, expect, it } from 'vitest';
import { bestWordOverlap, buildStream, locateSelection, type PageText } from './carry-forward-match';

/* Re-anchoring a compass point on a new edition (001 §4 carry-forward): moved, edited and deleted text. */

const line = (str: string, y: number, x = 56) => ({ str, x, y, width: str.length * 5, height: 10 });
const page = (pageNumber: number, ...lines: string[]): PageText => ({
  pageNumber,
  items: lines.map((l, i) => line(l, 700 - i * 13)),
});

const OLD: PageText[] = [
  page(1, '1. Scope', 'This test method covers the determination of tensile strength', 'of steel bars at room temperature.'),
  page(2, '2. Apparatus', 'The testing machine shall be verified annually.'),
];
const selection = {
  text: 'tensile strength of steel bars',
  pageNumber: 1,
  prefix: 'covers the determination of',
  suffix: 'at room temperature.',
};

describe('text found again is placed at its new position (moved text)', () => {
  it('finds text that moved to another page and line, across a line break, with one rect per line', () => {
    const moved: PageText[] = [
      page(1, '1. Scope', 'A new introduction paragraph was added in this edition.'),
      page(
        2,
        'Padding line',
        'This test method covers the determination of tensile strength',
        'of steel bars at room temperature.',
      ),
    ];
    const r = locateSelection(moved, selection);
    expect(r.kind).toBe('placed');
    if (r.kind !== 'placed') return;
    expect(r.pageNumber).toBe(2);
    expect(r.moved).toBe(true);
    expect(r.rects).toHaveLength(2);
    expect(r.rects.every((x) => x.pageNumber === 2)).toBe(true);
    // The first rect starts where 'tensile' starts in its line and runs to the line's end.
    const first = moved[1].items[1];
    const start = first.str.indexOf('tensile');
    expect(r.rects[0].x).toBeCloseTo(56 + (first.width * start) / first.str.length, 1);
    expect(r.rects[0].x + r.rects[0].width).toBeCloseTo(56 + first.width, 1);
    expect(r.rects[0].y).toBeLessThan(first.y);
    expect(r.rects[0].y + r.rects[0].height).toBeGreaterThan(first.y);
  });
  it('the same text in the same place is placed and not reported as moved', () => {
    const r = locateSelection(OLD, selection);
    expect(r).toMatchObject({ kind: 'placed', pageNumber: 1, moved: false });
  });
  it('when the text occurs twice, the surrounding text decides, then nearness to the old page', () => {
    const twice: PageText[] = [
      page(1, 'Unrelated: tensile strength of steel bars is listed in Annex B.'),
      page(2, 'This test method covers the determination of tensile strength of steel bars at room temperature.'),
    ];
    expect(locateSelection(twice, selection)).toMatchObject({ kind: 'placed', pageNumber: 2 });
    expect(locateSelection(twice, { text: selection.text, pageNumber: 1 })).toMatchObject({ kind: 'placed', pageNumber: 1 });
  });
  it('ignores differences in white space and line wrapping', () => {
    const r = locateSelection([page(3, 'tensile   strength of', 'steel bars')], {
      text: 'tensile strength\nof steel  bars',
      pageNumber: 1,
    });
    expect(r).toMatchObject({ kind: 'placed', pageNumber: 3 });
  });
});

describe('text that changed or vanished is flagged, never placed wrongly', () => {
  it('edited text (a word changed) is TEXT_CHANGED', () => {
    const edited: PageText[] = [
      page(1, '1. Scope', 'This test method covers the determination of yield strength of steel bars at room temperature.'),
    ];
    expect(locateSelection(edited, selection)).toEqual({ kind: 'TEXT_CHANGED' });
  });
  it('a rewritten sentence whose surroundings remain is TEXT_CHANGED', () => {
    const rewritten: PageText[] = [
      page(1, 'This test method covers the determination of the ultimate load capacity at room temperature.'),
    ];
    expect(locateSelection(rewritten, selection)).toEqual({ kind: 'TEXT_CHANGED' });
  });
  it('deleted text is TEXT_NOT_FOUND', () => {
    const deleted: PageText[] = [
      page(1, '1. Scope', 'This practice describes sampling of concrete aggregates.'),
      page(2, 'The testing machine shall be verified annually.'),
    ];
    expect(locateSelection(deleted, selection)).toEqual({ kind: 'TEXT_NOT_FOUND' });
  });
  it('a blank selection is never placed', () => {
    expect(locateSelection(OLD, { text: '  ', pageNumber: 1 })).toEqual({ kind: 'TEXT_NOT_FOUND' });
  });
});

describe('building blocks', () => {
  it('the stream joins items with one space and maps characters back to their item', () => {
    const s = buildStream([page(1, 'ab  c', 'd')]);
    expect(s.text).toBe('ab c d ');
    expect(s.at[3]).toEqual({ page: 0, item: 0, index: 4 });
    expect(s.at[5]).toEqual({ page: 0, item: 1, index: 0 });
  });
  it('word overlap counts words found together in one window', () => {
    expect(bestWordOverlap('tensile strength of steel bars', 'the yield strength of steel bars')).toBeCloseTo(3 / 4);
    expect(bestWordOverlap('tensile strength', 'strength ... many words later ... tensile')).toBeCloseTo(1 / 2);
  });
});

describe('compatibility forms do not hide a match (pdf.js reads µ as μ and ligatures as letters)', () => {
  it('finds text stored with one form in an edition read with the other', () => {
    const read: PageText[] = [page(1, 'results are reported in \u03bcm and the \ufb01nal value is kept')];
    const r = locateSelection(read, { text: 'reported in \u00b5m and the final value', pageNumber: 1 });
    expect(r.kind).toBe('placed');
    if (r.kind === 'placed') expect(r.rects).toHaveLength(1);
  });
});
