import type { FastifyReply } from 'fastify';
import type { CollectionSort, CustomCollectionQuery, CustomCollectionReply } from '../../api/custom-collections';
import { ErrorCode } from '../../api/errors';
import { forbidden } from '../http-error';
import { findFullDocumentByContentCode } from '../repositories/document-details';
import { isInCollection, listCollectionPage } from '../repositories/custom-collections';
import { pageRows } from '../repositories/paging';
import { recordUsage } from './usage/record-usage';
import { cannotFindContent, isDrmView } from './documents/access';
import { documentFile } from './documents/files';
import { sendStoredFile } from './file-reply';
import { requireContent } from './content-access/require-content';
import { requireScope, type Scope } from './scope';
import type { ServiceContext } from './context';

/*
 * Custom collections (002 §2, §6): only an account that has one; the list and the downloads are
 * that account's own. Being in the collection is what entitles the download (the collection is
 * curated for the account), still within what the tenant offers, and never under DRM viewing.
 */

async function collectionScope(ctx: ServiceContext): Promise<Scope> {
  const scope = await requireScope(ctx);
  if (scope.session.account.custom_collection !== 1) throw forbidden(ErrorCode.forbidden);
  return scope;
}

export const sortDirection = (sort: CollectionSort): 'asc' | 'desc' => (sort === 'ALPHA_ASC' ? 'asc' : 'desc');

/** GET api/custom-collections: one page of the selected account's collection. */
export async function listCustomCollection(ctx: ServiceContext, q: CustomCollectionQuery): Promise<CustomCollectionReply> {
  const scope = await collectionScope(ctx);
  const { rows, total } = await listCollectionPage(
    ctx.db,
    scope.session.account.id,
    scope.offered,
    sortDirection(q.sortType),
    pageRows(q.page, q.size),
  );
  return {
    items: rows.map((r) => ({
      contentCode: r.content_code,
      designation: r.display_designation,
      title: r.title,
      publisher: r.publisher_value,
      downloadable: r.downloadable === 1 && !isDrmView(scope),
    })),
    count: total,
  };
}

/** GET api/custom-collections/{contentCode}/download: the PDF of a document of the collection. */
export async function sendCollectionDownload(
  ctx: ServiceContext,
  reply: FastifyReply,
  contentCode: string,
): Promise<FastifyReply> {
  const scope = await collectionScope(ctx);
  const s = scope.session;
  const doc = await findFullDocumentByContentCode(ctx.db, contentCode);
  // Not in this account's collection looks exactly like not existing.
  if (!doc || !(await isInCollection(ctx.db, s.account.id, contentCode))) throw cannotFindContent();
  // Being in the collection entitles it; the rest of the content policy (tenant offer, licence, DRM, downloadable) holds as for any download.
  await requireContent(ctx, { ...scope, entitled: [...scope.entitled, doc.publisher_id] }, doc, 'download');
  const file = await documentFile(ctx, doc, 'pdf');
  const name = `${doc.designation_no.replace(/[^A-Za-z0-9._-]+/g, '_')}.pdf`;
  if (!file) {
    // No PDF for this edition: an empty file, which the client answers with the tenant no-PDF message (002 §8).
    return reply
      .status(200)
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('content-length', 0)
      .send(Buffer.alloc(0));
  }
  await recordUsage(ctx, scope, 'download', doc);
  await sendStoredFile(reply, file, { type: 'application/pdf', disposition: `attachment; filename="${name}"` });
  return reply;
}
