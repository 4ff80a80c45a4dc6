/** Query keys of the usage report feature. */
export const usageKeys = {
  all: ['usage-report'] as const,
  embed: (accountId: number | null, startDate: string, endDate: string, lang: string) =>
    ['usage-report', 'embed', accountId, startDate, endDate, lang] as const,
};
