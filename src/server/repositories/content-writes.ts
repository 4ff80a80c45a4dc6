import type { Insertable, Updateable } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { DocumentTable, TaxonomyNodeTable } from '../db/schema';

/*
 * What an import writes: families, editions, their sections, taxonomy and links, and the
 * documents still to index. The import service calls these inside one transaction per document.
 */

export type DocumentInsert = Insertable<DocumentTable>;
export type DocumentPatch = Updateable<DocumentTable>;

export interface SectionWrite {
  ordinal: number;
  heading: string;
  body: string;
  anchor: string | null;
  page_number: number | null;
}

/** Every publisher with its subscription products' keys and names (to match what a delivery names). */
export async function listPublishersWithProducts(db: DbOrTx) {
  const publishers = await db.selectFrom('publishers').select(['id', 'code', 'name']).orderBy('id').execute();
  const products = await db
    .selectFrom('subscription_products')
    .select(['publisher_id', 'search_key', 'abbr_name', 'name'])
    .execute();
  return publishers.map((p) => ({
    ...p,
    aliases: products.filter((x) => x.publisher_id === p.id).flatMap((x) => [x.search_key, x.abbr_name, x.name]),
  }));
}
export type PublisherMatch = Awaited<ReturnType<typeof listPublishersWithProducts>>[number];

/** The edition with this content code and what an import compares it by. */
export async function findImportedEdition(db: DbOrTx, contentCode: string) {
  return db
    .selectFrom('documents')
    .select([
      'id',
      'family_id',
      'publisher_id',
      'content_code',
      'language_code',
      'status',
      'edition_order',
      'publish_date',
      'source_signature',
      'sts_sha256',
      'pdf_sha256',
      'pdf_path',
      'html_path',
      'xml_path',
      'page_count',
      'document_type',
    ])
    .where('content_code', '=', contentCode)
    .executeTakeFirst();
}
export type ImportedEdition = NonNullable<Awaited<ReturnType<typeof findImportedEdition>>>;

export async function findFamilyByValue(db: DbOrTx, publisherId: number, value: string) {
  return db
    .selectFrom('families')
    .select(['id', 'family_value', 'replaced_by_family_value'])
    .where('publisher_id', '=', publisherId)
    .where('family_value', '=', value)
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertFamily(db: DbOrTx, publisherId: number, value: string, replacedBy: string | null): Promise<number> {
  const row = await db
    .insertInto('families')
    .values({ publisher_id: publisherId, family_value: value, replaced_by_family_value: replacedBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function setFamilyReplacedBy(db: DbOrTx, familyId: number, replacedBy: string | null) {
  await db.updateTable('families').set({ replaced_by_family_value: replacedBy }).where('id', '=', familyId).execute();
}

/** The family's editions, oldest first. */
export async function listFamilyEditionsForImport(db: DbOrTx, familyId: number) {
  return db
    .selectFrom('documents')
    .select(['id', 'content_code', 'status', 'edition_order', 'publish_date'])
    .where('family_id', '=', familyId)
    .orderBy('edition_order')
    .orderBy('id')
    .execute();
}

export async function insertDocument(db: DbOrTx, row: DocumentInsert): Promise<number> {
  const r = await db.insertInto('documents').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function updateDocument(db: DbOrTx, id: number, patch: DocumentPatch) {
  await db.updateTable('documents').set(patch).where('id', '=', id).execute();
}

export async function setEditionOrder(db: DbOrTx, id: number, order: number, status?: string) {
  await db
    .updateTable('documents')
    .set(status ? { edition_order: order, status } : { edition_order: order })
    .where('id', '=', id)
    .execute();
}

/** Replaces an edition's sections. */
export async function replaceSections(db: DbOrTx, documentId: number, sections: SectionWrite[]) {
  await db.deleteFrom('document_sections').where('document_id', '=', documentId).execute();
  // Chunks keep a long manual's sections under every engine's bound on parameters.
  for (let i = 0; i < sections.length; i += 500)
    await db
      .insertInto('document_sections')
      .values(sections.slice(i, i + 500).map((s) => ({ document_id: documentId, ...s })))
      .execute();
}

/** The nodes of one tree with these keys. */
export async function listTaxonomyNodesByKeys(db: DbOrTx, tree: string, keys: string[]) {
  if (!keys.length) return [];
  return db
    .selectFrom('taxonomy_nodes')
    .select(['id', 'key', 'parent_key'])
    .where('tree', '=', tree)
    .where('key', 'in', keys)
    .execute();
}

export async function insertTaxonomyNode(db: DbOrTx, node: Insertable<TaxonomyNodeTable>): Promise<number> {
  const r = await db.insertInto('taxonomy_nodes').values(node).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

/** Replaces the taxonomy nodes an edition sits on. */
export async function replaceDocumentTaxonomy(db: DbOrTx, documentId: number, nodeIds: number[]) {
  await db.deleteFrom('document_taxonomy').where('document_id', '=', documentId).execute();
  if (nodeIds.length)
    await db
      .insertInto('document_taxonomy')
      .values([...new Set(nodeIds)].map((node_id) => ({ document_id: documentId, node_id })))
      .execute();
}

/** Editions by their printed designation (display designation, or designation number), any publisher's. */
export async function findEditionsByDisplay(db: DbOrTx, displays: string[]) {
  if (!displays.length) return [];
  return db
    .selectFrom('documents')
    .select(['id', 'publisher_id', 'display_designation', 'designation', 'designation_no', 'language_code', 'content_code'])
    .where((eb) => eb.or([eb('display_designation', 'in', displays), eb('designation_no', 'in', displays)]))
    .orderBy('id')
    .execute();
}

/** Adds links; one already there is left as it is. */
export async function addLinks(db: DbOrTx, links: { document_id: number; linked_id: number; kind: string }[]) {
  for (const l of links)
    await db
      .insertInto('document_links')
      .values(l)
      .onConflict((oc) => oc.columns(['document_id', 'linked_id', 'kind']).doNothing())
      .execute();
}

export async function markSearchPending(db: DbOrTx, ids: number[], at: string) {
  for (const document_id of new Set(ids))
    await db
      .insertInto('search_pending')
      .values({ document_id, created_at: at })
      .onConflict((oc) => oc.column('document_id').doNothing())
      .execute();
}

export async function listSearchPending(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('search_pending').select('document_id').orderBy('document_id').limit(limit).execute();
  return rows.map((r) => r.document_id);
}

export async function clearSearchPending(db: DbOrTx, ids: number[]) {
  if (ids.length) await db.deleteFrom('search_pending').where('document_id', 'in', ids).execute();
}

/** Forgets every pending document: the whole index is being rebuilt (the seed's catalogue). */
export async function clearAllSearchPending(db: DbOrTx) {
  await db.deleteFrom('search_pending').execute();
}
