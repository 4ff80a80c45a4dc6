import os from 'node:os';
import type { Db } from '../db/database';
import { ReaderPool } from '../content/reader-pool';
import { createImportJob, runImportJob, summaryOf } from '../services/imports/import-job';

/*
 * The demo's deliveries go through the import as any publisher's do (source 'seed' in the
 * operator's history). A demo file the import refuses is a bug in the demo, so it fails the seed.
 */

export interface SeedImportOptions {
  dir: string;
  filesDir: string;
  dataDir: string;
  label?: string;
  /** Make page 1 previews at import (the server's warm-up makes them otherwise). */
  previews?: boolean;
  indexDocuments?: ((ids: number[]) => Promise<void>) | null;
  log?: (m: string) => void;
}

export async function importSeedDelivery(db: Db, o: SeedImportOptions): Promise<void> {
  const readers = new ReaderPool({ threads: Math.max(1, Math.min(2, os.availableParallelism())) });
  try {
    const jobId = await createImportJob(
      db,
      { source: 'seed', label: o.label ?? 'demo catalogue', publisher: null, requestedBy: null },
      new Date(),
    );
    const report = await runImportJob(
      {
        db,
        filesDir: o.filesDir,
        dataDir: o.dataDir,
        readers,
        indexDocuments: o.indexDocuments ?? null,
        now: () => new Date(),
        log: (m) => o.log?.(m),
      },
      jobId,
      { inputs: [o.dir], ocr: false, previews: o.previews ?? false },
    );
    const refused = report.filter((e) => e.status === 'refused');
    if (refused.length)
      throw new Error(
        `the demo delivery was refused in part: ${refused
          .slice(0, 3)
          .map((e) => `${e.file} ${e.reason}`)
          .join('; ')}`,
      );
    o.log?.(`imported the ${o.label ?? 'demo catalogue'}: ${summaryOf(report)}`);
  } finally {
    await readers.close();
  }
}
