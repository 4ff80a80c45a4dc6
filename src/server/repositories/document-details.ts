import type { DbOrTx } from '../db/database';

/* Queries behind the document screen (001 §3): one edition in full, its family, links, sections. */

const FULL_COLUMNS = [
  'documents.id',
  'documents.content_code',
  'documents.family_id',
  'documents.publisher_id',
  'documents.designation',
  'documents.display_designation',
  'documents.designation_no',
  'documents.title',
  'documents.description',
  'documents.document_type',
  'documents.asset_type',
  'documents.content_type',
  'documents.status',
  'documents.classification',
  'documents.language_code',
  'documents.publish_date',
  'documents.published_online_date',
  'documents.last_update_date',
  'documents.downloadable',
  'documents.video_flag',
  'documents.asset_id',
  'documents.edition_order',
  'documents.page_count',
  'documents.pdf_path',
  'documents.html_path',
  'documents.keywords',
  'publishers.code as publisher_code',
  'publishers.name as publisher_name',
  'families.family_value',
  'families.replaced_by_family_value',
] as const;

/** Editions joined to their publisher, the start of every query that shows or filters by the publisher. */
export const editionsWithPublisher = (db: DbOrTx) =>
  db.selectFrom('documents').innerJoin('publishers', 'publishers.id', 'documents.publisher_id');

const full = (db: DbOrTx) =>
  editionsWithPublisher(db).innerJoin('families', 'families.id', 'documents.family_id').select(FULL_COLUMNS);

/** One edition with its publisher and family, by content code. */
export async function findFullDocumentByContentCode(db: DbOrTx, contentCode: string) {
  return full(db).where('documents.content_code', '=', contentCode).executeTakeFirst();
}

/** One edition with its publisher and family, by content id. */
export async function findFullDocumentById(db: DbOrTx, id: number) {
  return full(db).where('documents.id', '=', id).executeTakeFirst();
}
export type FullDocumentRow = NonNullable<Awaited<ReturnType<typeof findFullDocumentById>>>;

/** Editions whose designation (or designation number) is this one, newest edition first. */
export async function findFullDocumentsByDesignation(db: DbOrTx, designation: string) {
  return full(db)
    .where((eb) => eb.or([eb('documents.designation', '=', designation), eb('documents.designation_no', '=', designation)]))
    .orderBy('documents.edition_order', 'desc')
    .orderBy('documents.id')
    .execute();
}

/** Every edition of a family, oldest first. */
export async function listFamilyEditions(db: DbOrTx, familyId: number) {
  return editionsWithPublisher(db)
    .select([
      'documents.id',
      'documents.content_code',
      'documents.designation_no',
      'documents.status',
      'documents.language_code',
      'documents.document_type',
      'documents.pdf_path',
      'documents.html_path',
      'publishers.code as publisher_code',
    ])
    .where('documents.family_id', '=', familyId)
    .orderBy('documents.edition_order')
    .orderBy('documents.id')
    .execute();
}

/** Families with this value (the value is per publisher), with their newest edition's content code. */
export async function findFamiliesByValue(db: DbOrTx, familyValue: string) {
  return db
    .selectFrom('families')
    .select(['id', 'publisher_id', 'family_value'])
    .where('family_value', '=', familyValue)
    .orderBy('id')
    .execute();
}

/** The newest edition's content code of a publisher's family value (replacedByContentCode). */
export async function findNewestEditionOfFamily(db: DbOrTx, publisherId: number, familyValue: string) {
  return db
    .selectFrom('documents')
    .innerJoin('families', 'families.id', 'documents.family_id')
    .select(['documents.content_code', 'documents.id'])
    .where('families.publisher_id', '=', publisherId)
    .where('families.family_value', '=', familyValue)
    .orderBy('documents.edition_order', 'desc')
    .orderBy('documents.id', 'desc')
    .executeTakeFirst();
}

/**
 * Links (translation, supplement, connection) joined to the edition each names, with what every
 * list of linked editions shows of it.
 */
export const linkedEditions = (db: DbOrTx) =>
  db
    .selectFrom('document_links')
    .innerJoin('documents as linked', 'linked.id', 'document_links.linked_id')
    .select([
      'document_links.kind',
      'linked.content_code',
      'linked.designation_no',
      'linked.display_designation',
      'linked.language_code',
      'linked.publisher_id',
    ]);

/** Linked editions (translation, supplement, connection) of one document, with what the screen shows. */
export async function listLinkedDocuments(db: DbOrTx, documentId: number) {
  return linkedEditions(db)
    .select(['linked.id', 'linked.title', 'linked.family_id'])
    .where('document_links.document_id', '=', documentId)
    .orderBy('linked.designation_no')
    .orderBy('linked.id')
    .execute();
}

/** The sections of one edition in order (compare and related content read them). */
export async function listSections(db: DbOrTx, documentId: number) {
  return db
    .selectFrom('document_sections')
    .select(['ordinal', 'heading', 'body', 'anchor', 'page_number'])
    .where('document_id', '=', documentId)
    .orderBy('ordinal')
    .execute();
}

/** Newest editions of a publisher whose designation is one of these (cited content). */
export async function findEditionsByDesignations(db: DbOrTx, publisherIds: number[] | null, designations: string[]) {
  if (designations.length === 0) return [];
  let q = db
    .selectFrom('documents')
    .select(['id', 'content_code', 'designation', 'designation_no', 'title', 'edition_order', 'publisher_id'])
    .where('designation', 'in', designations);
  if (publisherIds !== null) q = q.where('publisher_id', 'in', publisherIds.length ? publisherIds : [-1]);
  return q.orderBy('edition_order', 'desc').orderBy('id').execute();
}

/** Taxonomy node names of one document in the given trees (committee, topic…). */
export async function listDocumentNodes(db: DbOrTx, documentId: number, trees: string[]) {
  return db
    .selectFrom('document_taxonomy')
    .innerJoin('taxonomy_nodes', 'taxonomy_nodes.id', 'document_taxonomy.node_id')
    .select(['taxonomy_nodes.tree', 'taxonomy_nodes.key', 'taxonomy_nodes.name', 'taxonomy_nodes.parent_key'])
    .where('document_taxonomy.document_id', '=', documentId)
    .where('taxonomy_nodes.tree', 'in', trees)
    .orderBy('taxonomy_nodes.id')
    .execute();
}

/** Taxonomy nodes by tree and key (parents of a sub-committee). */
export async function findNodesByKeys(db: DbOrTx, tree: string, keys: string[]) {
  if (keys.length === 0) return [];
  return db.selectFrom('taxonomy_nodes').select(['key', 'name']).where('tree', '=', tree).where('key', 'in', keys).execute();
}
