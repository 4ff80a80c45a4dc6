import { describe, expect, it } from 'vitest';
import type { CompassPoint, CompassPointCreateBody } from '../../../api/compass-points';
import {
  applyAcknowledgedPoints,
  applyQueuedPoints,
  applyQueuedToList,
  applyToPoint,
  createRequest,
  editRequest,
  newPointTarget,
  pendingPointId,
  pointLabel,
  pointTarget,
  statusRequest,
} from './queued-points';

/* Compass points made or changed offline show over the server's points, marked pending, until the server has them. */

const onServer = (id: number, name: string, status: CompassPoint['status'] = 'Active'): CompassPoint => ({
  compassPointID: id,
  compassPointUUID: `uuid-${id}`,
  name,
  description: 'd',
  overlayDetails: '',
  designation: 'ABC 1',
  documentTitle: 'T',
  publisherCode: 'P',
  contentCode: 'ABC-1',
  contentID: 7,
  contentStatus: 'Active',
  selectionData: { rects: [{ pageNumber: 2, x: 1, y: 2, width: 3, height: 4 }] },
  selectionMetadata: { pageNumber: 2, selectionText: 'server text', annotationID: `cp-${id}`, sourceCompassPointId: null },
  status,
  createdDate: '2026-01-01T00:00:00.000Z',
  lastModifiedDate: '2026-01-01T00:00:00.000Z',
  createdUserName: 'Ivy',
  creatorEmail: 'ivy@example.com',
  email: 'ivy@example.com',
  createdById: 1,
  deactivatedBy: null,
  deletedByEmail: null,
  deactivatedDate: null,
  deletedDate: null,
  edit: true,
  own: true,
  shared: false,
  shareable: true,
  pdfVersions: [],
  versions: [],
  activeVersion: null,
  carryForward: null,
});

const createBody = (name: string): CompassPointCreateBody => ({
  name,
  description: 'why',
  overlayDetails: '',
  contentID: 7,
  selectionData: { rects: [{ pageNumber: 3, x: 10, y: 20, width: 30, height: 5 }] },
  selectionMetadata: { pageNumber: 3, selectionText: 'the selected words', annotationID: 'cp-new' },
});

let seq = 0;
const queued = (target: string, request: ReturnType<typeof createRequest>) => ({
  seq: ++seq,
  target,
  request,
  createdAt: Date.UTC(2026, 1, 2),
});
const doc = { contentCode: 'ABC-1', designation: 'ABC 1', publisherCode: 'P' };

describe('a point made offline is listed on its edition, pending and read-only, until it is sent', () => {
  it('adds the new point with its selection, a negative id and pending', () => {
    const c = queued(newPointTarget('ABC-1'), createRequest(createBody('Scope')));
    const [p] = applyQueuedPoints([], [c], doc);
    expect(p).toMatchObject({
      compassPointID: pendingPointId(c.seq),
      name: 'Scope',
      description: 'why',
      status: 'Active',
      contentCode: 'ABC-1',
      contentID: 7,
      designation: 'ABC 1',
      pending: true,
      edit: false,
      shareable: false,
    });
    expect(p.compassPointID).toBeLessThan(0);
    expect(p.selectionMetadata).toEqual({
      pageNumber: 3,
      selectionText: 'the selected words',
      annotationID: 'cp-new',
      sourceCompassPointId: null,
    });
    expect(p.selectionData.rects).toHaveLength(1);
    expect(p.createdDate).toBe('2026-02-02T00:00:00.000Z');
  });
  it('a point made on another edition is not listed here; two new points get two ids', () => {
    expect(applyQueuedPoints([], [queued(newPointTarget('XYZ-9'), createRequest(createBody('Elsewhere')))], doc)).toEqual([]);
    const list = applyQueuedPoints(
      [onServer(1, 'a')],
      [
        queued(newPointTarget('ABC-1'), createRequest(createBody('x'))),
        queued(newPointTarget('ABC-1'), createRequest(createBody('y'))),
      ],
      doc,
    );
    expect(list.map((p) => p.name)).toEqual(['a', 'x', 'y']);
    expect(new Set(list.map((p) => p.compassPointID)).size).toBe(3);
  });
});

describe('queued edits and status changes show on the point they name, in queue order', () => {
  it('an edit replaces the text fields and marks the point pending; other points stay as they are', () => {
    const list = applyQueuedPoints(
      [onServer(1, 'a'), onServer(2, 'b')],
      [queued(pointTarget(2), editRequest(2, { name: 'b2', description: '', overlayDetails: 'o' }))],
      doc,
    );
    expect(list[0]).toEqual(onServer(1, 'a'));
    expect(list[1]).toMatchObject({
      compassPointID: 2,
      name: 'b2',
      description: '',
      overlayDetails: 'o',
      pending: true,
      selectionMetadata: onServer(2, 'b').selectionMetadata,
    });
  });
  it('deactivate then reactivate: the last one wins', () => {
    const deact = queued(pointTarget(1), statusRequest(1, false));
    expect(applyQueuedPoints([onServer(1, 'a')], [deact], doc)[0]).toMatchObject({ status: 'Deactivated', pending: true });
    const react = queued(pointTarget(1), statusRequest(1, true));
    expect(applyQueuedPoints([onServer(1, 'a')], [react, deact].reverse(), doc)[0]).toMatchObject({
      status: 'Active',
      pending: true,
    });
  });
  it('a change for another point leaves the point untouched (the same object)', () => {
    const p = onServer(1, 'a');
    expect(applyToPoint(p, queued(pointTarget(2), editRequest(2, { name: 'x' })))).toBe(p);
  });
});

describe('the storage sheet names a compass-point change by its name, else the start of its text', () => {
  it('uses the trimmed name, falls back to the selected text, and shortens to 40 characters', () => {
    expect(pointLabel('  Scope  ', 'text')).toBe('Scope');
    expect(pointLabel(' ', 'the selected words')).toBe('the selected words');
    expect(pointLabel('x'.repeat(50))).toBe(`${'x'.repeat(40)}…`);
  });
});

describe('queued compass-point writes are the calls of 001 §7', () => {
  it('create POSTs the body, edit PUTs to the point, status POSTs an empty body to deactivate/activate', () => {
    expect(createRequest(createBody('a'))).toMatchObject({ method: 'POST', url: '/api/v1/compasspoint' });
    expect(editRequest(5, { name: 'a' })).toEqual({ method: 'PUT', url: '/api/v1/compasspoint/5', body: { name: 'a' } });
    expect(statusRequest(5, false)).toEqual({ method: 'POST', url: '/api/v1/compasspoint/deactivate/5', body: {} });
    expect(statusRequest(5, true)).toEqual({ method: 'POST', url: '/api/v1/compasspoint/activate/5', body: {} });
  });
});

describe('"My compass points" and the admin list show waiting changes on their rows, and points made offline lead the first active page', () => {
  const made = (name: string, contentCode = 'ABC-1') => ({
    ...queued(newPointTarget(contentCode), createRequest(createBody(name))),
    label: { key: 'offline.change.compassPointCreate', params: { name, designation: 'ABC 1', publisherCode: 'P' } },
  });
  const mineActive = { scope: 'mine', status: 'active', page: 0 } as const;

  it('an edit or deactivation waiting in the queue changes the row it names and marks it pending', () => {
    const rows = applyQueuedToList(
      [onServer(1, 'a'), onServer(2, 'b')],
      [
        queued(pointTarget(1), statusRequest(1, false)),
        queued(pointTarget(2), editRequest(2, { name: 'b2', description: '', overlayDetails: '' })),
      ],
      mineActive,
    );
    expect(rows.map((r) => [r.compassPointID, r.name, r.status, r.pending ?? false])).toEqual([
      [1, 'a', 'Deactivated', true],
      [2, 'b2', 'Active', true],
    ]);
  });
  it("rows nothing waits for are the server's rows, unchanged", () => {
    expect(applyQueuedToList([onServer(1, 'a')], [queued(pointTarget(9), statusRequest(9, false))], mineActive)).toEqual([
      onServer(1, 'a'),
    ]);
  });
  it('points made offline come first on the first page of my active list, newest first, named by their document', () => {
    const rows = applyQueuedToList([onServer(1, 'a')], [made('first'), made('second', 'XYZ-9')], mineActive);
    expect(rows.map((r) => [r.name, r.contentCode, r.pending ?? false])).toEqual([
      ['second', 'XYZ-9', true],
      ['first', 'ABC-1', true],
      ['a', 'ABC-1', false],
    ]);
    expect(rows[0]).toMatchObject({ designation: 'ABC 1', publisherCode: 'P', status: 'Active' });
    expect(rows[0].compassPointID).toBeLessThan(0);
  });
  it('they are not on later pages, on the deactivated list, or on the admin list', () => {
    for (const view of [
      { ...mineActive, page: 1 },
      { ...mineActive, status: 'deactivated' },
      { ...mineActive, scope: 'admin' },
    ] as const) {
      expect(applyQueuedToList([onServer(1, 'a')], [made('new')], view).map((r) => r.name)).toEqual(['a']);
    }
  });
  it('a change made before designations were kept still lists its point, named by its content code', () => {
    const rows = applyQueuedToList([], [queued(newPointTarget('ABC-1'), createRequest(createBody('old')))], mineActive);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ contentCode: 'ABC-1', designation: '', pending: true });
  });
});

describe('compass-point changes the server acknowledged show over a list read before them', () => {
  it("the reply's point replaces the row with its id", () => {
    const shown = applyAcknowledgedPoints(
      [onServer(1, 'old'), onServer(2, 'other')],
      [{ request: editRequest(1, { name: 'renamed', description: 'd', overlayDetails: '' }), data: onServer(1, 'renamed') }],
    );
    expect(shown.map((p) => p.name)).toEqual(['renamed', 'other']);
  });
  it("a created point joins its own edition's list once, and no other edition's", () => {
    const made = { request: createRequest(createBody('new')), data: { ...onServer(9, 'new'), contentCode: 'ABC-1' } };
    expect(applyAcknowledgedPoints([onServer(1, 'a')], [made], 'ABC-1').map((p) => p.compassPointID)).toEqual([1, 9]);
    expect(applyAcknowledgedPoints([onServer(1, 'a'), onServer(9, 'new')], [made], 'ABC-1').map((p) => p.compassPointID)).toEqual(
      [1, 9],
    );
    expect(applyAcknowledgedPoints([onServer(1, 'a')], [made], 'XYZ-2').map((p) => p.compassPointID)).toEqual([1]);
  });
  it('a reply without a point (an error text, nothing) changes nothing', () => {
    expect(
      applyAcknowledgedPoints([onServer(1, 'a')], [{ request: statusRequest(1, false), data: 'ok' }]).map((p) => p.name),
    ).toEqual(['a']);
  });
});
