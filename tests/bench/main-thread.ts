/**
 * `npm run bench:main-thread`: what a launch of a screen costs the main thread, steadier than a
 * Lighthouse score on a shared machine. Signs in as ivy@example.com on a phone viewport, then
 * opens PAGE (default: the 420-page handbook) RUNS times, each in a new tab of the same browser
 * (a new browsing context that finds the kept session, the service worker and the HTTP cache, as a
 * launch of the installed app does), recording a Chrome trace of each open. Per open it prints
 * when the reader painted its first page (the `pdf-reader:first-page` mark; absent on other
 * screens) and the blocking time Lighthouse's simulation would count up to then (or over the whole
 * window): every main-thread task as 4× its unthrottled length, less 50 ms, summed.
 *
 *   BASES=http://localhost:8080,http://localhost:8081 RUNS=8 npm run bench:main-thread
 *
 * Several BASES alternate run by run (A, B, A, B…), so that a before/after comparison shares the
 * machine's ups and downs; the medians are printed per base. SECONDS sets the window (default 5).
 *
 * SOURCE_MAPS=dir also samples the page's JavaScript and prints, for each long task, whose code
 * ran in it, named through the source maps in dir (long-task-sources.ts). The maps must be of the
 * build the server serves; a build's chunk names do not change with its maps, so a build of the
 * same tree with maps beside it serves:
 *
 *   npx vite build --sourcemap --outDir /tmp/bearing-maps
 *   SOURCE_MAPS=/tmp/bearing-maps/assets RUNS=3 npm run bench:main-thread
 *
 * SOURCE_DETAIL=pattern names the functions of the sources it matches (`SOURCE_DETAIL=pdfjs-dist`:
 * `pdfjs-dist:showText@11714 8.1`), where a module's total is not enough to act on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { longTaskSources, SourceNamer, type TraceEvent } from './long-task-sources';

const BASES = (process.env.BASES ?? process.env.BASE ?? 'http://localhost:8080').split(',');
const PAGE = process.env.PAGE ?? '/document?contentCode=msa-hb12-24';
const RUNS = Number(process.env.RUNS ?? 5);
const SECONDS = Number(process.env.SECONDS ?? 5);
// Lighthouse's simulated throttling runs the CPU 4× slower; a task is long from 50 ms on.
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN) || 4;
const LONG_TASK_MS = 50;
const SOURCE_MAPS = process.env.SOURCE_MAPS ?? '';
// A pattern of sources (`pdfjs-dist|i18next`) named down to the function, not only the module.
const SOURCE_DETAIL = process.env.SOURCE_DETAIL ? new RegExp(process.env.SOURCE_DETAIL) : null;

interface Open {
  firstPageMs: number | null;
  blockingMs: number;
  longTasks: number;
}

/**
 * The page's main thread: the renderer main thread that asked for the page's own address (the
 * browser's new-tab page runs in a renderer of its own, and can run more tasks than the page).
 */
function mainThread(events: TraceEvent[], origin: string): { pid: number; tid: number } {
  const renderers = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const counts = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    const url = e.args?.data?.url ?? (e.args as { beginData?: { url?: string } } | undefined)?.beginData?.url;
    if (renderers.has(key) && typeof url === 'string' && url.startsWith(origin)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [key] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) throw new Error(`no renderer main thread of ${origin} in the trace`);
  const [pid, tid] = key.split(':').map(Number);
  return { pid, tid };
}

function measure(events: TraceEvent[], origin: string): Open {
  const { pid, tid } = mainThread(events, origin);
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts);
  const start = tasks[0]?.ts ?? 0;
  const mark = events.find((e) => e.name === 'pdf-reader:first-page');
  const until = mark?.ts ?? Infinity;
  let blockingMs = 0;
  let longTasks = 0;
  for (const t of tasks) {
    if (t.ts >= until) break;
    const simulated = ((t.dur ?? 0) / 1000) * CPU_SLOWDOWN;
    if (simulated > LONG_TASK_MS) {
      blockingMs += simulated - LONG_TASK_MS;
      longTasks++;
    }
  }
  return { firstPageMs: mark ? (mark.ts - start) / 1000 : null, blockingMs, longTasks };
}

/** Each long task of the open's window with its code by module; those after the first page are marked so. */
function printSources(events: TraceEvent[], origin: string, open: Open): void {
  const namer = new SourceNamer(SOURCE_MAPS, SOURCE_DETAIL);
  const until = open.firstPageMs ?? Infinity;
  for (const task of longTaskSources(events, mainThread(events, origin), LONG_TASK_MS / CPU_SLOWDOWN, namer)) {
    const after = task.startMs >= until ? ' (after the first page)' : '';
    const who = task.modules
      .filter(([, ms]) => ms >= 0.5)
      .slice(0, 6)
      .map(([m, ms]) => `${m} ${ms.toFixed(1)}`)
      .join(', ');
    const browser = task.browser
      .filter(([, ms]) => ms >= 0.5)
      .map(([k, ms]) => `${k} ${ms.toFixed(1)}`)
      .join(', ');
    console.log(
      `    at ${task.startMs.toFixed(0)} ms${after}, ${task.durationMs.toFixed(1)} ms (${(task.durationMs * CPU_SLOWDOWN).toFixed(0)} at ${CPU_SLOWDOWN}×): ${who}` +
        (browser ? ` [browser: ${browser}]` : ''),
    );
  }
}

async function signIn(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.locator('#email').fill('ivy@example.com', { timeout: 30000 });
  await page.locator('#password').fill('bearing-demo');
  await page.locator('button[type=submit]').click();
  await page.locator('h1').first().waitFor({ timeout: 30000 });
  // Once, so that the screen's code, the service worker's copy and the document's bytes are where
  // a returning user has them.
  await page.goto(`${base}${PAGE}`);
  await page.waitForTimeout(4000);
  await page.close();
}

async function main(): Promise<void> {
  const executablePath = process.env.CHROME_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-main-thread-'));
  const results = new Map<string, Open[]>(BASES.map((b) => [b, []]));
  try {
    const contexts = new Map<string, BrowserContext>();
    for (const base of BASES) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1.75,
      });
      await signIn(context, base);
      contexts.set(base, context);
    }
    console.log(`${PAGE}, ${RUNS} opens per base, phone viewport, unthrottled trace counted at ${CPU_SLOWDOWN}× CPU`);
    for (let run = 1; run <= RUNS; run++) {
      for (const base of BASES) {
        const page = await contexts.get(base)!.newPage();
        const file = path.join(dir, `trace-${run}.json`);
        await browser.startTracing(page, {
          path: file,
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'blink.user_timing',
            'toplevel',
            ...(SOURCE_MAPS ? ['disabled-by-default-v8.cpu_profiler'] : []),
          ],
        });
        await page.goto(`${base}${PAGE}`);
        await page.waitForTimeout(SECONDS * 1000);
        await browser.stopTracing();
        await page.close();
        const events = (JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
        const open = measure(events, new URL(base).origin);
        results.get(base)!.push(open);
        const first = open.firstPageMs === null ? 'no first-page mark' : `first page at ${open.firstPageMs.toFixed(0)} ms`;
        console.log(`  ${base} run ${run}: ${first}, blocking ${open.blockingMs.toFixed(0)} ms in ${open.longTasks} long tasks`);
        if (SOURCE_MAPS) printSources(events, new URL(base).origin, open);
      }
    }
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length ? (s[Math.floor((s.length - 1) / 2)] + s[Math.ceil((s.length - 1) / 2)]) / 2 : NaN;
  };
  for (const [base, opens] of results) {
    const firsts = opens.flatMap((o) => (o.firstPageMs === null ? [] : [o.firstPageMs]));
    console.log(
      `${base}: median blocking ${median(opens.map((o) => o.blockingMs)).toFixed(0)} ms` +
        (firsts.length ? `, median first page ${median(firsts).toFixed(0)} ms` : ''),
    );
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
