import path from 'node:path';
import { parseArgs } from 'node:util';
import { heavyCount } from './heavy';
import { seedHeavyHandbooks } from './heavy-import';
import { loadConfig } from '../config';
import { migrate, openDatabase } from '../db/database';
import { isSeeded, seedDemo } from './seed';
import { createSearchIndex } from '../search/search-index';

/*
 * npm run seed -- --documents N [--database URL] [--files-dir DIR] [--seed S] [--no-files]
 * Migrates, then seeds an empty database; a database that is already seeded is left alone.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      documents: { type: 'string' },
      database: { type: 'string' },
      'files-dir': { type: 'string' },
      seed: { type: 'string' },
      'no-files': { type: 'boolean', default: false },
    },
  });
  const config = loadConfig();
  const documents = Number(values.documents ?? config.seedDocuments);
  const seed = Number(values.seed ?? 1);
  if (!Number.isInteger(documents) || documents < 1) throw new Error('--documents must be a positive integer');
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
  const url = values.database ?? config.databaseUrl;
  const filesDir = path.resolve(values['files-dir'] ?? config.filesDir);

  const open = await openDatabase(url);
  try {
    await migrate(open);
    if (await isSeeded(open.db)) {
      console.log('the database is already seeded; nothing to do');
      return;
    }
    const result = await seedDemo(open.db, {
      documents,
      filesDir,
      seed,
      dataDir: config.dataDir,
      files: !values['no-files'],
      log: (m) => console.log(m),
    });
    if (!values['no-files'])
      await seedHeavyHandbooks(open.db, {
        count: heavyCount(config.seedHeavy),
        cacheDir: config.heavyCacheDir,
        filesDir,
        dataDir: config.dataDir,
        indexDocuments: null,
        log: (m) => console.log(m),
      });
    console.log(
      `seeded ${result.documents} documents in ${(result.ms / 1000).toFixed(1)} s (${open.dialect}${values['no-files'] ? ', no files' : `, files in ${filesDir}`})`,
    );
    // The search index is part of a usable catalogue: `npm start` then serves search at once.
    await createSearchIndex(open.db, open.dialect, { embeddingUrl: config.embeddingUrl }).rebuild({
      onProgress: (done, total) => done === total && console.log(`indexed ${total} documents`),
    });
  } finally {
    await open.db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
