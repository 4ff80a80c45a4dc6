import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type OpenDatabase } from '../../src/server/db/database';
import { seedDemo } from '../../src/server/seed/seed';
import { createDemoApp, type DemoApp } from '../helpers/demo-app';
import { fullNisoSts } from '../fixtures/content/sts-samples';
import { manualPages, textPdf } from '../fixtures/content/pdf-samples';

/*
 * The import killed with SIGKILL in the middle of a delivery: nothing is half there — every
 * edition the database names has its files and its text — and the same command again finishes the
 * job. And while a server runs on the same database, what the command line imports is searchable
 * there within a minute, without a restart.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCUMENTS = 30;
let dir: string;
let delivery: string;
let env: NodeJS.ProcessEnv;

/** Runs `npm run import` as an operator would; `killAfter`: SIGKILL once that many files are reported. */
function runImport(args: string[], killAfter?: number, runEnv = env): Promise<{ lines: string[]; killed: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/operations/import-cli.ts', ...args], {
      cwd: ROOT,
      env: runEnv,
    });
    const lines: string[] = [];
    let killed = false;
    let buf = '';
    child.stdout.on('data', (d: Buffer) => {
      buf += d.toString();
      const parts = buf.split('\n');
      buf = parts.pop()!;
      lines.push(...parts);
      if (
        killAfter !== undefined &&
        !killed &&
        lines.filter((l) => /^(imported|updated|unchanged) /.test(l)).length >= killAfter
      ) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    child.stderr.resume();
    child.on('error', reject);
    child.on('exit', () => resolve({ lines, killed }));
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-import-crash-'));
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  const open = await openDatabase(`sqlite:${path.join(dataDir, 'bearing.sqlite')}`);
  await migrate(open);
  await seedDemo(open.db, { documents: 1, filesDir: path.join(dataDir, 'files'), dataDir, files: false });
  await open.db.destroy();
  delivery = path.join(dir, 'delivery');
  fs.mkdirSync(delivery);
  for (let i = 0; i < DOCUMENTS; i++) {
    const stem = path.join(delivery, `cmb-${5000 + i}`);
    fs.writeFileSync(
      `${stem}.xml`,
      fullNisoSts({
        dated: `CMB ${5000 + i}:2024`,
        undated: `CMB ${5000 + i}`,
        scopeSentence: `Scope of decking rule ${5000 + i}.`,
      }),
    );
    fs.writeFileSync(`${stem}.pdf`, await textPdf(manualPages(8, `rail${i}`)));
  }
  env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
}, 180_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function database(): Promise<OpenDatabase> {
  return openDatabase(`sqlite:${path.join(dir, 'data', 'bearing.sqlite')}`);
}

describe('an import killed mid-way leaves nothing half there, and the next run finishes the job', () => {
  it('after SIGKILL every edition the database names has its files and text; running again imports the rest', async () => {
    const first = await runImport(['--publisher', 'MSA', '--no-previews', delivery], 12);
    expect(first.killed).toBe(true);
    const open = await database();
    try {
      const rows = await open.db
        .selectFrom('documents')
        .select(['id', 'content_code', 'pdf_path', 'xml_path', 'html_path'])
        .where('content_code', 'like', 'msa-cmb-5%')
        .execute();
      expect(rows.length).toBeGreaterThanOrEqual(6);
      expect(rows.length).toBeLessThan(DOCUMENTS);
      for (const r of rows) {
        for (const f of [r.pdf_path, r.xml_path, r.html_path])
          expect(fs.existsSync(path.join(dir, 'data', 'files', f!)), `${r.content_code} ${f}`).toBe(true);
        const sections = await open.db
          .selectFrom('document_sections')
          .select('ordinal')
          .where('document_id', '=', r.id)
          .execute();
        expect(sections.length, r.content_code).toBeGreaterThan(3);
      }
    } finally {
      await open.db.destroy();
    }
    const second = await runImport(['--publisher', 'MSA', '--no-previews', delivery]);
    const summary = second.lines.at(-1)!;
    const [, imported, , unchanged] = /^imported (\d+), updated (\d+), unchanged (\d+), refused (\d+)$/
      .exec(summary)!
      .map(Number);
    expect(imported + unchanged).toBe(DOCUMENTS * 2);
    expect(unchanged).toBeGreaterThanOrEqual(12);
    const again = await database();
    try {
      const n = await again.db
        .selectFrom('documents')
        .select((e) => e.fn.countAll().as('n'))
        .where('content_code', 'like', 'msa-cmb-5%')
        .executeTakeFirstOrThrow();
      expect(Number(n.n)).toBe(DOCUMENTS);
      const pending = await again.db.selectFrom('search_pending').selectAll().execute();
      expect(pending).toEqual([]);
    } finally {
      await again.db.destroy();
    }
  }, 300_000);
});

describe('what the command line imports is searchable on a running server within a minute, without a restart', () => {
  let app: DemoApp;
  beforeAll(async () => {
    app = await createDemoApp();
  }, 120_000);
  afterAll(async () => app?.close());
  it('a delivery imported into the server database is found by its words', async () => {
    // The demo app's own database file and data folder (tests/helpers/demo-app.ts).
    const dataDir = app.app.config.dataDir;
    const serverEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'test.sqlite')}`,
      LOG_LEVEL: 'warn',
    };
    const one = path.join(dir, 'one');
    fs.mkdirSync(one);
    fs.writeFileSync(
      path.join(one, 'cmb-9911.xml'),
      fullNisoSts({ dated: 'CMB 9911:2024', undated: 'CMB 9911', scopeSentence: 'Quayside fenders of wharfinger grade.' }),
    );
    const ivy = await app.as('ivy@example.com');
    const search = async () => {
      const r = await app.app.inject({
        method: 'POST',
        url: '/api/documents/search?page=0&size=25',
        headers: ivy,
        payload: { keywords: 'wharfinger', searchField: 'A', refinements: [], sortType: 'BEST_MATCH' },
      });
      return r.json() as { count: number };
    };
    expect((await search()).count).toBe(0);
    const started = Date.now();
    await runImport(['--publisher', 'MSA', '--no-previews', one], undefined, serverEnv);
    let found = 0;
    while (Date.now() - started < 60_000 && !(found = (await search()).count)) await new Promise((r) => setTimeout(r, 500));
    expect(found).toBe(1);
    console.log(
      `[import] searchable on the running server ${((Date.now() - started) / 1000).toFixed(1)} s after the command started`,
    );
  }, 120_000);
});
