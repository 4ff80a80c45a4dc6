/** Query keys of the home feature (one factory, ARCHITECTURE §3.5). */
export const homeKeys = {
  all: ['home'] as const,
  tab: (tabId: number, page: number, size: number) => ['home', 'tab', tabId, page, size] as const,
};
