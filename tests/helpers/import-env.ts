import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase, type Db } from '../../src/server/db/database';
import { ReaderPool } from '../../src/server/content/reader-pool';
import { seedDemo } from '../../src/server/seed/seed';
import { createImportJob, runImportJob } from '../../src/server/services/imports/import-job';
import type { PublishResult } from '../../src/server/services/imports/publish';
import type { ReportEntry } from '../../src/server/services/imports/run-import';

/*
 * A catalogue to import into: the demo's organisations, publishers and people with a one-document
 * catalogue, on a fresh SQLite file, and the import run as the command line runs it (its reader
 * threads, its job, its report).
 */

export interface ImportEnv {
  db: Db;
  dir: string;
  filesDir: string;
  dataDir: string;
  /** A folder for this test's delivery files. */
  delivery(name: string): string;
  run(inputs: string[], o?: { publisher?: string; ocr?: boolean }): Promise<{ report: ReportEntry[]; results: PublishResult[] }>;
  close(): Promise<void>;
}

export async function createImportEnv(): Promise<ImportEnv> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-import-'));
  const dataDir = path.join(dir, 'data');
  const filesDir = path.join(dataDir, 'files');
  const open = await openDatabase(`sqlite:${path.join(dir, 'db.sqlite')}`);
  await migrate(open);
  await seedDemo(open.db, { documents: 1, filesDir, dataDir, files: false });
  const readers = new ReaderPool({ threads: 2 });
  return {
    db: open.db,
    dir,
    filesDir,
    dataDir,
    delivery(name) {
      const d = path.join(dir, 'deliveries', name);
      fs.mkdirSync(d, { recursive: true });
      return d;
    },
    async run(inputs, o = {}) {
      const jobId = await createImportJob(
        open.db,
        { source: 'cli', label: 'test', publisher: o.publisher ?? null, requestedBy: null },
        new Date(),
      );
      const results: PublishResult[] = [];
      const report = await runImportJob(
        { db: open.db, filesDir, dataDir, readers, indexDocuments: null, now: () => new Date(), log: () => {} },
        jobId,
        { inputs, ocr: o.ocr ?? false, previews: false, onResult: (r) => results.push(r) },
      );
      return { report, results };
    },
    async close() {
      await readers.close();
      await open.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
