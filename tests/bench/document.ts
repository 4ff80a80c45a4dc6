/*
 * npm run bench:document: Bearing's document screen against pdf.js's own PDFViewer in
 * its default configuration (ranges, streaming and auto-fetch on), both served by the same Bearing
 * server (the peer page is copied into the server's dist under /bench/), on a phone (390x844 @3x)
 * with Chrome's network emulation at Lighthouse's slow 4G (1.6 Mbps down, 750 kbps up, 150 ms
 * RTT) and 4x CPU throttling. Documents of about 0.25, 10, 20 and 40 MB (the demo's largest
 * ordinary PDF and the heavy handbooks; the catalogue has no 5 MB one). Cold (a fresh browser
 * context: no HTTP cache, no service worker, signed in by the provider's cookies), launch (a new
 * window of that context afterwards, as an installed app starts: code cached, no session storage)
 * and warm (the cold tab again). Measured from navigation, medians of --runs N (default 5):
 *   page 1: Bearing's page-1 preview image shown (by the reader, or by the shell's first-page layer
 *   that the server sends a browser signed in at the provider before the app starts) or its first
 *   PDF page painted; pdf.js's page 1 painted;
 *   complete: every byte of the PDF received (Bearing's offline copy / pdf.js's whole file), up to --complete-timeout s;
 *   heap: JS heap after scrolling ten screens and a forced GC (warm run).
 * Options: --runs N, --sizes 0.25,10,20,40, --complete-timeout S (default 240), --throttle R (4), --no-complete,
 * --no-scroll (skip the end-to-end scroll of the longest handbook: heap and live canvases), --scroll-only.
 * It starts its own server (SEED_DOCUMENTS=60, SEED_HEAVY=all, heavy files cached in the OS temp dir).
 * --import FILE[,FILE…]: files nobody here wrote (a large real PDF, an STS standard) are imported
 * into that server with `npm run import -- --publisher MSA` first, and only they are measured: each
 * PDF as above (at its own size), and each STS standard delivered without a PDF by its HTML view's
 * first clause on screen (cold, same phone, network and CPU).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Cookie, type Page } from 'playwright-core';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Number(arg('runs') ?? 5);
const THROTTLE = Number(arg('throttle') ?? 4);
const IMPORTS = (arg('import') ?? '').split(',').filter(Boolean);
let SIZES = (arg('sizes') ?? '0.25,10,20,40').split(',').map(Number);
const COMPLETE_TIMEOUT = Number(arg('complete-timeout') ?? 240) * 1000;
const MEASURE_COMPLETE = !process.argv.includes('--no-complete');
const SCROLL = !process.argv.includes('--no-scroll');
const SCROLL_ONLY = process.argv.includes('--scroll-only');
const PORT = Number(arg('port') ?? 8199);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ORIGIN = `http://localhost:${PORT}`;

const median = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : Number.NaN;
};
const secs = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'n/a');

/** Starts Bearing with its own data dir; resolves once page previews are warm. */
async function startServer(): Promise<{ dataDir: string; stop: () => void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-doc-bench-'));
  const env = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'dist'),
    SEED_DOCUMENTS: '60',
    // Measuring imported files needs no generated handbooks beside them.
    SEED_HEAVY: IMPORTS.length ? '0' : 'all',
    HEAVY_CACHE_DIR: path.join(os.tmpdir(), 'bearing-heavy-cache'),
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.on('exit', (c) => reject(new Error(`server exited (${c})`)));
    child.stdout!.on('data', (b: Buffer) => {
      const text = b.toString();
      process.stdout.write(
        text
          .split('\n')
          .filter(Boolean)
          .map((l) => `  ${l}\n`)
          .join(''),
      );
      if (text.includes('page previews ready')) resolve();
    });
  });
  // The peer page and pdfjs-dist, served by the same server from its dist.
  const bench = path.join(dataDir, 'dist', 'bench');
  fs.mkdirSync(bench, { recursive: true });
  for (const f of ['pdfjs-default.html', 'pdfjs-default.js'])
    fs.copyFileSync(path.join(root, 'tests/bench/document-page', f), path.join(bench, f));
  for (const d of ['build', 'web'])
    fs.cpSync(path.join(root, 'node_modules/pdfjs-dist', d), path.join(bench, 'pdfjs', d), { recursive: true });
  return { dataDir, stop: () => child.kill('SIGTERM') };
}

/** Signs Ivy in through the form once; the provider's cookies and a bearer token for the peer. */
async function signIn(browser: Browser): Promise<{ cookies: Cookie[]; token: string }> {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  let token = '';
  page.on('request', (r) => {
    const a = r.headers().authorization;
    if (a?.startsWith('Bearer ')) token = a.slice(7);
  });
  await page.goto(`${ORIGIN}/`);
  await page.getByLabel('Email', { exact: true }).fill('ivy@example.com');
  await page.getByLabel('Password', { exact: true }).fill('bearing-demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForFunction(() => true);
  for (let i = 0; i < 300 && !token; i++) await page.waitForTimeout(100);
  const cookies = await ctx.cookies();
  await ctx.close();
  if (!token) throw new Error('no bearer token seen after signing in');
  return { cookies, token };
}

interface Doc {
  code: string;
  bytes: number;
}

/** The documents nearest each size asked, from Ivy's catalogue, by their PDF's length. */
async function pickDocs(token: string): Promise<Map<number, Doc>> {
  const { openDatabase } = await import('../../src/server/db/database');
  const dataDir = process.env.BENCH_DATA_DIR!;
  const open = await openDatabase(`sqlite:${path.join(dataDir, 'bearing.sqlite')}`);
  const rows = await open.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select('content_code')
    .where('publishers.code', 'in', ['MSA', 'KES', 'HMI', 'TMB'])
    .where('pdf_path', 'is not', null)
    .execute();
  await open.db.destroy();
  const sized: Doc[] = [];
  for (const r of rows) {
    const res = await fetch(`${ORIGIN}/api/documents/pdf/contentCode?contentCode=${r.content_code}`, {
      method: 'GET',
      headers: { authorization: `Bearer ${token}`, range: 'bytes=0-0' },
    });
    const total = Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1]);
    await res.arrayBuffer();
    if (total) sized.push({ code: r.content_code, bytes: total });
  }
  return new Map(
    SIZES.map((mb) => [
      mb,
      sized.reduce((best, d) =>
        Math.abs(Math.log(d.bytes / (mb * 1e6))) < Math.abs(Math.log(best.bytes / (mb * 1e6))) ? d : best,
      ),
    ]),
  );
}

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await cdp.send('Performance.enable');
  return cdp;
}

interface Viewer {
  name: string;
  url: (d: Doc, token: string) => string;
  page1: () => boolean;
}
// Predicates are functions, not strings: the app's CSP (script-src 'self') forbids eval.
const VIEWERS: Viewer[] = [
  {
    name: 'Bearing',
    url: (d) => `${ORIGIN}/document?contentCode=${encodeURIComponent(d.code)}`,
    // The page-1 preview counts as page 1 readable, as does the first PDF page painted.
    page1: () =>
      performance.getEntriesByName('pdf-reader:first-page').length > 0 ||
      [...document.querySelectorAll<HTMLImageElement>('[data-page="1"] img.pdfr-preview, #first-page img.fp-image')].some(
        (i) => i.complete && i.naturalWidth > 0 && i.getBoundingClientRect().height > 0,
      ),
  },
  {
    name: 'pdf.js default',
    url: (d, token) =>
      `${ORIGIN}/bench/pdfjs-default.html?file=${encodeURIComponent(`/api/documents/pdf/contentCode?contentCode=${d.code}`)}&token=${encodeURIComponent(token)}`,
    page1: () => performance.getEntriesByName('generic:first-page').length > 0,
  },
];

/** Imports `files` into the running server's catalogue under MSA; the PDFs (code, bytes) and the STS-only codes. */
function importFiles(dataDir: string, files: string[]): { pdf: Doc[]; html: string[] } {
  const report = path.join(dataDir, 'bench-import.json');
  console.log(`Importing ${files.map((f) => path.basename(f)).join(', ')}…`);
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/operations/import-cli.ts', '--publisher', 'MSA', '--json', report, ...files],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const entries = JSON.parse(fs.readFileSync(report, 'utf8')) as Array<{
    file: string;
    status: string;
    contentCode: string | null;
  }>;
  const pdf: Doc[] = [];
  const html: string[] = [];
  for (const e of entries) {
    if (!e.contentCode || e.status === 'refused') continue;
    if (/\.pdf$/i.test(e.file))
      pdf.push({ code: e.contentCode, bytes: fs.statSync(files.find((f) => f.endsWith(path.basename(e.file)))!).size });
    else html.push(e.contentCode);
  }
  return { pdf, html };
}

/** An STS standard delivered without a PDF: ms from navigation to its HTML view on screen with its first clause rendered, cold. */
async function measureHtml(browser: Browser, cookies: Cookie[], code: string) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const ctx = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    await ctx.addCookies(cookies);
    const page = await ctx.newPage();
    await throttle(page);
    const t0 = Date.now();
    await page.goto(`${ORIGIN}/document?contentCode=${encodeURIComponent(code)}`, { waitUntil: 'commit' });
    try {
      await page.waitForFunction(
        () => {
          // The view opens on the standard's title and contents; the first clause must be there
          // (rendered, with its text) and the view's opening heading on screen.
          const frame = document.querySelector<HTMLIFrameElement>('iframe[title]');
          const doc = frame?.contentDocument;
          const clause = doc?.querySelector('h2[id]');
          const opening = doc?.querySelector('h1, h2');
          if (!frame || !clause?.textContent?.trim() || !opening) return false;
          const top = frame.getBoundingClientRect().top + opening.getBoundingClientRect().top;
          return top >= 0 && top < innerHeight;
        },
        undefined,
        { timeout: 120_000, polling: 50 },
      );
      times.push(Date.now() - t0);
    } catch {
      console.log(`  ${code}: the first clause did not show within 120 s`);
    }
    await ctx.close();
    console.log(`  ${code} (HTML view), run ${i + 1}: first clause ${secs(times.at(-1) ?? Number.NaN)}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `\n${code}, HTML view on a phone, slow 4G, CPU ${THROTTLE}x: first clause rendered and the view's opening on screen, median ${secs(median(times))} (${secs(sorted[0])}–${secs(sorted.at(-1)!)}, ${times.length} runs); target <= 3 s\n`,
  );
}

/** One navigation: ms to page 1, ms until every byte of the PDF arrived, heap after scrolling. */
async function visit(
  page: Page,
  cdp: CDPSession,
  v: Viewer,
  d: Doc,
  token: string,
  withHeap: boolean,
  waitComplete = MEASURE_COMPLETE,
) {
  let received = 0;
  let completeAt = Number.NaN;
  const pdfRequests = new Set<string>();
  const onReq = (e: any) => {
    if (e.request.url.includes(`contentCode=${d.code}`) && e.request.url.includes('/pdf/contentCode'))
      pdfRequests.add(e.requestId);
  };
  const onData = (e: any) => {
    if (pdfRequests.has(e.requestId)) {
      received += e.dataLength;
      if (received >= d.bytes && Number.isNaN(completeAt)) completeAt = Date.now();
    }
  };
  cdp.on('Network.requestWillBeSent', onReq);
  cdp.on('Network.dataReceived', onData);
  const t0 = Date.now();
  await page.goto(v.url(d, token), { waitUntil: 'commit' });
  let page1 = Number.NaN;
  try {
    await page.waitForFunction(v.page1, undefined, { timeout: 180_000, polling: 50 });
    page1 = Date.now() - t0;
  } catch {
    // One stuck run counts as n/a (left out of the median) rather than ending the whole bench.
    console.log(`  ${v.name}: page 1 did not show within 180 s`);
  }
  let heap = Number.NaN;
  if (withHeap) {
    await page.evaluate(async () => {
      const els = [document.scrollingElement!, ...document.querySelectorAll<HTMLElement>('*')].filter(
        (e) => e.scrollHeight > e.clientHeight + 50 && getComputedStyle(e).overflowY !== 'hidden',
      );
      const s = els.sort((a, b) => b.scrollHeight - a.scrollHeight)[0];
      for (let i = 0; i < 10 && s; i++) {
        s.scrollBy(0, s.clientHeight * 0.9);
        await new Promise((r) => setTimeout(r, 400));
      }
    });
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
  }
  if (waitComplete) {
    const until = t0 + COMPLETE_TIMEOUT;
    while (Number.isNaN(completeAt) && Date.now() < until) await page.waitForTimeout(250);
  }
  cdp.off('Network.requestWillBeSent', onReq);
  cdp.off('Network.dataReceived', onData);
  return { page1, complete: completeAt - t0, heap };
}

async function main() {
  console.log('Starting Bearing (PWA build, seed with the heavy handbooks, page previews)…');
  const server = await startServer();
  process.env.BENCH_DATA_DIR = server.dataDir;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const { cookies, token } = await signIn(browser);
    if (SCROLL_ONLY) {
      await scrollEndToEnd(browser, cookies, token);
      return;
    }
    const imported = IMPORTS.length ? importFiles(server.dataDir, IMPORTS) : null;
    if (imported) {
      for (const code of imported.html) await measureHtml(browser, cookies, code);
      if (!imported.pdf.length) return;
      SIZES = imported.pdf.map((d) => d.bytes / 1e6);
    }
    const docs = imported ? new Map(imported.pdf.map((d) => [d.bytes / 1e6, d])) : await pickDocs(token);
    console.log(
      `\nPhone 390x844 @3x; network slow 4G (1.6 Mbps down, 150 ms RTT); CPU ${THROTTLE}x; ${RUNS} run(s) each, medians; complete = every PDF byte received (cap ${COMPLETE_TIMEOUT / 1000} s)\n`,
    );
    const rows: string[][] = [];
    for (const mb of SIZES) {
      const d = docs.get(mb)!;
      const res = VIEWERS.map(() => ({
        cold: [] as number[],
        launch: [] as number[],
        warm: [] as number[],
        complete: [] as number[],
        heap: [] as number[],
      }));
      for (let i = 0; i < RUNS; i++) {
        for (const [vi, v] of VIEWERS.entries()) {
          const ctx: BrowserContext = await browser.newContext({
            viewport: { width: 390, height: 844 },
            deviceScaleFactor: 3,
            isMobile: true,
            hasTouch: true,
          });
          await ctx.addCookies(cookies);
          const page = await ctx.newPage();
          const cdp = await throttle(page);
          const cold = await visit(page, cdp, v, d, token, false);
          // A launch comes after the last window closed, once the app had installed itself: its
          // service worker finished caching the app, and nothing of the last visit still downloads.
          await page.evaluate(() =>
            navigator.serviceWorker?.getRegistration().then((r) => (r ? navigator.serviceWorker.ready : null)),
          );
          await page.goto('about:blank');
          const launchPage = await ctx.newPage();
          const launch = await visit(launchPage, await throttle(launchPage), v, d, token, false, false);
          await launchPage.close();
          const warm = await visit(page, cdp, v, d, token, true, false);
          console.log(
            `  ${v.name}, ${(d.bytes / 1e6).toFixed(2)} MB, run ${i + 1}: page 1 cold ${secs(cold.page1)}, launch ${secs(launch.page1)}, warm ${secs(warm.page1)}, complete ${secs(cold.complete)}, heap ${(warm.heap / 1048576).toFixed(1)} MB`,
          );
          res[vi].cold.push(cold.page1);
          res[vi].launch.push(launch.page1);
          res[vi].warm.push(warm.page1);
          res[vi].complete.push(cold.complete);
          res[vi].heap.push(warm.heap);
          await ctx.close();
        }
      }
      const [b, p] = res;
      rows.push([
        `${(d.bytes / 1e6).toFixed(2)} MB (${d.code})`,
        secs(median(b.cold)),
        secs(median(p.cold)),
        (median(b.cold) / median(p.cold)).toFixed(2),
        secs(median(b.launch)),
        secs(median(p.launch)),
        (median(b.launch) / median(p.launch)).toFixed(2),
        secs(median(b.warm)),
        secs(median(p.warm)),
        (median(b.warm) / median(p.warm)).toFixed(2),
        secs(median(b.complete)),
        secs(median(p.complete)),
        `${(median(b.heap) / 1048576).toFixed(1)} / ${(median(p.heap) / 1048576).toFixed(1)} MB`,
      ]);
    }
    printTable(
      [
        'document',
        'page 1 cold: Bearing',
        'pdf.js',
        'ratio',
        'launch: Bearing',
        'pdf.js',
        'ratio',
        'page 1 warm: Bearing',
        'pdf.js',
        'ratio',
        'complete: Bearing',
        'pdf.js',
        'heap after scroll B / p',
      ],
      rows,
    );
    console.log('\nTargets: page 1 <= 3 s at every size; ratio <= 0.2 at 20 and 40 MB, <= 1.0 everywhere.');
    if (SCROLL) await scrollEndToEnd(browser, cookies, token);
  } finally {
    await browser.close();
    server.stop();
  }
}

/**
 * Memory while reading an 800-page handbook end to end: Bearing's reader and pdf.js's
 * viewer each scroll the whole document a page at a time; the JS heap (after a forced GC) and the
 * canvases alive are sampled every 100 pages. Memory, not speed: no network or CPU throttling, so
 * the run reaches the end in minutes.
 */
async function scrollEndToEnd(browser: Browser, cookies: Cookie[], token: string) {
  const { openDatabase } = await import('../../src/server/db/database');
  const open = await openDatabase(`sqlite:${path.join(process.env.BENCH_DATA_DIR!, 'bearing.sqlite')}`);
  const doc = await open.db
    .selectFrom('documents')
    .select(['content_code', 'page_count'])
    .where('pdf_path', 'is not', null)
    .orderBy('page_count', 'desc')
    .limit(1)
    .executeTakeFirst();
  await open.db.destroy();
  if (!doc) return;
  console.log(
    `\nScrolling ${doc.content_code} (${doc.page_count} pages) end to end, page by page; JS heap after GC / live canvases:`,
  );
  const rows: string[][] = [];
  for (const v of VIEWERS) {
    const ctx = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    await ctx.addCookies(cookies);
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(v.url({ code: doc.content_code, bytes: 0 }, token));
    await page.waitForFunction(v.page1, undefined, { timeout: 120_000, polling: 100 });
    const samples: string[] = [];
    for (let at = 0; at <= doc.page_count; at += 10) {
      const done = await page.evaluate(async (step) => {
        const els = [document.scrollingElement!, ...document.querySelectorAll<HTMLElement>('*')].filter(
          (e) => e.scrollHeight > e.clientHeight + 50 && getComputedStyle(e).overflowY !== 'hidden',
        );
        const s = els.sort((a, b) => b.scrollHeight - a.scrollHeight)[0];
        for (let i = 0; i < step; i++) {
          s.scrollBy(0, s.clientHeight * 0.5);
          await new Promise((r) => setTimeout(r, 60));
        }
        return s.scrollTop + s.clientHeight >= s.scrollHeight - 2;
      }, 20);
      if (at % 100 === 0 || done) {
        await cdp.send('HeapProfiler.collectGarbage');
        const { metrics } = await cdp.send('Performance.getMetrics');
        const heap = (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1048576;
        const canvases = await page.evaluate(() => document.querySelectorAll('canvas').length);
        samples.push(`${heap.toFixed(0)} MB/${canvases}`);
      }
      if (done) break;
    }
    rows.push([v.name, samples.join('  ')]);
    await ctx.close();
  }
  printTable(['viewer', 'heap / canvases every ~100 pages, start to end'], rows);
}

function printTable(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

await main();
