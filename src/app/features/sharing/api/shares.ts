import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SHARED_PUBLICATIONS_PATH,
  SHARED_STANDARDS_PATH,
  SHARE_SEARCH_PATH,
  SHARE_WITH_GROUP_PATH,
  SHARE_WITH_USER_PATH,
  sharedWithContentPath,
  shareReply,
  shareSearchReply,
  sharedDocumentsReply,
  sharedPublicationsReply,
  sharedWithContentReply,
  type ShareWithGroupBody,
  type ShareWithUserBody,
} from '../../../../api/shares';
import { http } from '../../../lib/http';
import { listPageQuery } from '../../../lib/query-definitions';

/** Query keys of the sharing feature. */
export const shareKeys = {
  all: ['shares'] as const,
  current: (contentId: number) => ['shares', 'current', contentId] as const,
  search: (q: string) => ['shares', 'search', q] as const,
  standards: (page: number, size: number) => ['shares', 'standards', page, size] as const,
  publications: (page: number, size: number) => ['shares', 'publications', page, size] as const,
};

/** GET getSharedGroupAndUserByContentID/{id}. */
export const useCurrentShares = (contentId: number, enabled: boolean) =>
  useQuery({
    queryKey: shareKeys.current(contentId),
    queryFn: ({ signal }) => http.get(sharedWithContentPath(contentId), sharedWithContentReply, { signal, spinner: false }),
    enabled,
  });

/** GET searchUsersAndGroups?keyword (the caller debounces). */
export const useShareSearch = (keyword: string, enabled: boolean) =>
  useQuery({
    queryKey: shareKeys.search(keyword),
    queryFn: ({ signal }) => http.get(SHARE_SEARCH_PATH, shareSearchReply, { query: { keyword }, signal, spinner: false }),
    enabled,
    staleTime: 30_000,
  });

/** POST withGroup / withUser for every selected target, then the current shares reload. */
export function useShare(contentId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (items: ({ kind: 'group'; body: ShareWithGroupBody } | { kind: 'user'; body: ShareWithUserBody })[]) => {
      for (const it of items) {
        if (it.kind === 'group') await http.post(SHARE_WITH_GROUP_PATH, shareReply, { body: it.body });
        else await http.post(SHARE_WITH_USER_PATH, shareReply, { body: it.body });
      }
    },
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: shareKeys.current(contentId) });
      await qc.invalidateQueries({ queryKey: ['groups'] });
    },
  });
}

/** A page of a shared list, as the call asks for it. */
type SharedPage = { page: number; size: number };

/** GET shared-documents/current-user/STANDARD/ (1-based page). */
export const sharedStandardsQueryOptions = listPageQuery(
  (p: SharedPage) => shareKeys.standards(p.page, p.size),
  (p, signal) => http.get(SHARED_STANDARDS_PATH, sharedDocumentsReply, { query: p, signal }),
);
export const useSharedStandards = (page: number, size: number) => useQuery(sharedStandardsQueryOptions({ page, size }));

/** GET shared-documents/current-user/PUBLICATION/ (0-based page). */
export const sharedPublicationsQueryOptions = listPageQuery(
  (p: SharedPage) => shareKeys.publications(p.page, p.size),
  (p, signal) => http.get(SHARED_PUBLICATIONS_PATH, sharedPublicationsReply, { query: p, signal }),
);
export const useSharedPublications = (page: number, size: number) => useQuery(sharedPublicationsQueryOptions({ page, size }));
