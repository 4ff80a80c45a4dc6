import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { diffDocuments } from '../compare/diff';
import { renderCompareHtml } from '../compare/render-html';
import { renderRedlinePdf } from '../compare/redline-pdf';
import {
  claimCompareJob,
  failCompareJob,
  findCompareEditions,
  findCompareJob,
  findCompareJobById,
  finishCompareJob,
  insertCompareJob,
  listPendingCompareJobs,
  releaseCompareJob,
  requeueCompareJob,
  type CompareJobKey,
  type CompareJobRow,
} from '../repositories/compare-jobs';
import { listSections } from '../repositories/document-details';
import type { ServiceRuntime } from './context';

/*
 * The compare job runner. Jobs run in this process, asynchronously, but their state lives in
 * compare_jobs: any node answers a poll, and a job whose node died (running past LEASE_MS) is
 * claimed again by the next poll. Results are files under filesDir/compare/, shared by every
 * account asking for the same pair (the diff of two editions does not depend on who asks).
 */

/** How long a closing node waits for its running jobs before handing them back. */
export const JOB_HAND_BACK_MS = 5_000;

/** A running job not finished after this long is taken to be lost and is run again. */
export const LEASE_MS = 2 * 60_000;

// Keyed by the database: a route sees an encapsulated child instance, tests and close hooks the root.
// Each job's id names its run, so closing can hand back exactly the jobs still running here.
const inFlight = new WeakMap<object, Map<string, Promise<void>>>();

const resultFile = (kind: CompareJobRow['kind'], oldId: number, newId: number) =>
  path.join('compare', kind === 'html' ? `html-${oldId}-${newId}.html` : `redline-${oldId}-${newId}.pdf`);

const staleBefore = (now: Date) => new Date(now.getTime() - LEASE_MS).toISOString();

async function fileExists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Whether a finished job's file is really there (the files directory may have been cleaned). */
export async function resultExists(app: ServiceRuntime, job: CompareJobRow): Promise<boolean> {
  return job.state === 'done' && !!job.result_path && fileExists(path.join(app.config.filesDir, job.result_path));
}

/**
 * The account's job for a pair, created when missing. A failed job is retried when asked again
 * unless `permanentError` says it cannot succeed; a done job whose file vanished is redone.
 */
export async function ensureCompareJob(
  app: ServiceRuntime,
  k: CompareJobKey,
  who: { tenantId: string; userId: number },
  opts: { failWith?: string; now?: Date } = {},
): Promise<CompareJobRow> {
  const now = (opts.now ?? new Date()).toISOString();
  let job = await findCompareJob(app.db, k);
  if (!job) {
    await insertCompareJob(app.db, {
      id: randomUUID(),
      tenant_id: who.tenantId,
      requester_id: who.userId,
      account_id: k.accountId,
      old_document_id: k.oldId,
      new_document_id: k.newId,
      kind: k.kind,
      state: opts.failWith ? 'failed' : 'queued',
      result_path: null,
      error: opts.failWith ?? null,
      created_at: now,
      updated_at: now,
    });
    job = (await findCompareJob(app.db, k))!;
  } else if (opts.failWith) {
    if (job.state !== 'failed' || job.error !== opts.failWith) await failCompareJob(app.db, job.id, opts.failWith, now);
    job = (await findCompareJobById(app.db, job.id))!;
  } else if (job.state === 'failed' || (job.state === 'done' && !(await resultExists(app, job)))) {
    await requeueCompareJob(app.db, job.id, now);
    job = (await findCompareJobById(app.db, job.id))!;
  }
  return job;
}

/** Starts the job in the background if it is waiting or lost; returns at once. */
export function kickCompareJob(app: ServiceRuntime, job: CompareJobRow, now = new Date()): void {
  if (job.state === 'done' || job.state === 'failed') return;
  if (job.state === 'running' && job.updated_at >= staleBefore(now)) return;
  let running = inFlight.get(app.db);
  if (!running) inFlight.set(app.db, (running = new Map()));
  if (running.has(job.id)) return;
  const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(async () => {
      await runCompareJob(app, job.id);
    })
    .catch((err) => app.log.error({ err, job: job.id }, 'compare job crashed'))
    .finally(() => running!.delete(job.id));
  running.set(job.id, p);
}

/**
 * Waits for the jobs this process started (app close, tests). With `withinMs`, jobs still running
 * after that long are handed back to the queue, so a node that is shutting down does not leave
 * them to wait out their lease before another node takes them; returns how many were handed back.
 */
export async function settleCompareJobs(app: ServiceRuntime, withinMs = Infinity): Promise<number> {
  const deadline = Date.now() + withinMs;
  while (inFlight.get(app.db)?.size) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    const all = Promise.allSettled([...inFlight.get(app.db)!.values()]);
    if (!Number.isFinite(left)) await all;
    else await Promise.race([all, new Promise((resolve) => setTimeout(resolve, left).unref())]);
  }
  const still = [...(inFlight.get(app.db)?.keys() ?? [])];
  for (const id of still) await releaseCompareJob(app.db, id, new Date().toISOString());
  return still.length;
}

/** Picks up jobs left queued or lost by a stopped node. */
export async function resumeCompareJobs(app: ServiceRuntime, now = new Date()): Promise<void> {
  for (const { id } of await listPendingCompareJobs(app.db, staleBefore(now))) {
    const job = await findCompareJobById(app.db, id);
    if (job) kickCompareJob(app, job, now);
  }
}

/** Claims and runs one job now; false when another runner holds it or it is finished. */
export async function runCompareJob(app: ServiceRuntime, id: string): Promise<boolean> {
  const now = new Date();
  if (!(await claimCompareJob(app.db, id, now.toISOString(), staleBefore(now)))) return false;
  const job = (await findCompareJobById(app.db, id))!;
  try {
    const rel = resultFile(job.kind, job.old_document_id, job.new_document_id);
    const abs = path.join(app.config.filesDir, rel);
    if (!(await fileExists(abs))) {
      const bytes = await computeResult(app, job);
      await fs.mkdir(path.dirname(abs), { recursive: true });
      // Write then rename, so a reader on another node never sees half a file.
      const tmp = `${abs}.${process.pid}.${randomUUID()}.tmp`;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, abs);
    }
    await finishCompareJob(app.db, id, rel, new Date().toISOString());
  } catch (err) {
    app.log.error({ err, job: id }, 'compare job failed');
    await failCompareJob(app.db, id, err instanceof Error ? err.message : String(err), new Date().toISOString());
  }
  return true;
}

async function computeResult(app: ServiceRuntime, job: CompareJobRow): Promise<Uint8Array | string> {
  const eds = await findCompareEditions(app.db, [job.old_document_id, job.new_document_id]);
  const older = eds.find((e) => e.id === job.old_document_id);
  const newer = eds.find((e) => e.id === job.new_document_id);
  if (!older || !newer) throw new Error('edition missing');
  const [a, b] = await Promise.all([listSections(app.db, older.id), listSections(app.db, newer.id)]);
  const blocks = diffDocuments(a, b);
  if (job.kind === 'html') return renderCompareHtml(blocks, { old: older.designation_no, new: newer.designation_no });
  return renderRedlinePdf(blocks, { old: older.designation_no, new: newer.designation_no, title: newer.title });
}
