/** Query keys of the custom collections feature. */
export const collectionKeys = {
  all: ['custom-collections'] as const,
  page: (page: number, size: number, sort: string) => ['custom-collections', 'page', page, size, sort] as const,
};
