import type { Selectable } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { CompareJobTable } from '../db/schema';

export type CompareJobRow = Selectable<CompareJobTable>;
export interface CompareJobKey {
  accountId: number;
  kind: CompareJobTable['kind'];
  oldId: number;
  newId: number;
}

/** The job of one account for one pair of editions and kind. */
export async function findCompareJob(db: DbOrTx, k: CompareJobKey) {
  return db
    .selectFrom('compare_jobs')
    .selectAll()
    .where('account_id', '=', k.accountId)
    .where('kind', '=', k.kind)
    .where('old_document_id', '=', k.oldId)
    .where('new_document_id', '=', k.newId)
    .executeTakeFirst();
}

export async function findCompareJobById(db: DbOrTx, id: string) {
  return db.selectFrom('compare_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a job unless the account already has one for this pair (two racing requests make one job). */
export async function insertCompareJob(db: DbOrTx, row: Omit<CompareJobRow, 'attempts' | 'finished_at'>) {
  await db
    .insertInto('compare_jobs')
    .values({ ...row, attempts: 0, finished_at: null })
    .onConflict((oc) => oc.columns(['account_id', 'kind', 'old_document_id', 'new_document_id']).doNothing())
    .execute();
}

/**
 * Takes a job for running: queued, or running with a lease older than `staleBefore` (its node
 * died). The conditional update is the lock: only one caller gets numUpdatedRows 1.
 */
export async function claimCompareJob(db: DbOrTx, id: string, now: string, staleBefore: string): Promise<boolean> {
  const r = await db
    .updateTable('compare_jobs')
    .set((eb) => ({ state: 'running', updated_at: now, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('state', '=', 'queued'), eb.and([eb('state', '=', 'running'), eb('updated_at', '<', staleBefore)])]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function finishCompareJob(db: DbOrTx, id: string, resultPath: string, now: string) {
  await db
    .updateTable('compare_jobs')
    .set({ state: 'done', result_path: resultPath, error: null, updated_at: now, finished_at: now })
    .where('id', '=', id)
    .execute();
}

export async function failCompareJob(db: DbOrTx, id: string, error: string, now: string) {
  await db
    .updateTable('compare_jobs')
    .set({ state: 'failed', error, updated_at: now, finished_at: now })
    .where('id', '=', id)
    .execute();
}

/** Puts a failed or lost job back in the queue. */
export async function requeueCompareJob(db: DbOrTx, id: string, now: string) {
  await db
    .updateTable('compare_jobs')
    .set({ state: 'queued', result_path: null, error: null, updated_at: now, finished_at: null })
    .where('id', '=', id)
    .execute();
}

/** Gives a running job back to the queue (its node is shutting down); a finished job stays finished. */
export async function releaseCompareJob(db: DbOrTx, id: string, now: string) {
  await db
    .updateTable('compare_jobs')
    .set({ state: 'queued', updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .execute();
}

/** Jobs waiting or past their lease, oldest first (picked up at start and by pollers). */
export async function listPendingCompareJobs(db: DbOrTx, staleBefore: string, limit = 20) {
  return db
    .selectFrom('compare_jobs')
    .select(['id'])
    .where((eb) => eb.or([eb('state', '=', 'queued'), eb.and([eb('state', '=', 'running'), eb('updated_at', '<', staleBefore)])]))
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** What the compare needs of an edition: identity, family and place in it, size. */
export async function findCompareEditions(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('documents')
    .select([
      'id',
      'content_code',
      'publisher_id',
      'family_id',
      'language_code',
      'document_type',
      'edition_order',
      'downloadable',
      'page_count',
      'designation_no',
      'title',
      'publish_date',
    ])
    .where('id', 'in', ids)
    .execute();
}
export type CompareEditionRow = Awaited<ReturnType<typeof findCompareEditions>>[number];
