/** Query keys of the favorites feature; the root 'favorites' is what other screens invalidate. */
export const favoritesKeys = {
  all: ['favorites'] as const,
  page: (page: number, size: number, sort: string) => ['favorites', 'page', page, size, sort] as const,
};
