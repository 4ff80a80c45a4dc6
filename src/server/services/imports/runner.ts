import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReaderPool } from '../../content/reader-pool';
import { claimImportJob, failAbandonedImports, findImportJob, renewImportLease } from '../../repositories/import-jobs';
import type { ServiceRuntime } from '../context';
import { runImportJob } from './import-job';
import { indexPending } from './run-import';

/*
 * Every node runs imports the operator queued: it takes one job at a time under a lease it renews
 * while it works, so a node that dies hands its job to another once the lease has run out, and
 * that node goes on from the first file without an outcome. Between jobs it indexes any edition
 * an import wrote but did not get to index (a killed command-line import), so every node's search
 * sees it within a minute. A node reads delivered files on one thread: imports never take both
 * cores from the readers of the library.
 */

export const IMPORT_LEASE_MS = 60_000;
const TICK_MS = 5_000;
const SWEEP_MS = 30_000;

export class ImportRunner {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private lastSweep = 0;
  private stopped = false;
  readonly owner = `${os.hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;

  constructor(
    private app: ServiceRuntime,
    private threads = Number(process.env.IMPORT_THREADS ?? 1),
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => {});
  }

  /** One look for work: a job to run, else the sweep. Overlapping ticks wait for the running one. */
  async tick(): Promise<void> {
    if (this.running || this.stopped) return;
    this.running = this.work().finally(() => {
      this.running = null;
    });
    await this.running;
  }

  private async work(): Promise<void> {
    const now = this.app.clock();
    const leaseUntil = () => new Date(this.app.clock().getTime() + IMPORT_LEASE_MS).toISOString();
    const id = await claimImportJob(this.app.db, this.owner, now.toISOString(), leaseUntil());
    if (id) return this.run(id, leaseUntil);
    if (now.getTime() - this.lastSweep < SWEEP_MS) return;
    this.lastSweep = now.getTime();
    await failAbandonedImports(
      this.app.db,
      now.toISOString(),
      'the import stopped before it finished; run it again to finish it',
    );
    await indexPending(this.app.db, (ids) => this.app.searchIndex.indexDocuments(ids));
  }

  private async run(id: string, leaseUntil: () => string): Promise<void> {
    const job = await findImportJob(this.app.db, id);
    if (!job?.delivery_dir) return;
    let lost = false;
    const renew = setInterval(() => {
      void renewImportLease(this.app.db, id, this.owner, leaseUntil()).then((ok) => {
        if (!ok) lost = true;
      });
    }, IMPORT_LEASE_MS / 3);
    renew.unref();
    const readers = new ReaderPool({ threads: Math.max(1, this.threads) });
    const delivery = path.join(this.app.config.dataDir, job.delivery_dir);
    try {
      this.app.log.info({ importJob: id }, 'import started');
      await runImportJob(
        {
          db: this.app.db,
          filesDir: this.app.config.filesDir,
          dataDir: this.app.config.dataDir,
          readers,
          indexDocuments: (ids) => this.app.searchIndex.indexDocuments(ids),
          now: this.app.clock,
          log: (m) => this.app.log.warn({ importJob: id }, m),
        },
        id,
        { inputs: [delivery], ocr: true, previews: true, shouldStop: () => lost || this.stopped },
      );
      // The delivery's files are in the store now; the upload is not kept twice.
      if (!lost && !this.stopped) await fs.promises.rm(path.dirname(delivery), { recursive: true, force: true });
      this.app.log.info({ importJob: id }, 'import finished');
    } catch (err) {
      this.app.log.error({ err, importJob: id }, 'import failed');
    } finally {
      clearInterval(renew);
      await readers.close();
    }
  }
}
