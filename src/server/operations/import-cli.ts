import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { migrate, openDatabase } from '../db/database';
import { ReaderPool } from '../content/reader-pool';
import { createSearchIndex } from '../search/search-index';
import { createImportJob, runImportJob, summaryOf } from '../services/imports/import-job';
import { indexPending, type ReportEntry } from '../services/imports/run-import';
import { renewImportLease } from '../repositories/import-jobs';
import { IMPORT_LEASE_MS } from '../services/imports/runner';

/*
 * npm run import -- [--publisher CODE] [--json FILE] [--no-ocr] [--no-previews] PATH…
 * Imports a publisher's delivery (files, folders, .zip archives) into the catalogue the server's
 * configuration names (DATABASE_URL, FILES_DIR): a line per file, then
 * `imported N, updated N, unchanged N, refused N`. Exits 0 when it ran, whatever it refused; a
 * server running on the same database finds the new editions within seconds (search.version).
 */

const USAGE = 'usage: npm run import -- [--publisher CODE] [--json FILE] [--no-ocr] [--no-previews] PATH…';

function line(e: ReportEntry): string {
  const what = e.status === 'refused' ? `: ${e.reason}` : ` → ${e.contentCode}${e.pages ? ` (${e.pages} pages)` : ''}`;
  return `${e.status.padEnd(9)} ${e.file}${what}`;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      publisher: { type: 'string' },
      json: { type: 'string' },
      'no-ocr': { type: 'boolean', default: false },
      'no-previews': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || positionals.length === 0) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const open = await openDatabase(config.databaseUrl);
  const readers = new ReaderPool({ threads: Math.max(1, Math.min(2, os.availableParallelism())) });
  try {
    await migrate(open);
    const search = createSearchIndex(open.db, open.dialect, { embeddingUrl: config.embeddingUrl });
    const rt = {
      db: open.db,
      filesDir: config.filesDir,
      dataDir: config.dataDir,
      readers,
      indexDocuments: (ids: number[]) => search.indexDocuments(ids),
      now: () => new Date(),
      log: (m: string) => console.error(m),
    };
    // Editions an earlier run wrote but could not index (it was killed) are indexed first.
    const left = await indexPending(open.db, rt.indexDocuments);
    if (left) console.log(`indexed ${left} documents an earlier import left unindexed`);
    const owner = `cli:${os.hostname()}:${process.pid}`;
    const jobId = await createImportJob(
      open.db,
      { source: 'cli', label: positionals.join(' '), publisher: values.publisher ?? null, requestedBy: null, leaseOwner: owner },
      new Date(),
    );
    // The lease says this process still works on the job; once it lapses the job reads as interrupted.
    const lease = () => renewImportLease(open.db, jobId, owner, new Date(Date.now() + IMPORT_LEASE_MS).toISOString());
    await lease();
    const renewing = setInterval(() => void lease(), IMPORT_LEASE_MS / 3);
    renewing.unref();
    const started = performance.now();
    const report = await runImportJob(rt, jobId, {
      inputs: positionals,
      ocr: !values['no-ocr'],
      previews: !values['no-previews'],
      onEntry: (e) => console.log(line(e)),
    });
    if (values.json) {
      const out = path.resolve(values.json);
      await fs.promises.writeFile(out, `${JSON.stringify(report, null, 2)}\n`);
    }
    console.log(`took ${((performance.now() - started) / 1000).toFixed(1)} s`);
    console.log(summaryOf(report));
    return 0;
  } finally {
    await readers.close();
    await open.db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
