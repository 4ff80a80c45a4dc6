/** Query keys of the home feature (one factory, src/README.md §3.5). */
export const homeKeys = {
  all: ['home'] as const,
  tab: (tabId: number, page: number, size: number) => ['home', 'tab', tabId, page, size] as const,
  /** The subscriptions tab's groups: the account's own and the marketplace. */
  subscriptionGroups: () => ['home', 'subscription-groups'] as const,
  /** The billboard's refinement nodes (the account's, not a search's). */
  billboard: () => ['home', 'billboard'] as const,
};
