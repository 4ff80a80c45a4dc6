/*
 * npm run bench:search — builds a 100000-document demo catalogue (override: --documents N) in a
 * temporary database, indexes it, and prints p50 / p95 / p99 latency of content search,
 * designation search, type-ahead, facet counts and semantic search, for SQLite and (when it
 * answers) PostgreSQL; semantic search also with the passages explaining the page of results,
 * as the semantic search service replies. The match cache is off, so every call does its full
 * work. On PostgreSQL the per-term document sets stay on, as on a server that has been running:
 * before measuring, RUNS other queries drawn from the same trade vocabulary (not the measured
 * ones) warm them.
 * The "cold" rows run the measured queries with the term sets off, as right after a start.
 * --keep leaves the built database in place (its schema or file is printed) for reruns with
 * --pg-schema S / --sqlite-file F.
 * Targets on a 2-core machine: search and facets p95 <= 50 ms, type-ahead <= 15 ms, semantic <= 100 ms.
 */
import os from 'node:os';
import { sql } from 'kysely';
import path from 'node:path';
import {
  TEST_PG_URL,
  postgresAvailable,
  postgresTestDatabase,
  sqliteTestDatabase,
  type TestDatabase,
} from '../helpers/databases';
import { openDatabase } from '../../src/server/db/database';
import { seedDemo } from '../../src/server/seed/seed';
import { createSearchIndex } from '../../src/server/search/search-index';
import { TOPICS } from '../../src/server/seed/vocab';
import { Rng } from '../../src/server/seed/rng';
import type { SearchQuery } from '../../src/server/search/types';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const DOCUMENTS = Number(arg('documents') ?? 100_000);
const RUNS = Number(arg('runs') ?? 200);
const only = arg('dialect');
const TREES = ['publisher', 'ics', 'category', 'topic', 'industry', 'documentType', 'committee'];
const MEANING = [
  'gasoline',
  'motor oil for engines',
  'barnacles on ship hulls',
  'rusting pipes',
  'sewage treatment',
  'earthquake shaking',
  'plastic bottles',
  'screws and nails',
  'bridge girders',
];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function time(runs: number, op: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 5; i++) await op(i + runs); // warm-up
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await op(i);
    out.push(performance.now() - t0);
  }
  return out;
}

/** An already seeded and indexed database (--sqlite-file, --pg-schema): measured as is, never dropped. */
async function existing(dialect: 'sqlite' | 'postgres'): Promise<TestDatabase | null> {
  const file = arg('sqlite-file');
  const schema = arg('pg-schema');
  if (dialect === 'sqlite' && file) return { ...(await openDatabase(`sqlite:${file}`)), url: file, cleanup: async () => {} };
  if (dialect === 'postgres' && schema) {
    const open = await openDatabase(TEST_PG_URL, { searchPath: schema });
    return { ...open, url: TEST_PG_URL, cleanup: async () => open.db.destroy() };
  }
  return null;
}

async function bench(dialect: 'sqlite' | 'postgres') {
  const given = await existing(dialect);
  const t: TestDatabase = given ?? (dialect === 'sqlite' ? await sqliteTestDatabase() : await postgresTestDatabase());
  try {
    let t0 = performance.now();
    if (!given)
      await seedDemo(t.db, {
        documents: DOCUMENTS,
        filesDir: path.join(os.tmpdir(), 'unused'),
        files: false,
        log: (m) => console.log(`  ${dialect}: ${m}`),
      });
    if (!given) console.log(`  ${dialect}: seeded ${DOCUMENTS} documents in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    t0 = performance.now();
    const index = createSearchIndex(t.db, t.dialect, { embeddingUrl: null, matchCacheSize: 0 });
    const cold =
      t.dialect === 'postgres'
        ? createSearchIndex(t.db, t.dialect, { embeddingUrl: null, matchCacheSize: 0, termCacheIds: 0 })
        : null;
    if (!given)
      await index.rebuild({
        batchSize: 500,
        onProgress: (done, total) => done % 20_000 === 0 && console.log(`  ${dialect}: indexed ${done} of ${total}`),
      });
    if (!given) console.log(`  ${dialect}: indexed in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    if (dialect === 'postgres') console.log(`  ${dialect}: ${await searchStorage(t)}`);
    t0 = performance.now();
    await index.search({ keywords: '*', stype: 'A', publisherIds: null, refinements: [], sort: 'BEST_MATCH', page: 0, size: 25 });
    const mb = (n: number) => `${Math.round(n / 1e6)} MB`;
    const memory = process.memoryUsage();
    // What a node holds for search at this size: the snapshot (with its embedding matrix) is per node.
    console.log(
      `  ${dialect}: catalogue snapshot loaded in ${(performance.now() - t0).toFixed(0)} ms; this process now holds ${mb(memory.rss)} (heap ${mb(memory.heapUsed)}, typed arrays ${mb(memory.arrayBuffers)})`,
    );

    const rng = new Rng('bench');
    const words = TOPICS.flatMap((tp) => [...tp.keywords, ...tp.properties, ...tp.materials]);
    const content = Array.from({ length: RUNS + 10 }, () =>
      rng.chance(0.5) ? rng.pick(words) : `${rng.pick(words)} ${rng.pick(TOPICS).keywords[0]}`,
    );
    const designations = (
      await t.db.selectFrom('documents').select('designation_no').where('language_code', '=', 'en-US').orderBy('id').execute()
    ).map((r) => r.designation_no);
    const typed = Array.from({ length: RUNS + 10 }, () => {
      const d = rng.pick(designations);
      return rng.pick([d, d.toLowerCase(), d.replace(/-\d+$/, ''), d.replace(/^([A-Z]+)/, '$1 ')]);
    });
    const prefixes = Array.from({ length: RUNS + 10 }, () => {
      if (rng.chance(0.3)) return rng.pick(designations).slice(0, rng.int(3, 5));
      const w = rng.pick(words).split(' ');
      return [...w.slice(0, -1), w[w.length - 1].slice(0, rng.int(3, 6))].join(' ');
    });
    const scoped = [[1], [2, 3], null, [4, 5, 6]] as (number[] | null)[];
    const q = (keywords: string, i: number, over: Partial<SearchQuery> = {}): SearchQuery => ({
      keywords,
      stype: 'A',
      publisherIds: scoped[i % scoped.length],
      refinements: [],
      sort: 'BEST_MATCH',
      page: 0,
      size: 25,
      ...over,
    });

    // As the search services explain a page: sections quoted for the publishers the caller may open.
    const mayReadText = (publisherId: number) => publisherId % 2 === 1;

    // A server that has been running has seen its users' words: other queries of the same vocabulary.
    const warmRng = new Rng('bench-warm-up');
    for (let i = 0; i < RUNS; i++) {
      const keywords = warmRng.chance(0.5) ? warmRng.pick(words) : `${warmRng.pick(words)} ${warmRng.pick(TOPICS).keywords[0]}`;
      await index.search(q(keywords, i));
      await index.search(q(keywords, i, { stype: 'K' }));
    }
    const results: [string, number[]][] = [
      ['content search (A)', await time(RUNS, (i) => index.search(q(content[i], i)))],
      ['keyword search (K)', await time(RUNS, (i) => index.search(q(content[i], i, { stype: 'K' })))],
      ['designation search (D)', await time(RUNS, (i) => index.search(q(typed[i], i, { stype: 'D' })))],
      ['my-subscription * search', await time(RUNS, (i) => index.search(q('*', i)))],
      ['facet counts (7 trees)', await time(RUNS, (i) => index.facets(q(content[i], i), TREES))],
      [
        'type-ahead',
        await time(RUNS, (i) => index.typeAhead({ keywords: prefixes[i], publisherIds: scoped[i % scoped.length] })),
      ],
      [
        'semantic search',
        await time(RUNS, (i) =>
          index.semantic({
            keywords: i % 2 ? MEANING[i % MEANING.length] : content[i],
            publisherIds: scoped[i % scoped.length],
            page: 0,
            size: 25,
          }),
        ),
      ],
      [
        'semantic search with passages',
        await time(RUNS, async (i) => {
          const keywords = i % 2 ? MEANING[i % MEANING.length] : content[i];
          const page = await index.semantic({ keywords, publisherIds: scoped[i % scoped.length], page: 0, size: 25 });
          await index.explain({
            keywords,
            kind: 'semantic',
            documentIds: page.hits.map((h) => h.documentId),
            mayReadText,
          });
        }),
      ],
    ];
    if (cold) {
      await cold.search(q('*', 0));
      results.push(
        ['content search (A), cold term sets', await time(RUNS, (i) => cold.search(q(content[i], i)))],
        ['facet counts, cold term sets', await time(RUNS, (i) => cold.facets(q(content[i], i), TREES))],
      );
    }
    const count = Number(
      (
        await t.db
          .selectFrom('documents')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    console.log(`\n${dialect}: ${count} documents, ${RUNS} runs per operation (ms)`);
    console.log('| operation | p50 | p95 | p99 |');
    console.log('|---|---|---|---|');
    for (const [name, xs] of results)
      console.log(`| ${name} | ${pct(xs, 50).toFixed(1)} | ${pct(xs, 95).toFixed(1)} | ${pct(xs, 99).toFixed(1)} |`);
  } finally {
    // --keep: leave the built database for later runs (--pg-schema / --sqlite-file).
    if (process.argv.includes('--keep') && !given)
      console.log(
        `  ${dialect}: kept ${t.url}${
          dialect === 'postgres'
            ? ` schema ${await t.db
                .selectNoFrom(sql<string>`current_schema()`.as('s'))
                .executeTakeFirst()
                .then((r) => r?.s)}`
            : ''
        }`,
      );
    if (process.argv.includes('--keep') && !given) await t.db.destroy();
    else await t.cleanup();
  }
}

if (!only || only === 'sqlite') await bench('sqlite');
if ((!only || only === 'postgres') && (await postgresAvailable())) await bench('postgres');

/** The search tables' size on disk, indexes included, beside the whole database's (PostgreSQL). */
async function searchStorage(t: TestDatabase): Promise<string> {
  const rows = await sql<{ name: string; bytes: number }>`
    select c.relname as name, pg_total_relation_size(c.oid)::bigint as bytes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'`.execute(t.db);
  const mb = (b: number) => `${(b / 1e6).toFixed(0)} MB`;
  const total = rows.rows.reduce((a, r) => a + Number(r.bytes), 0);
  const search = rows.rows.filter((r) => /^(search_|document_embeddings)/.test(r.name));
  return `search storage ${mb(search.reduce((a, r) => a + Number(r.bytes), 0))} (${search
    .map((r) => `${r.name} ${mb(Number(r.bytes))}`)
    .join(', ')}) of ${mb(total)} in all`;
}
