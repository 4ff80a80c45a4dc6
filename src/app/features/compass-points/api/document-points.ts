import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMPASS_POINT_LIST_PATH, COMPASS_POINT_SHARED_LIST_PATH, compassPointArray } from '../../../../api/compass-points';
import { http } from '../../../lib/http';
import { compassPointKeys } from './keys';

/** GET api/v1/compasspoint/list?contentCode (001 §7): the points the caller sees on this edition. */
export function getDocumentPoints(contentCode: string, signal?: AbortSignal) {
  return http.get(COMPASS_POINT_LIST_PATH, compassPointArray, { query: { contentCode }, signal, spinner: false });
}

export const documentPointsQueryOptions = (contentCode: string, enabled = true) =>
  queryOptions({ queryKey: compassPointKeys.document(contentCode), queryFn: ({ signal }) => getDocumentPoints(contentCode, signal), enabled: enabled && contentCode !== '' });

export const useDocumentPoints = (contentCode: string, enabled = true) => useQuery(documentPointsQueryOptions(contentCode, enabled));

/** GET api/v1/compasspoint/shared-list?contentID: points shared with the caller on this edition, not yet saved. */
export function getSharedOnDocument(contentID: number, signal?: AbortSignal) {
  return http.get(COMPASS_POINT_SHARED_LIST_PATH, compassPointArray, { query: { contentID }, signal, spinner: false });
}

export const useSharedOnDocument = (contentID: number, enabled: boolean) =>
  useQuery({ queryKey: compassPointKeys.sharedOnDocument(contentID), queryFn: ({ signal }) => getSharedOnDocument(contentID, signal), enabled, meta: { silent: true } });
