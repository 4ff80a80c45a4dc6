import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { migrate, openDatabase } from '../../src/server/db/database';
import { createSearchIndex } from '../../src/server/search/search-index';
import { seedDemo } from '../../src/server/seed/seed';

/*
 * One seeded, indexed demo database per test run: the first test process that needs it builds it
 * (the others wait for it), and a test's demo app starts on a copy of the file and its document
 * files instead of seeding and indexing again. A run of tests that need no catalogue builds none.
 */

/** The catalogue size the template holds (createDemoApp's default). */
export const TEMPLATE_DOCUMENTS = 60;
/** Where the global setup tells the test processes this run's template folder is. */
export const TEMPLATE_ENV = 'BEARING_DEMO_TEMPLATE_DIR';
const BUILD_WAIT_MS = 240_000;

/** Seeds and indexes the demo catalogue into `file`, leaving one self-contained SQLite file. */
export async function buildDemoTemplate(file: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const open = await openDatabase(`sqlite:${file}`);
  await migrate(open);
  await seedDemo(open.db, { documents: TEMPLATE_DOCUMENTS, filesDir: path.join(path.dirname(file), 'files') });
  await createSearchIndex(open.db, 'sqlite', { embeddingUrl: null }).rebuild();
  // Everything into the main file: a copy of it alone is the whole database.
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(open.db);
  await open.db.destroy();
}

/** The run's template file, built by the first process to ask (a lock folder decides which); null outside a run. */
async function templateFile(): Promise<string | null> {
  const dir = process.env[TEMPLATE_ENV];
  if (!dir || !fs.existsSync(dir)) return null;
  const file = path.join(dir, 'demo.sqlite');
  const ready = path.join(dir, 'ready');
  if (fs.existsSync(ready)) return file;
  try {
    fs.mkdirSync(path.join(dir, 'lock'));
  } catch {
    // Another process builds it: wait for its mark.
    for (let waited = 0; waited < BUILD_WAIT_MS; waited += 250) {
      if (fs.existsSync(ready)) return file;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the demo template was not built in time by another test process');
  }
  await buildDemoTemplate(file);
  fs.writeFileSync(ready, '');
  return file;
}

/** Copies the run's template to `file` and its document files to `filesDir`, if this run has one for `documents`; false otherwise. */
export async function copyDemoTemplate(file: string, documents: number, filesDir: string): Promise<boolean> {
  if (documents !== TEMPLATE_DOCUMENTS) return false;
  const template = await templateFile();
  if (!template) return false;
  fs.copyFileSync(template, file);
  fs.cpSync(path.join(path.dirname(template), 'files'), filesDir, { recursive: true });
  return true;
}
