import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ZodMiniType } from 'zod/mini';
import {
  COMPASS_POINTS_PATH,
  compassPoint,
  type CompassPoint,
  type CompassPointCreateBody,
  type CompassPointUpdateBody,
} from '../../../../api/compass-points';
import { ApiError } from '../../../lib/api-error';
import { onChangeSent, submitChange } from '../../../lib/offline-queue/app-queue';
import type { ChangeRequest, QueuedChange } from '../../../lib/offline-queue/types';
import { COMPASS_POINT_CHANGE, createRequest, editRequest, newPointTarget, pointLabel, pointTarget } from '../queued-points';
import { compassPointKeys } from './keys';

/** What every compass-point write refreshes once the server has it (lists, highlights, history). */
export const pointWriteInvalidates = () => [[...compassPointKeys.all]];

/** A write sent now (with the server's point) or kept in the offline queue. */
export type PointWriteResult<T> = { queued: false; data: T } | { queued: true; change: QueuedChange };

/** Sends a compass-point write through the offline queue; a reply sent now is checked against its contract as a direct call would be. */
export async function submitPointChange<T>(
  request: ChangeRequest,
  target: string,
  label: { key: string; params: Record<string, string> },
  schema: ZodMiniType<T>,
): Promise<PointWriteResult<T>> {
  const r = await submitChange({ kind: COMPASS_POINT_CHANGE, target, request, label, invalidate: pointWriteInvalidates() });
  if (r.queued) return r;
  const parsed = schema.safeParse(r.data);
  if (!parsed.success)
    throw new ApiError(200, 'errors.contract', {
      url: request.url,
      method: request.method,
      text: JSON.stringify(r.data ?? null),
    });
  return { queued: false, data: parsed.data };
}

export type WritePointInput =
  | { kind: 'create'; body: CompassPointCreateBody; contentCode: string; designation?: string; publisherCode?: string }
  | { kind: 'edit'; id: number; body: CompassPointUpdateBody; selectionText?: string };

/**
 * Create or edit through the offline queue (sent now, or kept and sent later with an
 * idempotency key); every list, highlight and history refreshes after a write.
 */
export function useWritePoint() {
  const qc = useQueryClient();
  return useMutation({
    // The queue decides what to do offline; a paused mutation would never reach it.
    networkMode: 'always',
    mutationFn: (a: WritePointInput): Promise<PointWriteResult<CompassPoint>> =>
      a.kind === 'create'
        ? submitPointChange(
            createRequest(a.body),
            newPointTarget(a.contentCode),
            {
              key: 'offline.change.compassPointCreate',
              // The document's designation rides with the label so "My compass points" can name it while the point waits.
              params: {
                name: pointLabel(a.body.name, a.body.selectionMetadata.selectionText),
                designation: a.designation ?? '',
                publisherCode: a.publisherCode ?? '',
              },
            },
            compassPoint,
          )
        : submitPointChange(
            editRequest(a.id, a.body),
            pointTarget(a.id),
            { key: 'offline.change.compassPointEdit', params: { name: pointLabel(a.body.name, a.selectionText) } },
            compassPoint,
          ),
    onSettled: () => qc.invalidateQueries({ queryKey: compassPointKeys.all }),
  });
}

// A compass-point change the server has: every cached list that holds the point takes the
// server's copy at once, and a new point joins its document's list (lib/offline-queue: onChangeSent).
onChangeSent(COMPASS_POINT_CHANGE, (client, change, data) => {
  const parsed = compassPoint.safeParse(data);
  if (!parsed.success) return;
  const point = parsed.data;
  const replace = (list: CompassPoint[]) => list.map((p) => (p.compassPointID === point.compassPointID ? point : p));
  client.setQueriesData<unknown>({ queryKey: compassPointKeys.all }, (old: unknown) => {
    if (Array.isArray(old)) return replace(old as CompassPoint[]);
    if (old && typeof old === 'object' && Array.isArray((old as { content?: unknown }).content)) {
      return { ...(old as object), content: replace((old as { content: CompassPoint[] }).content) };
    }
    return old;
  });
  if (change.request.method === 'POST' && change.request.url === COMPASS_POINTS_PATH) {
    client.setQueryData<CompassPoint[]>(compassPointKeys.document(point.contentCode), (old) =>
      old && !old.some((p) => p.compassPointID === point.compassPointID) ? [...old, point] : old,
    );
  }
});
