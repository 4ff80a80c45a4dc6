import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { migrate, openDatabase } from '../../src/server/db/database';
import { createSearchIndex } from '../../src/server/search/search-index';
import { seedDemo } from '../../src/server/seed/seed';

/*
 * One seeded, indexed demo database per test run (Vitest's global setup makes it): a test's
 * demo app starts on a copy of the file instead of seeding and indexing again.
 */

/** The catalogue size the template holds (createDemoApp's default). */
export const TEMPLATE_DOCUMENTS = 60;
/** Where the global setup tells the test processes the template is. */
export const TEMPLATE_ENV = 'BEARING_DEMO_TEMPLATE';

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

/** Copies the run's template to `file` and its document files to `filesDir`, if this run has one for `documents`; false otherwise. */
export function copyDemoTemplate(file: string, documents: number, filesDir: string): boolean {
  const template = process.env[TEMPLATE_ENV];
  if (documents !== TEMPLATE_DOCUMENTS || !template || !fs.existsSync(template)) return false;
  fs.copyFileSync(template, file);
  fs.cpSync(path.join(path.dirname(template), 'files'), filesDir, { recursive: true });
  return true;
}
