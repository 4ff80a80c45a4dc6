import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import {
  countImportFiles,
  findImportJob,
  insertImportJob,
  updateImportJob,
  type ImportJobRow,
} from '../../repositories/import-jobs';
import { jobWorkDir, runImport, type ImportRuntime, type ReportEntry } from './run-import';
import type { PublishResult } from './publish';

/*
 * An import as a job: recorded before it starts (the operator's history shows every import,
 * whichever way it came), its counts kept as its files finish, and its end (done, or failed with
 * the error that stopped it). The command line, the seed and the server's job runner all run
 * imports through here.
 */

export interface NewImportJob {
  source: ImportJobRow['source'];
  label: string;
  publisher: string | null;
  requestedBy: number | null;
  /** Relative to DATA_DIR, for a delivery uploaded to the server. */
  deliveryDir?: string | null;
  state?: ImportJobRow['state'];
  leaseOwner?: string | null;
}

export async function createImportJob(db: Db, j: NewImportJob, now: Date): Promise<string> {
  const id = crypto.randomUUID();
  await insertImportJob(db, {
    id,
    source: j.source,
    requested_by: j.requestedBy,
    publisher_code: j.publisher,
    delivery_dir: j.deliveryDir ?? null,
    label: j.label.slice(0, 500),
    state: j.state ?? 'running',
    file_count: 0,
    imported: 0,
    updated: 0,
    unchanged: 0,
    refused: 0,
    error: null,
    lease_owner: j.leaseOwner ?? null,
    lease_until: null,
    created_at: now.toISOString(),
    started_at: j.state === 'running' || !j.state ? now.toISOString() : null,
    finished_at: null,
  });
  return id;
}

export interface RunJobOptions {
  inputs: string[];
  ocr: boolean;
  previews: boolean;
  onEntry?: (entry: ReportEntry, done: number, total: number) => void;
  onResult?: (result: PublishResult) => void;
  shouldStop?: () => boolean;
}

/** Keeps the job's counts in step with its files. */
export async function refreshJobCounts(db: Db, jobId: string) {
  const c = await countImportFiles(db, jobId);
  await updateImportJob(db, jobId, {
    imported: c.imported,
    updated: c.updated,
    unchanged: c.unchanged,
    refused: c.refused,
    file_count: c.imported + c.updated + c.unchanged + c.refused + c.pending,
  });
}

/** Runs a recorded job to its end; the report, in delivery order. */
export async function runImportJob(rt: ImportRuntime, jobId: string, o: RunJobOptions): Promise<ReportEntry[]> {
  const job = await findImportJob(rt.db, jobId);
  if (!job) throw new Error(`import job ${jobId} does not exist`);
  let lastCounts = 0;
  try {
    const report = await runImport(rt, {
      jobId,
      inputs: o.inputs,
      workDir: jobWorkDir(rt.dataDir, jobId),
      publisher: job.publisher_code,
      ocr: o.ocr,
      previews: o.previews,
      shouldStop: o.shouldStop,
      onResult: o.onResult,
      onEntry: (entry, done, total) => {
        o.onEntry?.(entry, done, total);
        // Counts for the console's progress, at most once a second.
        if (Date.now() - lastCounts > 1000) {
          lastCounts = Date.now();
          void refreshJobCounts(rt.db, jobId).catch(() => {});
        }
      },
    });
    await refreshJobCounts(rt.db, jobId);
    if (!o.shouldStop?.())
      await updateImportJob(rt.db, jobId, {
        state: 'done',
        finished_at: rt.now().toISOString(),
        lease_owner: null,
        lease_until: null,
      });
    return report;
  } catch (err) {
    await refreshJobCounts(rt.db, jobId).catch(() => {});
    await updateImportJob(rt.db, jobId, {
      state: 'failed',
      error: (err as Error).message.slice(0, 1000),
      finished_at: rt.now().toISOString(),
    });
    throw err;
  }
}

/** The summary line of a report: `imported N, updated N, unchanged N, refused N`. */
export function summaryOf(report: ReportEntry[]): string {
  const n = (s: ReportEntry['status']) => report.filter((e) => e.status === s).length;
  return `imported ${n('imported')}, updated ${n('updated')}, unchanged ${n('unchanged')}, refused ${n('refused')}`;
}
