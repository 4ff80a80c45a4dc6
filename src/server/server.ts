import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type Config } from './config';
import { openDatabase, migrate, type OpenDatabase } from './db/database';
import { runNodeWorkers } from './cluster/node-workers';
import { buildApp } from './app';
import { buildPwaIfStale } from './build-pwa';
import { isSeeded, seedDemo } from './seed/seed';
import { heavyCount } from './seed/heavy';
import { seedHeavyHandbooks } from './seed/heavy-import';
import { createSearchIndex } from './search/search-index';
import { staleIndexReason } from './search/catalogue';
import { createEmbedder } from './search/embedder';
import { warmPreviews } from './services/previews/page-preview';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Process entry: build if needed, migrate, seed the demo catalogue on first run, then serve (or fork WORKERS that do). */
async function main(): Promise<void> {
  const config = loadConfig();
  // A node's worker finds the database prepared by the node's first process.
  if (cluster.isWorker) return serve(config, await openDatabase(config.databaseUrl));
  const say = (m: string) => console.log(`[bearing] ${m}`);
  if (process.env.SKIP_PWA_BUILD !== '1') buildPwaIfStale(ROOT, config.distDir, say);

  const open = await openDatabase(config.databaseUrl);
  await migrate(open);
  if (!(await isSeeded(open.db))) {
    say(`seeding the demo catalogue (${config.seedDocuments} documents)…`);
    const { documents, ms } = await seedDemo(open.db, {
      documents: config.seedDocuments,
      filesDir: config.filesDir,
      dataDir: config.dataDir,
      log: say,
    });
    say(`seeded ${documents} documents in ${(ms / 1000).toFixed(1)} s`);
  }
  // A catalogue never indexed (fresh seed, or seeded before search existed), or indexed by an
  // older indexer, is indexed before serving.
  const stale = await staleIndexReason(open.db, createEmbedder({ embeddingUrl: config.embeddingUrl }).model);
  if (stale) {
    say(`building the search index (${stale})…`);
    await createSearchIndex(open.db, open.dialect, { embeddingUrl: config.embeddingUrl }).rebuild();
  }
  if (config.workers > 1) {
    await open.db.destroy();
    runNodeWorkers({ count: config.workers, say });
    return;
  }
  await serve(config, open);
}

/** Serves requests in this process until SIGTERM or SIGINT, then drains. */
async function serve(config: Config, open: OpenDatabase): Promise<void> {
  // Only a node's first worker (or its one process) speaks for the node and warms its files.
  const worker = process.env.BEARING_WORKER_INDEX;
  const first = !cluster.isWorker || worker === '1';
  const say = (m: string) => {
    if (first) console.log(`[bearing] ${m}`);
  };
  const app = await buildApp({ config, db: open.db, dialect: open.dialect });
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Drain: readiness fails first so the balancer stops sending new work, requests in flight
    // finish, and compare jobs still running are handed back to the queue for another node.
    // A developer's Ctrl-C (SIGINT) does not wait for a balancer that is not there.
    app.draining = true;
    const grace = signal === 'SIGTERM' ? config.drainGraceMs : 0;
    app.log.info({ signal, graceMs: grace }, 'draining');
    const timer = setTimeout(() => process.exit(1), grace + 15_000).unref();
    if (grace > 0) await new Promise((resolve) => setTimeout(resolve, grace));
    await app.close();
    await open.db.destroy();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  say(`Bearing is ready on http://localhost:${config.port}/${cluster.isWorker ? ` (${config.workers} workers)` : ''}`);
  // Every worker loads its search snapshot now rather than on its first search, which would wait
  // for it: over twenty seconds at a million documents.
  app.searchIndex.refresh();
  if (!first) return;
  // The heavy handbooks (their PDFs made once into HEAVY_CACHE_DIR, then imported), then page 1
  // previews of every document: after the server is up so they never delay it.
  const warm = Number(process.env.PREVIEW_WARM ?? 1);
  void seedHeavyHandbooks(open.db, {
    count: heavyCount(config.seedHeavy),
    cacheDir: config.heavyCacheDir,
    filesDir: config.filesDir,
    dataDir: config.dataDir,
    indexDocuments: (ids) => app.searchIndex.indexDocuments(ids),
    log: say,
  })
    .then(() => warmPreviews(app, Number.isFinite(warm) ? warm : 1))
    .then(() => {
      if (!closing) say('page previews ready');
    })
    .catch((err) => app.log.warn({ err }, 'warming page previews failed'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
