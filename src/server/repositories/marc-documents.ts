import type { DbOrTx } from '../db/database';
import { editionsWithPublisher } from './document-details';

/* Catalogue rows behind the MARC downloads and the help documents' title lists. */

const COLUMNS = [
  'documents.id',
  'documents.content_code',
  'documents.designation_no',
  'documents.title',
  'documents.description',
  'documents.document_type',
  'documents.publish_date',
  'documents.last_update_date',
  'documents.page_count',
  'documents.keywords',
  'documents.asset_id',
  'documents.language_code',
  'publishers.name as publisher_name',
] as const;

/** Current editions of one publication type, oldest content id first. */
export async function listCurrentPublications(db: DbOrTx, documentType: string, limit: number) {
  return editionsWithPublisher(db)
    .select(COLUMNS)
    .where('documents.document_type', '=', documentType)
    .where('documents.status', '=', 'Active')
    .orderBy('documents.id')
    .limit(limit)
    .execute();
}

/** Current standards of one publisher, by designation, for the link-resolver list. */
export async function listCurrentStandards(db: DbOrTx, publisherCode: string, limit: number) {
  return editionsWithPublisher(db)
    .select(['documents.designation_no', 'documents.title', 'documents.content_code'])
    .where('publishers.code', '=', publisherCode)
    .where('documents.document_type', '=', 'Standard')
    .where('documents.status', '=', 'Active')
    .orderBy('documents.designation')
    .limit(limit)
    .execute();
}

/** How many current editions of each publication type there are. */
export async function countCurrentPublications(db: DbOrTx, types: string[]) {
  const rows = await db
    .selectFrom('documents')
    .select(['document_type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('document_type', 'in', types)
    .where('status', '=', 'Active')
    .groupBy('document_type')
    .execute();
  return new Map(rows.map((r) => [r.document_type, Number(r.n)]));
}
