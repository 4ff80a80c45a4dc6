import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  DOCUMENT_SEARCH_SIZE,
  GROUP_DETAIL_PATH,
  GROUP_DOCUMENT_SEARCH_PATH,
  GROUP_LIST_CURRENT_PATH,
  GROUP_MAIL_PATH,
  GROUP_SAVE_PATH,
  GROUP_UPDATE_DOCUMENTS_PATH,
  GROUP_UPDATE_MEMBERS_PATH,
  GROUP_UPDATE_NAME_PATH,
  GROUP_UPDATE_PATH,
  MEMBER_SEARCH_PAGE_SIZE,
  SEARCH_USERS_PATH,
  groupDeletePath,
  groupDetail,
  groupDocumentsReply,
  groupListReply,
  groupMailReply,
  searchUsersReply,
  type GroupDocumentsBody,
  type GroupMembersBody,
  type GroupNameBody,
  type GroupSaveBody,
  type GroupUpdateBody,
} from '../../../../api/groups';
import { http } from '../../../lib/http';
import { groupKeys, invalidateAfterDelete } from './keys';

/** GET group/listByCurrentAccount (002 §7). */
export const groupsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: groupKeys.list(),
    queryFn: ({ signal }) => http.get(GROUP_LIST_CURRENT_PATH, groupListReply, { signal }),
    enabled,
  });
export const useGroups = (enabled = true) => useQuery(groupsQueryOptions(enabled));

/** GET group/getGroupDetail?groupId. */
export const groupDetailQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: groupKeys.detail(groupId),
    queryFn: ({ signal }) => http.get(GROUP_DETAIL_PATH, groupDetail, { query: { groupId }, signal }),
    enabled: groupId > 0,
  });
export const useGroupDetail = (groupId: number) => useQuery(groupDetailQueryOptions(groupId));

/** POST user/searchUsers (debounced by the caller). */
export const searchMembers = (fullName: string, signal?: AbortSignal) =>
  http.post(SEARCH_USERS_PATH, searchUsersReply, {
    body: { fullName },
    query: { pageIndex: 0, pageSize: MEMBER_SEARCH_PAGE_SIZE },
    signal,
    spinner: false,
  });

/** POST group/documents/search/type-ahead. */
export const searchDocuments = (keywords: string, signal?: AbortSignal) =>
  http.post(GROUP_DOCUMENT_SEARCH_PATH, groupDocumentsReply, {
    body: { keywords },
    query: { size: DOCUMENT_SEARCH_SIZE },
    signal,
  });

/** After any write the list and the detail reload (002 §7). */
function useGroupWrite<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: groupKeys.all }) });
}

export const useSaveGroup = () => useGroupWrite((b: GroupSaveBody) => http.post(GROUP_SAVE_PATH, groupDetail, { body: b }));
export const useUpdateGroup = () => useGroupWrite((b: GroupUpdateBody) => http.put(GROUP_UPDATE_PATH, groupDetail, { body: b }));
export const useRenameGroup = () =>
  useGroupWrite((b: GroupNameBody) => http.put(GROUP_UPDATE_NAME_PATH, groupDetail, { body: b }));
export const useUpdateMembers = () =>
  useGroupWrite((b: GroupMembersBody) => http.put(GROUP_UPDATE_MEMBERS_PATH, groupDetail, { body: b }));
export const useUpdateDocuments = () =>
  useGroupWrite((b: Partial<GroupDocumentsBody> & { sharedWithGroupID: number }) =>
    http.post(GROUP_UPDATE_DOCUMENTS_PATH, groupDetail, { body: b }),
  );
/** Deleting reloads the groups but not the deleted group's detail, which would answer Not found. */
export const useDeleteGroup = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { groupId: number; accountId?: number }) =>
      http.delete(groupDeletePath(v.groupId), z.unknown(), { query: { accountId: v.accountId } }),
    onSettled: (_data, error, v) =>
      error ? qc.invalidateQueries({ queryKey: groupKeys.all }) : invalidateAfterDelete(qc, v.groupId),
  });
};
export const useMailGroup = () =>
  useMutation({
    mutationFn: (b: { subject: string; message: string; groupID: number; copyMeFlag: boolean }) =>
      http.post(GROUP_MAIL_PATH, groupMailReply, { body: b }),
  });
