import { ShareError, type SharedDocumentsReply, type SharedPublicationsReply } from '../../api/shares';
import { HttpError } from '../http-error';
import { pageRows } from '../repositories/paging';
import { listSharedWithUser } from '../repositories/shares';
import { requireScope } from './scope';
import type { ServiceContext } from './context';

/*
 * What was shared with the caller in the selected account (002 §2 Shared-with-me lists): directly
 * or through a group they belong to. External-address shares never appear here.
 */

async function owner(ctx: ServiceContext) {
  const scope = await requireScope(ctx);
  return { userId: scope.session.userId, accountId: scope.session.account.id };
}

const toDocument = (r: Awaited<ReturnType<typeof listSharedWithUser>>['rows'][number]) => ({
  contentCode: r.content_code,
  designationNo: r.designation_no || r.asset_id,
  documentTitle: r.title,
  email: r.by_email,
  sharedByFirstName: r.by_first,
  sharedByLastName: r.by_last,
  sharedDate: r.created_at,
});

/** The documents list needs the tenant's content-share feature (002 §6). */
async function contentShareOwner(ctx: ServiceContext) {
  const features = (ctx.tenant?.config?.features ?? []) as string[];
  const o = await owner(ctx);
  if (!features.includes('content-share')) throw new HttpError(403, ShareError.featureOff);
  return o;
}

/** POST findContentShareWithMe?pageIndex&pageSize (0-based): every kind of document. */
export async function findSharedWithMe(ctx: ServiceContext, pageIndex: number, pageSize: number): Promise<SharedDocumentsReply> {
  const o = await contentShareOwner(ctx);
  const { rows, total } = await listSharedWithUser(ctx.db, { ...o, kind: null, offset: pageIndex * pageSize, limit: pageSize });
  return { sharedDocuments: rows.map(toDocument), count: total };
}

/** GET shared-documents/current-user/STANDARD/?page (1-based)&size. */
export async function sharedStandards(ctx: ServiceContext, page: number, size: number): Promise<SharedDocumentsReply> {
  const o = await contentShareOwner(ctx);
  const { rows, total } = await listSharedWithUser(ctx.db, { ...o, kind: 'STANDARD', ...pageRows(page - 1, size) });
  return { sharedDocuments: rows.map(toDocument), count: total };
}

/** GET shared-documents/current-user/PUBLICATION/?page (0-based)&size; open to every signed-in user (002 §2). */
export async function sharedPublications(ctx: ServiceContext, page: number, size: number): Promise<SharedPublicationsReply> {
  const o = await owner(ctx);
  const { rows, total } = await listSharedWithUser(ctx.db, { ...o, kind: 'PUBLICATION', ...pageRows(page, size) });
  return {
    content: rows.map((r) => ({
      id: r.id,
      document: { contentCode: r.content_code, publisherName: r.publisher_name, documentTitle: r.title },
      sharedByUserAccount: { user: { firstName: r.by_first, lastName: r.by_last } },
    })),
    totalElements: total,
  };
}
