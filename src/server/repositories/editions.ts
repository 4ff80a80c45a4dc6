import type { Insertable } from 'kysely';
import type { Db, DbOrTx } from '../db/database';
import { editionsWithPublisher } from './document-details';
import type { DocumentTable } from '../db/schema';

/** An edition with its publisher's code (what a new edition is made from). */
export async function findEditionWithPublisher(db: DbOrTx, id: number) {
  return editionsWithPublisher(db)
    .selectAll('documents')
    .select('publishers.code as publisher_code')
    .where('documents.id', '=', id)
    .executeTakeFirstOrThrow();
}

/**
 * Stores a new edition in one transaction: its row and sections, the previous edition's taxonomy,
 * and the previous edition made Historical when it was Active. Returns the new id.
 */
export async function insertNextEdition(
  db: Db,
  row: Insertable<DocumentTable>,
  sections: { ordinal: number; heading: string; body: string }[],
  previous: { id: number; status: string },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ins = await trx.insertInto('documents').values(row).returning('id').executeTakeFirstOrThrow();
    const newId = Number(ins.id);
    if (sections.length)
      await trx
        .insertInto('document_sections')
        .values(sections.map((s) => ({ document_id: newId, ...s })))
        .execute();
    const nodes = await trx.selectFrom('document_taxonomy').select('node_id').where('document_id', '=', previous.id).execute();
    if (nodes.length)
      await trx
        .insertInto('document_taxonomy')
        .values(nodes.map((n) => ({ document_id: newId, node_id: n.node_id })))
        .execute();
    if (previous.status === 'Active')
      await trx.updateTable('documents').set({ status: 'Historical' }).where('id', '=', previous.id).execute();
    return newId;
  });
}
