import { queryOptions, useQuery } from '@tanstack/react-query';
import { workItemsPath, workItemsReply } from '../../../../api/documents';
import { http } from '../../../lib/http';
import { documentKeys } from './keys';

/** GET api/documents/work-items/{code} (001 §7). */
export function getWorkItems(contentCode: string, signal?: AbortSignal) {
  return http.get(workItemsPath(contentCode), workItemsReply, { signal, spinner: false });
}

export const workItemsQueryOptions = (contentCode: string, enabled: boolean) =>
  queryOptions({
    queryKey: documentKeys.workItems(contentCode),
    queryFn: ({ signal }) => getWorkItems(contentCode, signal),
    enabled,
  });

export const useWorkItems = (contentCode: string, enabled: boolean) => useQuery(workItemsQueryOptions(contentCode, enabled));
