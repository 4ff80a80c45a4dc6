import { describe, expect, it } from 'vitest';
import { applyQueuedNotes } from './notes';

/* PDF notes made offline show in the list as pending until the server has them. */

const server = [
  {
    contentId: 1,
    annotationId: 'a',
    noteData: '{}',
    note: 'on server',
    createdDate: '2026-01-01T00:00:00.000Z',
    lastModifiedDate: '2026-01-01T00:00:00.000Z',
  },
];
const save = (annotationId: string, note: string) => ({
  createdAt: Date.UTC(2026, 1, 1),
  request: { method: 'POST' as const, url: '/api/user-notes/save', body: { contentId: 1, annotationId, noteData: '{}', note } },
});
const del = (annotationId: string) => ({
  createdAt: Date.UTC(2026, 1, 1),
  request: { method: 'DELETE' as const, url: '/api/user-notes/delete', query: { annotationId, contentId: 1 } },
});

describe('queued note changes apply over the server list, in order', () => {
  it('adds a new note and replaces an edited one, both marked pending', () => {
    const list = applyQueuedNotes(server, [save('b', 'new'), save('a', 'edited')]);
    expect(list.map((n) => [n.annotationId, n.note, n.pending])).toEqual([
      ['a', 'edited', true],
      ['b', 'new', true],
    ]);
    expect(list[0].createdDate).toBe(server[0].createdDate);
  });
  it('a queued delete hides the note; a save then delete leaves nothing', () => {
    expect(applyQueuedNotes(server, [del('a')])).toEqual([]);
    expect(applyQueuedNotes([], [save('c', 'x'), del('c')])).toEqual([]);
  });
});

describe('note changes the server acknowledged show over an older list, not as pending', () => {
  it('an edit acknowledged after the list was read replaces the note without the pending mark', () => {
    const list = applyQueuedNotes(server, [save('a', 'r13')], false);
    expect(list.map((n) => [n.annotationId, n.note, n.pending])).toEqual([['a', 'r13', undefined]]);
  });
});
