import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_TRACKING_PATH, contentTracking } from '../../../../api/documents';
import { http } from '../../../lib/http';
import { documentKeys } from './keys';

/** GET api/documents/getContentTracking?family (001 §7). */
export function getContentTracking(family: string, signal?: AbortSignal) {
  return http.get(CONTENT_TRACKING_PATH, contentTracking, { query: { family }, signal, spinner: false });
}

export const contentTrackingQueryOptions = (family: string, enabled: boolean) =>
  queryOptions({ queryKey: documentKeys.tracking(family), queryFn: ({ signal }) => getContentTracking(family, signal), enabled });

export const useContentTracking = (family: string, enabled: boolean) => useQuery(contentTrackingQueryOptions(family, enabled));
