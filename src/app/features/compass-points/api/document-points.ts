import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { COMPASS_POINT_LIST_PATH, COMPASS_POINT_SHARED_LIST_PATH, compassPointArray } from '../../../../api/compass-points';
import { http } from '../../../lib/http';
import { useAcknowledgedChanges, useQueuedChanges } from '../../../lib/offline-queue/use-pending';
import {
  applyAcknowledgedPoints,
  applyQueuedPoints,
  COMPASS_POINT_CHANGE,
  pendingPointChanges,
  type PendingDoc,
  type ShownPoint,
} from '../queued-points';
import { compassPointKeys } from './keys';

/** GET api/v1/compasspoint/list?contentCode (001 §7): the points the caller sees on this edition. */
export function getDocumentPoints(contentCode: string, signal?: AbortSignal) {
  return http.get(COMPASS_POINT_LIST_PATH, compassPointArray, { query: { contentCode }, signal, spinner: false });
}

export const documentPointsQueryOptions = (contentCode: string, enabled = true) =>
  queryOptions({
    queryKey: compassPointKeys.document(contentCode),
    queryFn: ({ signal }) => getDocumentPoints(contentCode, signal),
    enabled: enabled && contentCode !== '',
  });

export const useDocumentPoints = (contentCode: string, enabled = true) =>
  useQuery(documentPointsQueryOptions(contentCode, enabled));

/**
 * The edition's points with the compass-point changes still waiting in the offline queue applied:
 * new points made offline are listed and highlighted, edits and status changes show,
 * each marked `pending` until the server has it; changes it acknowledged after the list was read
 * show too.
 */
export function useDocumentPointsWithPending(doc: PendingDoc, enabled = true) {
  const points = useDocumentPoints(doc.contentCode, enabled);
  // The queue hands a new array on every render; the ids of what waits name its content.
  const waiting = pendingPointChanges(useQueuedChanges());
  const waitingKey = waiting.map((c) => c.id).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const queued = useMemo(() => waiting, [waitingKey]);
  // Changes the server has but the list read before them (a restart on an older persisted copy).
  const acknowledged = useAcknowledgedChanges(COMPASS_POINT_CHANGE, points.dataUpdatedAt);
  const { contentCode, designation, publisherCode } = doc;
  const data = useMemo<ShownPoint[] | undefined>(() => {
    if (!points.data && queued.length === 0) return undefined;
    const sent = points.data ? applyAcknowledgedPoints(points.data, acknowledged, contentCode) : [];
    return applyQueuedPoints(sent, queued, { contentCode, designation, publisherCode });
  }, [points.data, queued, acknowledged, contentCode, designation, publisherCode]);
  return { ...points, data, serverData: points.data };
}

/** GET api/v1/compasspoint/shared-list?contentID: points shared with the caller on this edition, not yet saved. */
export function getSharedOnDocument(contentID: number, signal?: AbortSignal) {
  return http.get(COMPASS_POINT_SHARED_LIST_PATH, compassPointArray, { query: { contentID }, signal, spinner: false });
}

export const useSharedOnDocument = (contentID: number, enabled: boolean) =>
  useQuery({
    queryKey: compassPointKeys.sharedOnDocument(contentID),
    queryFn: ({ signal }) => getSharedOnDocument(contentID, signal),
    enabled,
    meta: { silent: true },
  });
