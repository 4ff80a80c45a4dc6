import type { HomeTabQuery, HomeTabReply } from '../../api/home';
import {
  listAccessedDocuments,
  listFavoriteDocuments,
  listTrackedFamilies,
  listUpdatedDocuments,
} from '../repositories/user-documents';
import { pageRows } from '../repositories/paging';
import { rowsInOrder, toHomeCard } from './documents/mapping';
import { requireScope, type Scope } from './scope';
import type { ServiceContext } from './context';

/*
 * Home tabs (000 §2.6): what the caller keeps in the selected account, limited to documents the
 * tenant offers. Recently updated (company home) lists the subscribed publishers' documents.
 */

// The "recently updated" badge counts documents updated in the last 30 days.
const RECENT_DAYS = 30;

const owner = (s: Scope) => ({ userId: s.session.userId, accountId: s.session.account.id });
const paging = (q: HomeTabQuery) => pageRows(q.page, q.size);

async function reply(ctx: ServiceContext, q: HomeTabQuery, ids: number[], total: number, notices = 0): Promise<HomeTabReply> {
  const rows = await rowsInOrder(ctx.db, ids);
  return {
    count: total,
    notices,
    page: q.page,
    size: q.size,
    nextPageFlag: (q.page + 1) * q.size < total,
    documents: rows.map((r) => toHomeCard(r)),
  };
}

/** GET /api/accessed-documents/current-user: newest open first. */
export async function recentlyAccessed(ctx: ServiceContext, q: HomeTabQuery): Promise<HomeTabReply> {
  const scope = await requireScope(ctx);
  const { ids, total } = await listAccessedDocuments(ctx.db, owner(scope), scope.offered, paging(q));
  return reply(ctx, q, ids, total);
}

/** GET /api/favorite-documents/current-user?page&size (size 6 on home). */
export async function favorites(ctx: ServiceContext, q: HomeTabQuery): Promise<HomeTabReply> {
  const scope = await requireScope(ctx);
  const { ids, total } = await listFavoriteDocuments(ctx.db, owner(scope), scope.offered, paging(q));
  return reply(ctx, q, ids, total);
}

/** GET /api/tracked-documents/current-user: each tracked family's newest edition; notices = families with a newer edition than the one tracked. */
export async function tracked(ctx: ServiceContext, q: HomeTabQuery): Promise<HomeTabReply> {
  const scope = await requireScope(ctx);
  const all = await listTrackedFamilies(ctx.db, owner(scope), scope.offered);
  const page = all.slice(q.page * q.size, (q.page + 1) * q.size);
  const rows = new Map(
    (
      await rowsInOrder(
        ctx.db,
        page.map((t) => t.id),
      )
    ).map((r) => [r.id, r]),
  );
  return {
    count: all.length,
    notices: all.filter((t) => t.latest_code !== t.tracked_code).length,
    page: q.page,
    size: q.size,
    nextPageFlag: (q.page + 1) * q.size < all.length,
    documents: page.flatMap((t) => (rows.has(t.id) ? [toHomeCard(rows.get(t.id)!, t.created_at)] : [])),
  };
}

/** GET /api/updated-documents/current-user: the account's subscribed documents, most recently updated first. */
export async function recentlyUpdated(ctx: ServiceContext, q: HomeTabQuery, now = new Date()): Promise<HomeTabReply> {
  const scope = await requireScope(ctx);
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString();
  const { ids, total, recent } = await listUpdatedDocuments(ctx.db, scope.entitled, paging(q), since);
  return reply(ctx, q, ids, total, recent);
}
