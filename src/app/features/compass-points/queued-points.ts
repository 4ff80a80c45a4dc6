/*
 * Compass-point changes waiting in the offline queue: what they are about, how the
 * storage sheet names them, and how they show over the server's points until the server has them.
 */
import {
  COMPASS_POINTS_PATH,
  compassPointActivatePath,
  compassPointDeactivatePath,
  compassPointPath,
  type CompassPoint,
  type CompassPointCreateBody,
  type CompassPointUpdateBody,
} from '../../../api/compass-points';
import type { ChangeRequest, QueuedChange } from '../../lib/offline-queue/types';

/** The queue's kind for every compass-point change. */
export const COMPASS_POINT_CHANGE = 'compass-point';

/** Target of a new point: the edition it is made on (its list is by contentCode). */
export const newPointTarget = (contentCode: string) => `compass-point:new:${contentCode}`;
/** Target of a change to an existing point (edit, deactivate, reactivate). */
export const pointTarget = (id: number) => `compass-point:${id}`;

/** What the storage sheet and the offline bar call a point: its name, else the start of its text. */
export function pointLabel(name: string, selectionText = ''): string {
  const s = name.trim() || selectionText.trim();
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

/** The queued writes of 001 §7, with their labels (keys under offline.change). */
export function createRequest(body: CompassPointCreateBody): ChangeRequest {
  return { method: 'POST', url: COMPASS_POINTS_PATH, body };
}
export function editRequest(id: number, body: CompassPointUpdateBody): ChangeRequest {
  return { method: 'PUT', url: compassPointPath(id), body };
}
export function statusRequest(id: number, active: boolean): ChangeRequest {
  return { method: 'POST', url: active ? compassPointActivatePath(id) : compassPointDeactivatePath(id), body: {} };
}

/** A point as the document's tab and reader show it: `pending` while its change waits in the queue. */
export type ShownPoint = CompassPoint & { pending?: boolean };

/** The document a new point was made on, as far as its list needs it. */
export interface PendingDoc {
  contentCode: string;
  designation?: string;
  publisherCode?: string;
}

type Queued = Pick<QueuedChange, 'seq' | 'target' | 'request' | 'createdAt'>;

const idOfTarget = (target: string | undefined): number | null => {
  const m = /^compass-point:(\d+)$/.exec(target ?? '');
  return m ? Number(m[1]) : null;
};

/** A pending point's id: negative, so it never meets a server id, and unique per change. */
export const pendingPointId = (seq: number) => -1 - seq;

/** A point not on the server yet, built from its create body (read-only until it is sent). */
function pendingPoint(c: Queued, doc: PendingDoc): ShownPoint {
  const body = c.request.body as CompassPointCreateBody;
  const when = new Date(c.createdAt).toISOString();
  return {
    compassPointID: pendingPointId(c.seq),
    compassPointUUID: '',
    name: body.name,
    description: body.description ?? '',
    overlayDetails: body.overlayDetails ?? '',
    designation: doc.designation ?? '',
    documentTitle: '',
    publisherCode: doc.publisherCode ?? '',
    contentCode: doc.contentCode,
    contentID: Number(body.contentID),
    contentStatus: 'Active',
    selectionData: body.selectionData,
    selectionMetadata: { ...body.selectionMetadata, sourceCompassPointId: null },
    status: 'Active',
    createdDate: when,
    lastModifiedDate: when,
    createdUserName: '',
    creatorEmail: '',
    email: '',
    createdById: 0,
    deactivatedBy: null,
    deletedByEmail: null,
    deactivatedDate: null,
    deletedDate: null,
    edit: false,
    own: true,
    shared: false,
    shareable: false,
    pdfVersions: [],
    versions: [],
    activeVersion: null,
    carryForward: null,
    pending: true,
  };
}

/** One queued edit or status change applied to the point it names; other changes leave it as it is. */
export function applyToPoint<P extends CompassPoint>(p: P, c: Queued): P & { pending?: boolean } {
  if (idOfTarget(c.target) !== p.compassPointID) return p;
  const id = p.compassPointID;
  if (c.request.method === 'PUT' && c.request.url === compassPointPath(id)) {
    const b = c.request.body as CompassPointUpdateBody;
    return {
      ...p,
      name: b.name,
      description: b.description ?? '',
      overlayDetails: b.overlayDetails ?? '',
      ...(b.selectionData && b.selectionMetadata
        ? { selectionData: b.selectionData, selectionMetadata: { ...p.selectionMetadata, ...b.selectionMetadata } }
        : {}),
      pending: true,
    };
  }
  if (c.request.url === compassPointDeactivatePath(id)) return { ...p, status: 'Deactivated', pending: true };
  if (c.request.url === compassPointActivatePath(id)) return { ...p, status: 'Active', pending: true };
  return p;
}

/**
 * The server's points of one edition with the pending compass-point changes applied, in queue
 * order: new points made on it are added, edits and status changes replace the point they name.
 */
export function applyQueuedPoints(server: readonly CompassPoint[], queued: readonly Queued[], doc: PendingDoc): ShownPoint[] {
  let list: ShownPoint[] = [...server];
  for (const c of [...queued].sort((a, b) => a.seq - b.seq)) {
    if (c.request.method === 'POST' && c.request.url === COMPASS_POINTS_PATH) {
      if (c.target === newPointTarget(doc.contentCode)) list.push(pendingPoint(c, doc));
    } else {
      list = list.map((p) => applyToPoint(p, c));
    }
  }
  return list;
}

/** The queued changes that apply to compass points and still wait (refused ones are listed, not shown as made). */
export const pendingPointChanges = (changes: readonly QueuedChange[]) =>
  changes.filter((c) => c.kind === COMPASS_POINT_CHANGE && c.state === 'pending');

/** Where a list page stands: whose points, which status, which page (0-based). */
export interface ListView {
  scope: 'mine' | 'admin';
  status: 'active' | 'deactivated';
  page: number;
}

/** The edition a new point was made on, as its change remembers it (target and label params). */
function docOfNewPoint(c: Queued & { label?: QueuedChange['label'] }): PendingDoc | null {
  const prefix = newPointTarget('');
  if (!c.target?.startsWith(prefix)) return null;
  const params = c.label?.params ?? {};
  return {
    contentCode: c.target.slice(prefix.length),
    designation: String(params.designation ?? ''),
    publisherCode: String(params.publisherCode ?? ''),
  };
}

/**
 * A page of "My compass points" or the admin list with the waiting changes applied: a
 * row that a queued edit, deactivation or reactivation names is shown changed and pending where
 * the server still lists it, and the user's own points made offline lead the first page of their
 * active list. The admin list shows other people's points, so it gets no new points of the user's.
 */
export function applyQueuedToList(
  rows: readonly CompassPoint[],
  queued: readonly (Queued & { label?: QueuedChange['label'] })[],
  view: ListView,
): ShownPoint[] {
  const ordered = [...queued].sort((a, b) => a.seq - b.seq);
  const shown: ShownPoint[] = rows.map((r) => ordered.reduce<ShownPoint>((p, c) => applyToPoint(p, c), r));
  if (view.scope !== 'mine' || view.status !== 'active' || view.page !== 0) return shown;
  const made: ShownPoint[] = [];
  for (const c of ordered) {
    if (c.request.method !== 'POST' || c.request.url !== COMPASS_POINTS_PATH) continue;
    const doc = docOfNewPoint(c);
    if (!doc) continue;
    // A later edit of a point made offline cannot name it (it has no server id yet), so the create body is what shows.
    made.push(pendingPoint(c, doc));
  }
  return [...made.reverse(), ...shown];
}

/** A server reply that carries a compass point (create, edit, status change), else null. */
function pointOfReply(data: unknown): CompassPoint | null {
  const p = data as Partial<CompassPoint> | null;
  return p && typeof p === 'object' && typeof p.compassPointID === 'number' && typeof p.contentCode === 'string'
    ? (p as CompassPoint)
    : null;
}

/**
 * Compass-point changes the server acknowledged after the list was read, laid over it:
 * each reply's point replaces the row with its id, and a point created on `contentCode` joins that
 * edition's list when it is missing. A restart on an older persisted list still shows them.
 */
export function applyAcknowledgedPoints<P extends CompassPoint>(
  list: readonly P[],
  acknowledged: readonly { request: ChangeRequest; data: unknown }[],
  contentCode?: string,
): (P | CompassPoint)[] {
  let shown: (P | CompassPoint)[] = [...list];
  for (const c of acknowledged) {
    const point = pointOfReply(c.data);
    if (!point) continue;
    const created = c.request.method === 'POST' && c.request.url === COMPASS_POINTS_PATH;
    if (shown.some((p) => p.compassPointID === point.compassPointID))
      shown = shown.map((p) => (p.compassPointID === point.compassPointID ? point : p));
    else if (created && point.contentCode === contentCode) shown = [...shown, point];
  }
  return shown;
}
