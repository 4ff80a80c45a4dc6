import type { ContentTracking } from '../../api/documents';
import { ErrorCode } from '../../api/errors';
import type { Favorite, FavoritesQuery, FavoritesReply, TrackingReply } from '../../api/user-documents';
import { HttpError, notFound } from '../http-error';
import { deleteOwnFavorite, findOwnFavorite, insertFavorite, listFavoritesByTitle } from '../repositories/favorites';
import { pageRows } from '../repositories/paging';
import { deleteOwnTracking, findOwnTracking, findTrackingByFamily, insertTracking } from '../repositories/tracking';
import { offeredByCode, offeredById, ownerOf } from './documents/access';
import { offeredFamily } from './documents/metadata';
import { trackerAvailable } from './documents/rules';
import { requireScope } from './scope';
import type { ServiceContext } from './context';

/*
 * Tracking and favorites (001 §4): always the caller's own rows in the selected account. Another
 * owner's id answers 404 exactly like an unknown one, so ids reveal nothing.
 */

const trackerUnavailable = () => new HttpError(503, ErrorCode.trackerUnavailable, { detail: ErrorCode.trackerUnavailable });

/** GET getContentTracking?family: whether the caller tracks this family. */
export async function contentTracking(ctx: ServiceContext, familyValue: string): Promise<ContentTracking> {
  const scope = await requireScope(ctx);
  if (!trackerAvailable(ctx)) return { trackingFlag: false, id: null, trackerUnavailable: true, trackingSinceDate: null };
  const family = await offeredFamily(ctx.db, scope, familyValue);
  const row = family ? await findTrackingByFamily(ctx.db, ownerOf(scope), family.id) : undefined;
  return { trackingFlag: !!row, id: row?.id ?? null, trackerUnavailable: false, trackingSinceDate: row?.created_at ?? null };
}

/** POST tracked-documents?contentCode: track the edition's family (kept when already tracked). */
export async function track(ctx: ServiceContext, contentCode: string): Promise<TrackingReply> {
  const { doc, owner } = await offeredByCode(ctx, contentCode);
  if (!trackerAvailable(ctx)) throw trackerUnavailable();
  const row = await insertTracking(ctx.db, owner, doc.family_id, doc.content_code, new Date().toISOString());
  return {
    id: row.id,
    trackingFlag: true,
    family: doc.family_value,
    contentCode: row.content_code,
    trackingSinceDate: row.created_at,
  };
}

/** PUT tracked-documents/{id}: trackingFlag false stops tracking; true leaves it as it is. */
export async function updateTracking(ctx: ServiceContext, id: number, trackingFlag: boolean): Promise<TrackingReply> {
  const scope = await requireScope(ctx);
  const owner = ownerOf(scope);
  const row = await findOwnTracking(ctx.db, owner, id);
  if (!row) throw notFound(ErrorCode.notFound);
  if (!trackingFlag) await deleteOwnTracking(ctx.db, owner, id);
  return { id: row.id, trackingFlag, family: row.family_value, contentCode: row.content_code, trackingSinceDate: row.created_at };
}

/** POST content-favorites: favorite an offered edition (kept when already a favorite). */
export async function addFavorite(ctx: ServiceContext, contentId: number): Promise<Favorite> {
  const { doc, owner } = await offeredById(ctx, contentId);
  const row = await insertFavorite(ctx.db, owner, doc.id, new Date().toISOString());
  return {
    id: row.id,
    createdDate: row.created_at,
    document: {
      contentId: doc.id,
      contentCode: doc.content_code,
      documentTitle: doc.title,
      designationNo: doc.designation_no,
      documentType: doc.document_type,
      publisherCode: doc.publisher_code,
      status: doc.status,
      lastUpdateDate: doc.last_update_date,
      publishDate: doc.publish_date,
    },
  };
}

/** DELETE content-favorites/{id}: only the caller's own favorite. */
export async function removeFavorite(ctx: ServiceContext, id: number): Promise<void> {
  const scope = await requireScope(ctx);
  const owner = ownerOf(scope);
  if (!(await findOwnFavorite(ctx.db, owner, id))) throw notFound(ErrorCode.notFound);
  await deleteOwnFavorite(ctx.db, owner, id);
}

/** GET content-favorites: the favorites page, sorted by document title either way, paged. */
export async function listFavorites(ctx: ServiceContext, q: FavoritesQuery): Promise<FavoritesReply> {
  const scope = await requireScope(ctx);
  const dir = q.sort.endsWith(',desc') ? 'desc' : 'asc';
  const { rows, total } = await listFavoritesByTitle(ctx.db, ownerOf(scope), scope.offered, dir, pageRows(q.page, q.size));
  return {
    content: rows.map((r) => ({
      id: r.id,
      createdDate: r.created_at,
      document: {
        contentId: r.document_id,
        contentCode: r.content_code,
        documentTitle: r.title,
        designationNo: r.designation_no,
        documentType: r.document_type,
        publisherCode: r.publisher_code,
        status: r.status,
        lastUpdateDate: r.last_update_date,
        publishDate: r.publish_date,
      },
    })),
    totalElements: total,
    page: q.page,
    size: q.size,
  };
}
