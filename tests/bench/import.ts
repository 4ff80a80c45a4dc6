/*
 * npm run bench:import — the import as an operator runs it (`npm run import`, a process of its own,
 * two reader processes), on real files where the caller names them:
 *   STS_DIR      STS XML files (default: 40 of Bearing's own fictional standards)
 *   PDF_DIR      PDFs with a text layer (default: 40 made by the tests' fixtures)
 *   SCAN_DIR     scanned PDFs, pages without text (default: 10 made by the fixtures), read by Tesseract
 *   BIG_PDF      one large PDF whose import's peak memory is measured (default: the 40 MB demo handbook)
 *   MIXED_DIR    a mixed delivery imported while users search a running server (default: the three above)
 *   RUNS         runs per measure (default 5); medians with min–max are printed
 *   SEARCH=0     skips the search-under-import measure (it starts a server)
 *   ONLY=search  runs the search-under-import measure alone (the 1,000-file delivery takes minutes)
 * Prints: STS documents per second, text pages per second, scanned pages per second (OCR), the peak
 * resident memory of the import (its process and its readers) while it takes BIG_PDF (and over the whole mixed delivery), and search p50/p95/p99 for a
 * signed-in user before and during the mixed import (target: p95 within the load budget, 200 ms).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '../../src/server/db/database';
import { seedDemo } from '../../src/server/seed/seed';
import { heavyPdfFile, heavySpecOf } from '../../src/server/seed/heavy';
import { fullNisoSts } from '../fixtures/content/sts-samples';
import { manualPages, scannedPdf, textPdf } from '../fixtures/content/pdf-samples';
import { startCluster } from '../cluster/cluster';
import { signInOverHttp } from '../load/http-sign-in';
import { DEMO_PASSWORD } from '../../src/server/seed/people';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.RUNS ?? 5);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-bench-import-'));

interface Report {
  file: string;
  status: string;
  pages: number | null;
  reason?: string;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const spread = (xs: number[], digits = 1) =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}, ${xs.length} runs)`;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? NaN;
};

/** A fresh catalogue (the demo's organisations and publishers, one document) to import into. */
async function freshCatalogue(name: string): Promise<string> {
  const dataDir = path.join(work, name);
  fs.mkdirSync(dataDir, { recursive: true });
  const open = await openDatabase(`sqlite:${path.join(dataDir, 'bearing.sqlite')}`);
  await migrate(open);
  await seedDemo(open.db, { documents: 1, filesDir: path.join(dataDir, 'files'), dataDir, files: false });
  await open.db.destroy();
  return dataDir;
}

/** Runs the command line on `inputs`; wall time, its report, and the peak resident memory of the process. */
function runImport(
  dataDir: string,
  inputs: string[],
  extra: string[] = [],
  env: NodeJS.ProcessEnv = {},
): Promise<{ seconds: number; report: Report[]; peakMb: number }> {
  const json = path.join(dataDir, `report-${Date.now()}.json`);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/server/operations/import-cli.ts',
        '--publisher',
        'MSA',
        '--no-previews',
        '--json',
        json,
        ...extra,
        ...inputs,
      ],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    let peak = 0;
    // The readers are processes of their own: the import's memory is the command's and theirs, summed.
    const sample = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeResidentMb(child.pid));
    }, 100);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sample);
      if (code !== 0) return reject(new Error(`import exited with ${code}`));
      resolve({
        seconds: (performance.now() - started) / 1000,
        report: JSON.parse(fs.readFileSync(json, 'utf8')) as Report[],
        peakMb: peak,
      });
    });
  });
}

/** Resident memory (MB) of a process and its children, as /proc shows it now. */
function treeResidentMb(pid: number): number {
  const rss = (p: string) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    let sum = rss(String(pid));
    for (const c of children) {
      try {
        sum += rss(c);
      } catch {
        // A reader that has just ended.
      }
    }
    return sum;
  } catch {
    return 0; // The process has just ended.
  }
}

const filesOf = (dir: string, ext: RegExp) =>
  fs
    .readdirSync(dir)
    .filter((f) => ext.test(f))
    .map((f) => path.join(dir, f));

async function defaultSts(): Promise<string> {
  const dir = path.join(work, 'sts');
  fs.mkdirSync(dir, { recursive: true });
  for (let i = 0; i < 40; i++)
    fs.writeFileSync(path.join(dir, `cmb-${i}.xml`), fullNisoSts({ dated: `CMB ${6000 + i}:2024`, undated: `CMB ${6000 + i}` }));
  return dir;
}
async function defaultPdfs(): Promise<string> {
  const dir = path.join(work, 'pdf');
  fs.mkdirSync(dir, { recursive: true });
  for (let i = 0; i < 40; i++)
    fs.writeFileSync(path.join(dir, `MSA-P${i}-24.pdf`), await textPdf(manualPages(20, `rail${i}`), { outline: true }));
  return dir;
}
async function defaultScans(): Promise<string> {
  const dir = path.join(work, 'scan');
  fs.mkdirSync(dir, { recursive: true });
  for (let i = 0; i < 10; i++)
    fs.writeFileSync(path.join(dir, `MSA-S${i}-24.pdf`), await scannedPdf(manualPages(3, `hatch${i}`), [1, 2, 3]));
  return dir;
}

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  let tesseract = 'not installed';
  try {
    tesseract = execFileSync('tesseract', ['--version'], { encoding: 'utf8' }).split('\n')[0];
  } catch {
    // Scans are then imported unrecognised.
  }
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 1024 ** 3)} GiB, Node ${process.versions.node}, ${tesseract}`;
}

const size = (files: string[]) =>
  `${files.length} files, ${(files.reduce((n, f) => n + fs.statSync(f).size, 0) / 1024 ** 2).toFixed(1)} MB`;

async function throughput(label: string, dir: string, unit: 'documents' | 'pages', ext: RegExp, extra: string[] = []) {
  const files = filesOf(dir, ext);
  const rates: number[] = [];
  let last: Report[] = [];
  for (let r = 0; r < RUNS; r++) {
    const dataDir = await freshCatalogue(`${label}-${r}`);
    const { seconds, report } = await runImport(dataDir, [dir], extra);
    const done = report.filter((e) => e.status === 'imported');
    const amount = unit === 'documents' ? done.length : done.reduce((n, e) => n + (e.pages ?? 0), 0);
    rates.push(amount / seconds);
    last = report;
  }
  const refused = last.filter((e) => e.status === 'refused').length;
  console.log(`${label.padEnd(22)} ${spread(rates)} ${unit}/s   [${size(files)}; ${refused} refused]`);
}

async function peakMemory(file: string) {
  const peaks: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const dataDir = await freshCatalogue(`big-${r}`);
    const dir = path.join(work, `big-${r}-in`);
    fs.mkdirSync(dir);
    fs.copyFileSync(file, path.join(dir, path.basename(file)));
    const { peakMb, report } = await runImport(dataDir, [dir], ['--no-ocr']);
    if (report[0]?.status !== 'imported') throw new Error(`the big PDF was not imported: ${JSON.stringify(report[0])}`);
    peaks.push(peakMb);
  }
  console.log(`peak memory, big PDF   ${spread(peaks, 0)} MB resident   [${size([file])}]`);
}

async function searchUnderImport(mixed: string[]) {
  const dir = path.join(work, 'cluster');
  const cluster = await startCluster({
    dir,
    nodes: 1,
    port: 8630,
    databaseUrl: `sqlite:${path.join(dir, 'bearing.sqlite')}`,
    balancer: false,
    skipAppBuild: true,
    seedDocuments: 500,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  });
  try {
    const base = `http://127.0.0.1:8631`;
    const ivy = await signInOverHttp(base, 'ivy@example.com', DEMO_PASSWORD);
    const words = ['steel', 'concrete', 'corrosion', 'fatigue', 'coating', 'weld', 'timber', 'pipe', 'fuel', 'cement'];
    const latencies: number[] = [];
    let stop = false;
    const loop = async () => {
      for (let i = 0; !stop; i++) {
        const t = performance.now();
        const r = await fetch(`${base}/api/documents/search?page=0&size=25`, {
          method: 'POST',
          headers: { ...ivy.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ keywords: words[i % words.length], searchField: 'A', refinements: [], sortType: 'BEST_MATCH' }),
        });
        await r.arrayBuffer();
        latencies.push(performance.now() - t);
      }
    };
    const measure = async (during: () => Promise<unknown>) => {
      latencies.length = 0;
      stop = false;
      const loops = [loop(), loop()];
      await during();
      stop = true;
      await Promise.all(loops);
      return [...latencies];
    };
    const before = await measure(() => new Promise((r) => setTimeout(r, 30_000)));
    let imported = 0;
    let peak = 0;
    let outcome: Report[] = [];
    const during = await measure(async () => {
      // The command line on the server's own database and files, as an operator beside it runs it.
      const { report, peakMb } = await runImport(path.join(dir, 'node1'), mixed, [], {
        DATABASE_URL: `sqlite:${path.join(dir, 'bearing.sqlite')}`,
        FILES_DIR: path.join(dir, 'files'),
      });
      imported = report.length;
      peak = peakMb;
      outcome = report;
    });
    const row = (name: string, xs: number[]) =>
      `${name.padEnd(22)} p50 ${pct(xs, 50).toFixed(0)} ms, p95 ${pct(xs, 95).toFixed(0)} ms, p99 ${pct(xs, 99).toFixed(0)} ms (${xs.length} searches)`;
    console.log(row('search, idle server', before));
    console.log(row(`search, ${imported} files importing`, during));
    console.log(`peak memory, mixed    ${peak.toFixed(0)} MB resident over ${imported} files`);
    const count = (xs: string[]) => {
      const n = new Map<string, number>();
      for (const x of xs) n.set(x, (n.get(x) ?? 0) + 1);
      return [...n].map(([k, v]) => `${v} ${k}`).join('; ');
    };
    console.log(`the mixed delivery    ${count(outcome.map((r) => r.status))}`);
    // Reasons without the file's own figures, so that alike refusals count together.
    const reasons = outcome.filter((r) => r.status === 'refused').map((r) => (r.reason ?? '').replace(/\d[\d,.]*/g, 'N'));
    console.log(`refused by reason     ${count(reasons)}`);
  } finally {
    await cluster.stop();
  }
}

async function main() {
  console.log(`bench:import on ${machine()}; the import with 2 reader processes, SQLite`);
  const sts = process.env.STS_DIR ?? (await defaultSts());
  const pdf = process.env.PDF_DIR ?? (await defaultPdfs());
  const scan = process.env.SCAN_DIR ?? (await defaultScans());
  if (process.env.ONLY !== 'search') {
    await throughput('STS', sts, 'documents', /\.xml$/i);
    await throughput('PDF with text', pdf, 'pages', /\.pdf$/i, ['--no-ocr']);
    await throughput('scanned PDF (OCR)', scan, 'pages', /\.pdf$/i);
    const big =
      process.env.BIG_PDF ?? (await heavyPdfFile(heavySpecOf('hmi-hb31-25')!, path.join(os.tmpdir(), 'bearing-heavy-cache')));
    await peakMemory(big);
  }
  if (process.env.SEARCH !== '0') await searchUnderImport(process.env.MIXED_DIR ? [process.env.MIXED_DIR] : [sts, pdf, scan]);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => fs.rmSync(work, { recursive: true, force: true }));
