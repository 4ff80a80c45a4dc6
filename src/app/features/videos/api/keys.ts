/** Query keys of the videos feature (one factory, src/README.md §3.5). */
export const videoKeys = {
  all: ['videos'] as const,
  byDesignation: (designation: string) => ['videos', 'designation', designation] as const,
};
