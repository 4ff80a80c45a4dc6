import { describe, expect, it } from 'vitest';
import { annotationOfHighlight, highlightsOf, selectionDataOf, selectionPayload } from './selection-geometry';

const sel = {
  page: 3,
  text: 'scope of the standard',
  rects: [{ x: 0.1, y: 0.25, w: 0.5, h: 0.02 }],
  pageSize: { width: 600, height: 800 },
};

describe('001 §4 creating a compass point from a selection (selection in PDF units)', () => {
  it('stores the rects in PDF user space of their page', () => {
    expect(selectionDataOf(sel)).toEqual({ rects: [{ pageNumber: 3, x: 60, y: 584, width: 300, height: 16 }] });
  });
  it('keeps 64 characters of context either side for re-anchoring', () => {
    const d = selectionDataOf(sel, { prefix: 'p'.repeat(100), suffix: 's'.repeat(100) });
    expect(d?.prefix).toHaveLength(64);
    expect(d?.suffix).toHaveLength(64);
  });
  it('has nothing to store without rects', () => {
    expect(selectionDataOf({ ...sel, rects: [] })).toBeNull();
    expect(selectionPayload({ ...sel, rects: [] }, 'cp-1')).toBeNull();
  });
  it('builds the selection metadata with the first page, the text and the annotation id', () => {
    expect(selectionPayload(sel, 'cp-1')?.selectionMetadata).toEqual({
      pageNumber: 3,
      selectionText: 'scope of the standard',
      annotationID: 'cp-1',
    });
  });
});

describe('001 §2 the highlight is named after the point and found by its annotation id', () => {
  it('makes one highlight per page, the first keeping the annotation id', () => {
    const hs = highlightsOf({
      name: 'Scope',
      selectionMetadata: { annotationID: 'cp-1' },
      selectionData: {
        rects: [
          { pageNumber: 3, x: 1, y: 2, width: 3, height: 4 },
          { pageNumber: 4, x: 1, y: 2, width: 3, height: 4 },
        ],
      },
    });
    expect(hs.map((h) => [h.id, h.page, h.label, h.kind])).toEqual([
      ['cp-1', 3, 'Scope', 'compass-point'],
      ['cp-1#4', 4, 'Scope', 'compass-point'],
    ]);
    expect(hs[0].pdfRects).toEqual([{ x: 1, y: 2, width: 3, height: 4 }]);
    expect(annotationOfHighlight('cp-1#4')).toBe('cp-1');
  });
});
