/*
 * npm run bench:corpus -- DIR… — the import's robustness on files nobody here wrote: imports every
 * file of the folders given (the test corpora of PDF libraries, NISO STS samples) into a fresh
 * catalogue with the command line (--publisher MSA, OCR on), then prints how many were imported
 * and refused, the refusals grouped by reason, and how many of the imported documents a search
 * for a phrase of their first page finds among its first ten results.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '../../src/server/db/database';
import { seedDemo } from '../../src/server/seed/seed';
import { createSearchIndex } from '../../src/server/search/search-index';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dirs = process.argv.slice(2).filter((a) => !a.startsWith('--'));

interface Entry {
  file: string;
  status: string;
  contentCode: string | null;
  reason: string | null;
}

/** A refusal's reason without what names one file (a path, a number, an entity), to group alike ones. */
const kindOf = (reason: string) =>
  reason
    .replace(/\(.*\)$/, '')
    .replace(/&[^;]+;/g, '&…;')
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\d[\d,.]*/g, 'N')
    .trim();

async function main() {
  if (!dirs.length) throw new Error('usage: npm run bench:corpus -- DIR…');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-corpus-'));
  const dataDir = path.join(work, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  const open = await openDatabase(`sqlite:${path.join(dataDir, 'bearing.sqlite')}`);
  await migrate(open);
  await seedDemo(open.db, { documents: 1, filesDir: path.join(dataDir, 'files'), dataDir, files: false });
  const json = path.join(work, 'report.json');
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/operations/import-cli.ts', '--publisher', 'MSA', '--no-previews', '--json', json, ...dirs],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`import exited with ${code}`))));
  });
  const seconds = (performance.now() - started) / 1000;
  const report = JSON.parse(fs.readFileSync(json, 'utf8')) as Entry[];
  const count = (s: string) => report.filter((e) => e.status === s).length;
  console.log(`corpus: ${report.length} files from ${dirs.join(', ')} in ${seconds.toFixed(0)} s`);
  console.log(
    `  imported ${count('imported')}, updated ${count('updated')}, unchanged ${count('unchanged')}, refused ${count('refused')}`,
  );
  const reasons = new Map<string, number>();
  for (const e of report)
    if (e.status === 'refused' && e.reason) reasons.set(kindOf(e.reason), (reasons.get(kindOf(e.reason)) ?? 0) + 1);
  for (const [r, n] of [...reasons].sort((a, b) => b[1] - a[1])) console.log(`  refused ${String(n).padStart(4)}: ${r}`);

  // A phrase of each imported PDF's first page: five words in a row, as a reader would type them.
  const search = createSearchIndex(open.db, 'sqlite', { embeddingUrl: null });
  const docs = await open.db
    .selectFrom('documents')
    .select(['id', 'content_code'])
    .where('pdf_path', 'is not', null)
    .where('sts_sha256', 'is', null)
    .execute();
  let asked = 0;
  let found = 0;
  let noText = 0;
  for (const d of docs) {
    const first = await open.db
      .selectFrom('document_sections')
      .select('body')
      .where('document_id', '=', d.id)
      .orderBy('ordinal')
      .executeTakeFirst();
    const words = (first?.body.split('\f')[0] ?? '').match(/\p{L}{3,}/gu) ?? [];
    if (words.length < 8) {
      noText++;
      continue;
    }
    const at = Math.floor(words.length / 3);
    const phrase = words.slice(at, at + 5).join(' ');
    asked++;
    const page = await search.search({
      keywords: phrase,
      stype: 'A',
      publisherIds: null,
      refinements: [],
      sort: 'BEST_MATCH',
      page: 0,
      size: 10,
    });
    if (page.hits.some((h) => h.documentId === d.id)) found++;
  }
  console.log(
    `  page-1 phrase found in the first ten results: ${found} of ${asked} (${((100 * found) / Math.max(1, asked)).toFixed(1)}%); ${noText} PDFs with under 8 words on page 1`,
  );
  await open.db.destroy();
  fs.rmSync(work, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
