import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, postgresTestDatabase, type TestDatabase } from '../../../tests/helpers/databases';
import { bearer, MAIN, signIn } from '../../../tests/helpers/sign-in-env';
import { HTML_COMPARISON_PATH, HTML_RESULT_CHECK_PATH } from '../../api/compare';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type OpenDatabase } from '../db/database';
import { DEMO_PASSWORD } from '../seed/people';
import { seedDemo } from '../seed/seed';
import { SEED_COST } from './passwords';
import { LEASE_MS, settleCompareJobs } from './compare-jobs';

/*
 * Compare jobs are shared work: two nodes on one PostgreSQL (each its own app and pool, as two
 * processes behind the balancer) and one files directory. Whichever node a request reaches, a
 * pair has one job and it runs once; a job left running by a node that died is finished by the
 * other.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-pg-compare-'));
let pg: TestDatabase;
let second: OpenDatabase;
let a: FastifyInstance;
let b: FastifyInstance;
let ivy: Record<string, string>;
let editions: number[][];
let ready = false;

const node = (open: OpenDatabase) =>
  buildApp({
    config: { ...loadConfig({ DATA_DIR: dir, MAX_EVENT_LOOP_DELAY_MS: '0' }), distDir: path.join(dir, 'no-dist') },
    db: open.db,
    dialect: 'postgres',
    logger: false,
    passwordCost: SEED_COST,
  });

const pair = ([o, n]: number[]) => `oldHtmlId=${o}&newHtmlId=${n}`;
const jobsOf = ([o, n]: number[]) =>
  pg.db.selectFrom('compare_jobs').selectAll().where('old_document_id', '=', o).where('new_document_id', '=', n).execute();

beforeAll(async () => {
  if (!(await postgresAvailable())) return;
  pg = await postgresTestDatabase();
  await seedDemo(pg.db, { documents: 60, filesDir: path.join(dir, 'files'), files: false });
  second = await openDatabase(pg.url, { searchPath: pg.schema });
  [a, b] = [await node(pg), await node(second)];
  await Promise.all([a.ready(), b.ready()]);
  ivy = bearer(MAIN, (await signIn(a, MAIN, 'bearing', 'ivy@example.com', DEMO_PASSWORD)).tokens.access_token);
  // English editions of MSA standards, two of each family, oldest first: Ivy's account subscribes to MSA.
  const rows = await pg.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select(['documents.id', 'documents.family_id'])
    .where('publishers.code', '=', 'MSA')
    .where('documents.document_type', '=', 'Standard')
    .where('documents.language_code', '=', 'en-US')
    .orderBy('documents.family_id')
    .orderBy('documents.edition_order')
    .execute();
  const byFamily = new Map<number, number[]>();
  for (const r of rows) byFamily.set(r.family_id, [...(byFamily.get(r.family_id) ?? []), r.id]);
  editions = [...byFamily.values()].filter((ids) => ids.length >= 2).map((ids) => ids.slice(0, 2));
  ready = editions.length >= 2;
}, 180_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await second?.db.destroy();
  await pg?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a compare job runs exactly once whichever node received it', () => {
  it('both nodes asked for the same pair at the same moment: one job, run once, its result on both', async (ctx) => {
    if (!ready) ctx.skip();
    const asked = await Promise.all(
      [a, b, a, b].map((n) => n.inject({ method: 'POST', url: `${HTML_COMPARISON_PATH}?${pair(editions[0])}`, headers: ivy })),
    );
    expect(asked.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    await Promise.all([settleCompareJobs(a), settleCompareJobs(b)]);
    const jobs = await jobsOf(editions[0]);
    expect(jobs.map((j) => [j.state, j.attempts])).toEqual([['done', 1]]);
    for (const n of [a, b]) {
      const check = await n.inject({ method: 'GET', url: `${HTML_RESULT_CHECK_PATH}?${pair(editions[0])}`, headers: ivy });
      expect(check.headers.fileexists).toBe('Y');
    }
  });
});

describe('a compare job survives the death of the node running it', () => {
  it('left running by a node that died, it is taken over by the other node once its lease has run out', async (ctx) => {
    if (!ready) ctx.skip();
    await a.inject({ method: 'POST', url: `${HTML_COMPARISON_PATH}?${pair(editions[1])}`, headers: ivy });
    await settleCompareJobs(a);
    const [job] = await jobsOf(editions[1]);
    // What node A leaves when it dies mid-job: the job claimed and running, no result, and no
    // more lease renewals; the other node must leave it alone until that lease has run out.
    const died = async (at: number) =>
      pg.db
        .updateTable('compare_jobs')
        .set({ state: 'running', result_path: null, updated_at: new Date(at).toISOString() })
        .where('id', '=', job.id)
        .execute();
    fs.rmSync(path.join(dir, 'files', 'compare'), { recursive: true, force: true });
    await died(Date.now());
    const check = () => b.inject({ method: 'GET', url: `${HTML_RESULT_CHECK_PATH}?${pair(editions[1])}`, headers: ivy });
    expect((await check()).headers.fileexists).toBe('N');
    await settleCompareJobs(b);
    expect((await jobsOf(editions[1]))[0].state).toBe('running');

    await died(Date.now() - LEASE_MS - 1000);
    expect((await check()).headers.fileexists).toBe('N');
    await settleCompareJobs(b);
    expect((await check()).headers.fileexists).toBe('Y');
    expect((await jobsOf(editions[1])).map((j) => [j.state, j.attempts])).toEqual([['done', 2]]);
  });
});
