import type { Insertable } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { ImportJobFileTable, ImportJobTable } from '../db/schema';

/* Import jobs and their files (0015): the history, a job's progress and report, and its lease. */

export type ImportJobRow = ImportJobTable;
export type ImportFileStatus = NonNullable<ImportJobFileTable['status']>;

export async function insertImportJob(db: DbOrTx, job: Insertable<ImportJobTable>) {
  await db.insertInto('import_jobs').values(job).execute();
}

export async function findImportJob(db: DbOrTx, id: string) {
  return db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest jobs first. */
export async function listImportJobs(db: DbOrTx, limit: number, offset = 0) {
  return db
    .selectFrom('import_jobs')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countImportJobs(db: DbOrTx): Promise<number> {
  const r = await db
    .selectFrom('import_jobs')
    .select((e) => e.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

export async function updateImportJob(db: DbOrTx, id: string, patch: Partial<ImportJobTable>) {
  await db.updateTable('import_jobs').set(patch).where('id', '=', id).execute();
}

/**
 * Takes a job to run: a queued one, or a running one whose lease ran out (its node died). The
 * update names the state or lease it saw, so of two nodes asking at once one gets it.
 */
export async function claimImportJob(db: DbOrTx, owner: string, now: string, leaseUntil: string) {
  const candidates = await db
    .selectFrom('import_jobs')
    .select(['id', 'state', 'lease_until'])
    .where('delivery_dir', 'is not', null)
    .where((eb) => eb.or([eb('state', '=', 'queued'), eb.and([eb('state', '=', 'running'), eb('lease_until', '<', now)])]))
    .orderBy('created_at')
    .limit(5)
    .execute();
  for (const c of candidates) {
    const r = await db
      .updateTable('import_jobs')
      .set({ state: 'running', lease_owner: owner, lease_until: leaseUntil, started_at: now })
      .where('id', '=', c.id)
      .where('state', '=', c.state)
      .where((eb) => (c.lease_until === null ? eb('lease_until', 'is', null) : eb('lease_until', '=', c.lease_until)))
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 1) return c.id;
  }
  return null;
}

/**
 * Ends the command-line imports whose process stopped without finishing (killed, or its machine
 * gone): their lease ran out. Their files are on that machine; the same command again finishes
 * the work (what it had imported is then unchanged).
 */
export async function failAbandonedImports(db: DbOrTx, now: string, error: string): Promise<number> {
  const r = await db
    .updateTable('import_jobs')
    .set({ state: 'failed', error, finished_at: now })
    .where('delivery_dir', 'is', null)
    .where('state', '=', 'running')
    .where('lease_until', '<', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Extends the lease while the job runs; false when another node has taken it over. */
export async function renewImportLease(db: DbOrTx, id: string, owner: string, leaseUntil: string): Promise<boolean> {
  const r = await db
    .updateTable('import_jobs')
    .set({ lease_until: leaseUntil })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function insertImportFiles(db: DbOrTx, jobId: string, files: { ordinal: number; file: string }[]) {
  for (let i = 0; i < files.length; i += 500)
    await db
      .insertInto('import_job_files')
      .values(
        files.slice(i, i + 500).map((f) => ({
          job_id: jobId,
          ordinal: f.ordinal,
          file: f.file,
          status: null,
          content_code: null,
          pages: null,
          reason: null,
          finished_at: null,
        })),
      )
      .execute();
}

export async function listImportFiles(db: DbOrTx, jobId: string) {
  return db.selectFrom('import_job_files').selectAll().where('job_id', '=', jobId).orderBy('ordinal').execute();
}

export async function finishImportFile(
  db: DbOrTx,
  jobId: string,
  ordinal: number,
  r: { status: ImportFileStatus; content_code: string | null; pages: number | null; reason: string | null; finished_at: string },
) {
  await db.updateTable('import_job_files').set(r).where('job_id', '=', jobId).where('ordinal', '=', ordinal).execute();
}

/** The job's counts from its files. */
export async function countImportFiles(db: DbOrTx, jobId: string) {
  const rows = await db
    .selectFrom('import_job_files')
    .select(['status', (e) => e.fn.countAll<number>().as('n')])
    .where('job_id', '=', jobId)
    .groupBy('status')
    .execute();
  const n = (s: string | null) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { imported: n('imported'), updated: n('updated'), unchanged: n('unchanged'), refused: n('refused'), pending: n(null) };
}
