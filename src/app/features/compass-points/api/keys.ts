/** Query keys of the compass-points feature (one factory, src/README.md §3.5); 'compass-points' is what every write invalidates. */
export const compassPointKeys = {
  all: ['compass-points'] as const,
  document: (contentCode: string) => ['compass-points', 'document', contentCode] as const,
  sharedOnDocument: (contentID: number) => ['compass-points', 'shared-list', contentID] as const,
  one: (id: number) => ['compass-points', 'one', id] as const,
  shared: (uuid: string) => ['compass-points', 'shared', uuid] as const,
  settings: (contentID: number) => ['compass-points', 'settings', contentID] as const,
  page: (scope: 'mine' | 'admin', status: string, pageIndex: number, sort: string) =>
    ['compass-points', 'page', scope, status, pageIndex, sort] as const,
  audits: (id: number, pageIndex: number, pageSize: number, sort: string) =>
    ['compass-points', 'audits', id, pageIndex, pageSize, sort] as const,
  report: (startDate: string, endDate: string) => ['compass-points', 'report', startDate, endDate] as const,
};
