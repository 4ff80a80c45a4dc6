import { DocumentError } from '../../../api/documents';
import { HttpError } from '../../http-error';
import { findFullDocumentByContentCode, findFullDocumentById, type FullDocumentRow } from '../../repositories/document-details';
import { recordUsage } from '../usage/record-usage';
import { isDrmView, ownerOf, type DocumentAccess } from '../documents/access';
import type { ServiceContext } from '../context';
import { isEntitled, isOffered, requireScope, type Scope } from '../scope';
import { decideContent, type ContentFacts, type ContentMode } from './policy';

/*
 * The policy applied to a request: gathers the facts of policy.ts from the caller's scope and the
 * edition, refuses with the catalogue's error, records a refusal for want of a licence as a
 * 'denial' usage event (COUNTER No_License), and remembers what was granted so the route guard
 * (plugins/content-routes.ts) can tell a content reply that skipped the policy.
 */

/** The edition fields the policy reads. */
export type ContentDocument = Pick<FullDocumentRow, 'id' | 'publisher_id' | 'downloadable'>;

/** The facts of one caller (with a selected account) and one edition; `doc` undefined = unknown. */
export function factsOf(scope: Scope, doc: ContentDocument | undefined): ContentFacts {
  const account = scope.session.account;
  return {
    signedIn: true,
    accountSelected: true,
    offered: !!doc && isOffered(scope, doc.publisher_id),
    licenceDue: account.lca_required === 1 && !account.lca_accepted_at,
    entitled: !!doc && isEntitled(scope, doc.publisher_id),
    drmView: isDrmView(scope),
    downloadable: !!doc && doc.downloadable === 1,
  };
}

/**
 * Whether the caller may read the text of this publisher's documents in the reader: what a
 * search result may quote of a document beyond its description. The same policy as opening it,
 * so a passage never shows what the reader would refuse.
 */
export function mayViewText(scope: Scope): (publisherId: number) => boolean {
  return (publisherId) => decideContent(factsOf(scope, { id: 0, publisher_id: publisherId, downloadable: 0 }), 'view').allowed;
}

/**
 * The one gate for document content: throws the policy's refusal, or records the grant on the
 * request. Every route marked `config: { content }` must pass through here before replying.
 */
export async function requireContent(
  ctx: ServiceContext,
  scope: Scope,
  doc: ContentDocument | undefined,
  mode: ContentMode,
): Promise<void> {
  const d = decideContent(factsOf(scope, doc), mode);
  if (!d.allowed) {
    if (d.message === DocumentError.notEntitled && doc) await recordUsage(ctx, scope, 'denial', doc);
    throw new HttpError(d.status, d.message, d.detail ? { detail: d.detail } : {});
  }
  ctx.grantContent(mode, d.noStore);
}

async function contentOf(ctx: ServiceContext, doc: FullDocumentRow | undefined, mode: ContentMode): Promise<DocumentAccess> {
  const scope = await requireScope(ctx);
  await requireContent(ctx, scope, doc, mode);
  return { scope, doc: doc!, entitled: true, owner: ownerOf(scope) };
}

/** The edition with this content code, when the policy lets the caller have its content in `mode`. */
export async function contentByCode(ctx: ServiceContext, contentCode: string, mode: ContentMode): Promise<DocumentAccess> {
  return contentOf(ctx, await findFullDocumentByContentCode(ctx.db, contentCode), mode);
}

/** The edition with this content id, when the policy lets the caller have its content in `mode`. */
export async function contentById(ctx: ServiceContext, id: number, mode: ContentMode): Promise<DocumentAccess> {
  return contentOf(ctx, await findFullDocumentById(ctx.db, id), mode);
}
