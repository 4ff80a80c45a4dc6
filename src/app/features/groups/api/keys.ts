import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the groups feature. */
export const groupKeys = {
  all: ['groups'] as const,
  list: () => ['groups', 'list'] as const,
  detail: (id: number) => ['groups', 'detail', id] as const,
  members: (term: string) => ['groups', 'member-search', term] as const,
  documents: (term: string) => ['groups', 'document-search', term] as const,
};

/**
 * After a group is deleted every groups query reloads but the deleted group's own detail: its
 * screen is still shown while the app leaves it, and refetching it would only report Not found.
 * That detail is marked stale, so a later visit asks the server again.
 */
export function invalidateAfterDelete(qc: QueryClient, groupId: number): Promise<void> {
  const deleted = groupKeys.detail(groupId);
  const isDeleted = (key: readonly unknown[]) => deleted.every((part, i) => key[i] === part);
  return Promise.all([
    qc.invalidateQueries({ queryKey: groupKeys.all, predicate: (q) => !isDeleted(q.queryKey) }),
    qc.invalidateQueries({ queryKey: deleted, refetchType: 'none' }),
  ]).then(() => undefined);
}
