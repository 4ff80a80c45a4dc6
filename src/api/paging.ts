import * as z from 'zod/mini';

/*
 * The paged lists' query fields and reply envelope. The spec's lists name their parameters in two
 * ways (`page`/`size` and `pageIndex`/`pageSize`); both mean the same bounds, written once here.
 */

/** The highest page number any list accepts: far past any real list, low enough to keep offsets small. */
const PAGE_MAX = 100_000;

/** A page number in a query: 0-based unless `first` says 1, defaulting to the first page. */
export const pageNumberParam = (first: 0 | 1 = 0) =>
  z._default(z.coerce.number().check(z.int(), z.gte(first), z.lte(PAGE_MAX)), first);

/** A page size in a query: 1 to `max`, `byDefault` when absent. */
export const pageSizeParam = (byDefault: number, max = 100) =>
  z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(max)), byDefault);

/** `?page&size`, spread into a list's query object. */
export const pageQueryFields = (size: number, first: 0 | 1 = 0) => ({ page: pageNumberParam(first), size: pageSizeParam(size) });

/** `?pageIndex&pageSize` (0-based), spread into a list's query object. */
export const pageIndexQueryFields = (size: number, max = 100) => ({
  pageIndex: pageNumberParam(),
  pageSize: pageSizeParam(size, max),
});

/** A page of a list as the spec's server answers it: the page's items and how many there are in all. */
export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ content: z.array(item), totalElements: z.number().check(z.int()) });
