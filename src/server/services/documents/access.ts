import { CANNOT_FIND_CONTENT } from '../../../api/documents-lookup';
import { DocumentError } from '../../../api/documents';
import { HttpError } from '../../http-error';
import { findFullDocumentByContentCode, findFullDocumentById, type FullDocumentRow } from '../../repositories/document-details';
import type { Owner } from '../../repositories/user-documents';
import { isEntitled, isOffered, requireScope, type Scope } from '../scope';
import type { ServiceContext } from '../context';

/*
 * The access rules every document call shares (DOMAIN invariants 1 and 2): a document the tenant
 * does not offer does not exist for the caller (404 'Can not find content', no hint of other
 * tenants' catalogues); content (PDF, HTML, download, full book, notes) needs entitlement.
 */

export const cannotFindContent = () => new HttpError(404, CANNOT_FIND_CONTENT, { detail: CANNOT_FIND_CONTENT });
export const notEntitled = () =>
  new HttpError(403, DocumentError.notEntitled, { detail: 'User is not entitled for the Document' });

export interface DocumentAccess {
  scope: Scope;
  doc: FullDocumentRow;
  entitled: boolean;
  owner: Owner;
}

function access(scope: Scope, doc: FullDocumentRow | undefined): DocumentAccess {
  if (!doc || !isOffered(scope, doc.publisher_id)) throw cannotFindContent();
  return { scope, doc, entitled: isEntitled(scope, doc.publisher_id), owner: ownerOf(scope) };
}

/** The caller as the owner of what they make (one user in one account). */
export const ownerOf = (scope: Scope): Owner => ({ userId: scope.session.userId, accountId: scope.session.account.id });

/** An offered document by content code, for metadata-level calls (no entitlement needed). */
export async function offeredByCode(ctx: ServiceContext, contentCode: string): Promise<DocumentAccess> {
  const scope = await requireScope(ctx);
  return access(scope, await findFullDocumentByContentCode(ctx.db, contentCode));
}

/** An offered document by content id. */
export async function offeredById(ctx: ServiceContext, id: number): Promise<DocumentAccess> {
  const scope = await requireScope(ctx);
  return access(scope, await findFullDocumentById(ctx.db, id));
}

/** Like offeredById, and 403 unless entitled. */
export async function entitledById(ctx: ServiceContext, id: number): Promise<DocumentAccess> {
  const a = await offeredById(ctx, id);
  if (!a.entitled) throw notEntitled();
  return a;
}

/** Restricted (DRM) viewing: read in the viewer only, no download, no offline copy. */
export const isDrmView = (scope: Scope) => scope.session.account.content_security === 'drm-view';
