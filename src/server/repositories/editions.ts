import type { DbOrTx } from '../db/database';
import { editionsWithPublisher } from './document-details';

/** An edition with its publisher's code (what a new edition is made from). */
export async function findEditionWithPublisher(db: DbOrTx, id: number) {
  return editionsWithPublisher(db)
    .selectAll('documents')
    .select('publishers.code as publisher_code')
    .where('documents.id', '=', id)
    .executeTakeFirstOrThrow();
}
