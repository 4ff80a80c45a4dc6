import {
  CANNOT_FIND_CONTENT,
  NOT_FOUND_CONTENT,
  type ContentCodeQuery,
  type ContentCodeReply,
  type VerificationReply,
} from '../../../api/documents-lookup';
import { HttpError } from '../../http-error';
import { findDocumentByContentCode, findEditions, findEditionsByAssetId } from '../../repositories/documents';
import { recordUsage } from '../usage/record-usage';
import { upsertAccessedDocument } from '../../repositories/user-documents';
import { designationCandidates } from '../../search/designation';
import { matchDesignations } from '../../search/designation-search';
import { isEntitled, isOffered, requireScope, type Scope } from '../scope';
import type { ServiceContext } from '../context';

/* Resolvers (000 §2.6) and the entitlement check before opening (000 §4). */

const cannotFind = () => new HttpError(404, CANNOT_FIND_CONTENT, { detail: CANNOT_FIND_CONTENT });

/** A document the tenant offers, by content code; 404 'Can not find content' otherwise (no hint of other tenants' catalogues). */
async function offeredDocument(ctx: ServiceContext, scope: Scope, contentCode: string) {
  const doc = await findDocumentByContentCode(ctx.db, contentCode);
  if (!doc || !isOffered(scope, doc.publisher_id)) throw cannotFind();
  return doc;
}

/**
 * GET /api/documents/contentCode/designation. Editions whose designation matches (any
 * spelling the designation search accepts); a year picks the edition with that year suffix
 * (2 or 4 digits), a status (Historical, Withdrawn…) filters on it. Among several, the active
 * one, then the newest edition wins.
 */
export async function contentCodeByDesignation(ctx: ServiceContext, q: ContentCodeQuery): Promise<ContentCodeReply> {
  const scope = await requireScope(ctx);
  const typed = q.year ? `${q.designation.replace(/-\d{2,4}$/, '')}-${q.year.slice(-2)}` : q.designation;
  const matches = await matchDesignations(ctx.db, designationCandidates(typed), { prefix: false });
  // Tier 0: every part of the designation and the year (when given) are the edition's.
  const exact = matches.filter((m) => m.tier === 0).map((m) => m.id);
  const editions = (await findEditions(ctx.db, exact))
    .filter((e) => isOffered(scope, e.publisher_id))
    .filter((e) => !q.status || e.status.toLowerCase() === q.status.toLowerCase());
  editions.sort(
    (a, b) => Number(b.status === 'Active') - Number(a.status === 'Active') || b.edition_order - a.edition_order || a.id - b.id,
  );
  return editions.length ? { contentCode: editions[0].content_code } : { contentCode: null, message: NOT_FOUND_CONTENT };
}

/** GET /api/documents/contentCode/assetId: the edition the tenant offers with this asset id (002 §7); the active one first. */
export async function contentCodeByAssetId(ctx: ServiceContext, assetId: string): Promise<ContentCodeReply> {
  const scope = await requireScope(ctx);
  const editions = (await findEditionsByAssetId(ctx.db, assetId)).filter((e) => isOffered(scope, e.publisher_id));
  editions.sort(
    (a, b) => Number(b.status === 'Active') - Number(a.status === 'Active') || b.edition_order - a.edition_order || a.id - b.id,
  );
  return editions.length ? { contentCode: editions[0].content_code } : { contentCode: null, message: NOT_FOUND_CONTENT };
}

/** GET /api/documents/verification/contentCode: may the selected account open it? A 'false' is a denial usage event. */
export async function verifyEntitlement(ctx: ServiceContext, contentCode: string): Promise<VerificationReply> {
  const scope = await requireScope(ctx);
  const doc = await offeredDocument(ctx, scope, contentCode);
  const entitled = isEntitled(scope, doc.publisher_id);
  if (!entitled) {
    await recordUsage(ctx, scope, 'denial', doc);
  }
  return { contentCode: doc.content_code, entitlementAccess: entitled, publisherCode: doc.publisher_code };
}

/** POST /api/accessed-documents: the caller opened a document it is entitled to; feeds "recently accessed" and an 'open' usage event. */
export async function recordAccess(ctx: ServiceContext, contentCode: string, now = new Date()): Promise<void> {
  const scope = await requireScope(ctx);
  const doc = await offeredDocument(ctx, scope, contentCode);
  if (!isEntitled(scope, doc.publisher_id)) throw new HttpError(403, 'error.notEntitled', { detail: 'not entitled' });
  const owner = { userId: scope.session.userId, accountId: scope.session.account.id };
  await upsertAccessedDocument(ctx.db, owner, doc.id, now.toISOString());
  await recordUsage(ctx, scope, 'open', doc, now);
}
