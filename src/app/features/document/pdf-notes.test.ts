import { describe, expect, it } from 'vitest';
import { noteDataOf, noteHighlights, parseNoteData } from './pdf-notes';

describe('001 §3 PDF note: noteData carries the annotation position', () => {
  const sel = { page: 5, text: 'scope', rects: [{ x: 0.1, y: 0.2, w: 0.3, h: 0.02 }] };
  it('round-trips a selection', () => {
    expect(parseNoteData(noteDataOf(sel))).toEqual(sel);
  });
  it('ignores data it cannot read', () => {
    expect(parseNoteData('not json')).toBeNull();
    expect(parseNoteData('{"page":"x"}')).toBeNull();
  });
  it('turns notes into reader highlights, skipping unreadable ones', () => {
    const notes = [
      { annotationId: 'a', noteData: noteDataOf(sel), note: 'check' },
      { annotationId: 'b', noteData: '{}', note: 'x' },
    ];
    expect(noteHighlights(notes)).toEqual([{ id: 'a', page: 5, rects: sel.rects, label: 'check' }]);
  });
});
