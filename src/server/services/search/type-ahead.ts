import {
  TYPE_AHEAD_MIN_LENGTH,
  TYPE_AHEAD_PER_PUBLISHER,
  TYPE_AHEAD_PUBLISHER_MAX,
  type TypeAheadGroup,
} from '../../../api/search';
import { listPublishers } from '../../repositories/documents';
import { rowsInOrder, toTypeAheadItems } from '../documents/mapping';
import { intersectScopes, requireScope } from '../scope';
import type { ServiceContext } from '../context';
import { groupFor } from './publisher-groups';

/*
 * Type-ahead over what the tenant offers (000 §4): from 3 characters, grouped per publisher,
 * a few hits each; `flag` says a publisher has more, which the per-publisher call returns.
 */

// Enough candidates that most publishers with hits show whether they have more than a handful.
const CANDIDATES = 60;

async function grouped(
  ctx: ServiceContext,
  keywords: string,
  publisherIds: number[] | null,
  perPublisher: number,
  limit: number,
): Promise<TypeAheadGroup[]> {
  if (keywords.trim().length < TYPE_AHEAD_MIN_LENGTH) return [];
  const hits = await ctx.searchIndex.typeAhead({ keywords, publisherIds, limit });
  const rows = await rowsInOrder(
    ctx.db,
    hits.map((h) => h.documentId),
  );
  const items = await toTypeAheadItems(ctx.db, rows, publisherIds);
  const groups = new Map<string, TypeAheadGroup>();
  for (const r of rows) {
    const g = groupFor(groups, r.publisher_code, () => ({
      publisher: r.publisher_name,
      publisherCode: r.publisher_code,
      flag: false,
      results: [],
    }));
    if (g.results.length < perPublisher) g.results.push(items.get(r.id)!);
    else g.flag = true;
  }
  return [...groups.values()];
}

/** POST /api/documents/search/type-ahead */
export async function typeAhead(ctx: ServiceContext, keywords: string): Promise<TypeAheadGroup[]> {
  const scope = await requireScope(ctx);
  return grouped(ctx, keywords, scope.offered, TYPE_AHEAD_PER_PUBLISHER, CANDIDATES);
}

/** POST /api/documents/search/type-ahead/publisher (publisher = code or name): one publisher's hits; empty for a publisher the tenant does not offer. */
export async function typeAheadForPublisher(ctx: ServiceContext, keywords: string, publisher: string): Promise<TypeAheadGroup[]> {
  const scope = await requireScope(ctx);
  // The client may send the group's publisher name or its code.
  const wanted = publisher.trim().toLowerCase();
  const found = (await listPublishers(ctx.db)).filter((p) => p.code.toLowerCase() === wanted || p.name.toLowerCase() === wanted);
  const ids =
    intersectScopes(
      found.map((p) => p.id),
      scope.offered,
    ) ?? [];
  if (ids.length === 0) return [];
  return grouped(ctx, keywords, ids, TYPE_AHEAD_PUBLISHER_MAX, TYPE_AHEAD_PUBLISHER_MAX + 1);
}
