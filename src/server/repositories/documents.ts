import type { DbOrTx } from '../db/database';
import { editionsWithPublisher, linkedEditions } from './document-details';

/** Columns every list of documents (search results, home cards, type-ahead) needs. */
const CARD_COLUMNS = [
  'documents.id',
  'documents.content_code',
  'documents.family_id',
  'documents.publisher_id',
  'documents.designation',
  'documents.designation_no',
  'documents.title',
  'documents.description',
  'documents.document_type',
  'documents.status',
  'documents.language_code',
  'documents.publish_date',
  'documents.published_online_date',
  'documents.last_update_date',
  'publishers.code as publisher_code',
  'publishers.name as publisher_name',
] as const;

/** Documents by id with their publisher, in no particular order. */
export async function findDocumentsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return editionsWithPublisher(db).select(CARD_COLUMNS).where('documents.id', 'in', ids).execute();
}
export type DocumentCardRow = Awaited<ReturnType<typeof findDocumentsByIds>>[number];

/** One document by its content code, with its publisher; undefined when none. */
export async function findDocumentByContentCode(db: DbOrTx, contentCode: string) {
  return editionsWithPublisher(db)
    .select([...CARD_COLUMNS, 'documents.edition_order'])
    .where('documents.content_code', '=', contentCode)
    .executeTakeFirst();
}

/** Translations, supplements and connections of these documents, with the linked edition's designation. */
export async function findDocumentLinks(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return linkedEditions(db)
    .select('document_links.document_id')
    .where('document_links.document_id', 'in', ids)
    .orderBy('document_links.document_id')
    .orderBy('linked.designation_no')
    .execute();
}

/** Editions by id with what the designation lookup chooses on: status, edition order, publisher. */
export async function findEditions(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('documents')
    .select(['id', 'content_code', 'publisher_id', 'status', 'designation_no', 'edition_order', 'publish_date'])
    .where('id', 'in', ids)
    .execute();
}

/** Publisher ids by code. */
export async function findPublisherIdsByCodes(db: DbOrTx, codes: string[]) {
  if (codes.length === 0) return [];
  return db.selectFrom('publishers').select(['id', 'code', 'name']).where('code', 'in', codes).execute();
}

export async function listPublishers(db: DbOrTx) {
  return db.selectFrom('publishers').select(['id', 'code', 'name']).orderBy('name').execute();
}

/** Publisher ids an account's subscriptions cover (entitlement, DOMAIN "Subscription"). */
export async function listSubscribedPublisherIds(db: DbOrTx, accountId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('account_subscriptions')
    .innerJoin('subscription_products', 'subscription_products.id', 'account_subscriptions.product_id')
    .select('subscription_products.publisher_id')
    .where('account_subscriptions.account_id', '=', accountId)
    .execute();
  return [...new Set(rows.map((r) => r.publisher_id))];
}

/** Every node of the given taxonomy trees. */
export async function listTaxonomyNodes(db: DbOrTx, trees: string[]) {
  if (trees.length === 0) return [];
  return db
    .selectFrom('taxonomy_nodes')
    .select(['tree', 'key', 'name', 'parent_key', 'root'])
    .where('tree', 'in', trees)
    .orderBy('id')
    .execute();
}

/** Editions that have a PDF, as id and content code, in id order (preview warming). */
export async function listDocumentsWithPdf(db: DbOrTx) {
  return db.selectFrom('documents').select(['id', 'content_code']).where('pdf_path', 'is not', null).orderBy('id').execute();
}

/** Ids of the editions with these content codes, in id order. */
export async function listDocumentIdsByContentCodes(db: DbOrTx, codes: string[]) {
  if (codes.length === 0) return [];
  return db.selectFrom('documents').select(['id', 'content_code']).where('content_code', 'in', codes).orderBy('id').execute();
}

/** An edition's page count; throws when there is no such edition. */
export async function findPageCount(db: DbOrTx, id: number): Promise<number> {
  return (await db.selectFrom('documents').select('page_count').where('id', '=', id).executeTakeFirstOrThrow()).page_count;
}

/** Editions with this asset id (any letter case), active first, then newest. */
export async function findEditionsByAssetId(db: DbOrTx, assetId: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'content_code', 'publisher_id', 'status', 'edition_order'])
    .where((eb) => eb(eb.fn('lower', ['asset_id']), '=', assetId.toLowerCase()))
    .execute();
}

/** Those of these editions whose text is their printed pages: delivered as a PDF with no STS. */
export async function findPrintedDocumentIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('documents')
    .select('id')
    .where('id', 'in', ids)
    .where('pdf_path', 'is not', null)
    .where('sts_sha256', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}
