/** Query keys of the session feature (one factory, src/README.md §3.5). */
export const sessionKeys = {
  all: ['session'] as const,
  tenantConfig: () => ['session', 'tenant-config'] as const,
  authenticationData: () => ['session', 'authentication-data'] as const,
  account: () => ['session', 'account'] as const,
  subscriptions: () => ['session', 'subscriptions'] as const,
  groupEnable: () => ['session', 'group-enable'] as const,
  externalUrls: () => ['session', 'external-urls'] as const,
  progressiveProfiling: () => ['session', 'progressive-profiling'] as const,
  lca: () => ['session', 'lca'] as const,
};
