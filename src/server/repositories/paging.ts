import type { SelectQueryBuilder } from 'kysely';

export interface Paging {
  offset: number;
  limit: number;
}

/** The rows of a 0-based page of `size` rows (the contract's `page` and `size` query). */
export function pageRows(page: number, size: number): Paging {
  return { offset: page * size, limit: size };
}

/**
 * One page of a listing and how many rows the listing has in all. Both come from the same
 * filtered query, so the total always counts what the pages show: `shape` adds the columns and
 * the order, the total counts the filtered query as it stands.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  page: Paging,
  shape: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
): Promise<{ rows: R[]; total: number }> {
  const [rows, total] = await Promise.all([
    shape(base).offset(page.offset).limit(page.limit).execute(),
    base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .$castTo<{ n: number }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as R[], total: Number(total.n) };
}
