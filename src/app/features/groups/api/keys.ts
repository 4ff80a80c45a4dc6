/** Query keys of the groups feature. */
export const groupKeys = {
  all: ['groups'] as const,
  list: () => ['groups', 'list'] as const,
  detail: (id: number) => ['groups', 'detail', id] as const,
  members: (term: string) => ['groups', 'member-search', term] as const,
  documents: (term: string) => ['groups', 'document-search', term] as const,
};
