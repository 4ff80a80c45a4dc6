/*
 * npm run bench:document — time from navigation to the first PDF page painted, for a 10-page and
 * a 100-page demo document, in Bearing's reader and in pdf.js's generic viewer (PDFViewer from
 * pdfjs-dist/web), side by side, on a phone-sized headless Chromium with Lighthouse's mobile CPU
 * throttling (4x). Then the JS heap after scrolling the 100-page document to the end.
 * Target: our first page no slower than pdf.js's viewer; memory flat while scrolling.
 * Options: --runs N (default 5, median reported), --throttle R (default 4).
 */
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { prepare } from './document-server';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Number(arg('runs') ?? 5);
const THROTTLE = Number(arg('throttle') ?? 4);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Viewer { name: string; path: (file: string) => string; mark: string; scroller: string; canvases: string }
const VIEWERS: Viewer[] = [
  { name: 'Bearing reader', path: (f) => `/reader/?file=${f}`, mark: 'pdf-reader:first-page', scroller: '.pdfr-scroller', canvases: '.pdfr-canvas' },
  { name: 'pdf.js PDFViewer', path: (f) => `/generic.html?file=${f}`, mark: 'generic:first-page', scroller: '#viewerContainer', canvases: '.pdfViewer canvas' },
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** A fresh phone context per run: empty HTTP cache, 390x844 at 3x, touch, throttled CPU. */
async function phonePage(browser: Browser): Promise<{ page: Page; cdp: CDPSession; close: () => Promise<void> }> {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await cdp.send('Performance.enable');
  return { page, cdp, close: () => ctx.close() };
}

async function firstPage(browser: Browser, origin: string, v: Viewer, file: string): Promise<number> {
  const { page, close } = await phonePage(browser);
  try {
    await page.goto(origin + v.path(file), { waitUntil: 'commit' });
    await page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, v.mark, { timeout: 120_000, polling: 50 });
    // Mark times are relative to the navigation's time origin.
    return await page.evaluate((m) => performance.getEntriesByName(m)[0].startTime, v.mark);
  } finally {
    await close();
  }
}

async function heap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
}

/** Scrolls the 100-page document top to bottom a viewport at a time; heap before, peak and after. */
async function scrollMemory(browser: Browser, origin: string, v: Viewer) {
  const { page, cdp, close } = await phonePage(browser);
  try {
    await page.goto(origin + v.path('doc-100.pdf'));
    await page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, v.mark, { timeout: 120_000 });
    await page.waitForTimeout(1500);
    const start = await heap(cdp);
    let peak = start;
    let maxCanvases = 0;
    for (let step = 0; ; step++) {
      const done = await page.evaluate((sel) => {
        const s = document.querySelector(sel)!;
        s.scrollBy(0, s.clientHeight * 0.9);
        return s.scrollTop + s.clientHeight >= s.scrollHeight - 2;
      }, v.scroller);
      await page.waitForTimeout(150);
      maxCanvases = Math.max(maxCanvases, await page.evaluate((sel) => [...document.querySelectorAll<HTMLCanvasElement>(sel)].filter((c) => c.width > 0).length, v.canvases));
      if (step % 10 === 0) peak = Math.max(peak, await heap(cdp));
      if (done || step > 400) break;
    }
    await page.waitForTimeout(2000);
    const end = await heap(cdp);
    const live = await page.evaluate((sel) => {
      const cs = [...document.querySelectorAll<HTMLCanvasElement>(sel)].filter((c) => c.width > 0);
      return { count: cs.length, pixels: cs.reduce((n, c) => n + c.width * c.height, 0) };
    }, v.canvases);
    return { start, peak: Math.max(peak, end), end, maxCanvases, live };
  } finally {
    await close();
  }
}

async function main() {
  console.log('Preparing: building the reader page (vite, production) and the 10/100-page demo PDFs...');
  const srv = await prepare();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    console.log(`Phone 390x844 @3x, CPU throttling ${THROTTLE}x, ${RUNS} cold runs each (median; min-max in brackets)\n`);
    const rows: string[][] = [];
    for (const file of ['doc-10.pdf', 'doc-100.pdf']) {
      const cells = [file.replace('doc-', '').replace('.pdf', ' pages')];
      const medians: number[] = [];
      for (const v of VIEWERS) {
        const times: number[] = [];
        // Interleaving is unnecessary: each run is its own browser context with a cold cache.
        for (let i = 0; i < RUNS; i++) times.push(await firstPage(browser, srv.origin, v, file));
        medians.push(median(times));
        cells.push(`${median(times).toFixed(0)} ms [${Math.min(...times).toFixed(0)}-${Math.max(...times).toFixed(0)}]`);
      }
      cells.push(`${(medians[0] / medians[1]).toFixed(2)}x`);
      rows.push(cells);
    }
    printTable(['first page painted', ...VIEWERS.map((v) => v.name), 'ours / pdf.js'], rows);

    console.log('\nScrolling the 100-page document to the end (JS heap after forced GC):\n');
    const mem: string[][] = [];
    for (const v of VIEWERS) {
      const m = await scrollMemory(browser, srv.origin, v);
      mem.push([v.name, `${mb(m.start)} MB`, `${mb(m.peak)} MB`, `${mb(m.end)} MB`, String(m.maxCanvases), `${m.live.count} (${(m.live.pixels / 1e6).toFixed(1)} Mpx)`]);
    }
    printTable(['viewer', 'heap at page 1', 'peak while scrolling', 'heap at the end', 'max live canvases', 'canvases at end'], mem);
  } finally {
    await browser.close();
    await srv.close();
  }
}

function printTable(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

await main();
