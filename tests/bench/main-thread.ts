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
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

const BASES = (process.env.BASES ?? process.env.BASE ?? 'http://localhost:8080').split(',');
const PAGE = process.env.PAGE ?? '/document?contentCode=msa-hb12-24';
const RUNS = Number(process.env.RUNS ?? 5);
const SECONDS = Number(process.env.SECONDS ?? 5);
// Lighthouse's simulated throttling runs the CPU 4× slower; a task is long from 50 ms on.
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN) || 4;
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

interface Open {
  firstPageMs: number | null;
  blockingMs: number;
  longTasks: number;
}

/** The page's main thread: the renderer main thread that ran the most tasks. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const names = new Map(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name]),
  );
  const counts = new Map<string, number>();
  for (const e of events)
    if (e.ph === 'X' && e.name === 'RunTask' && names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain')
      counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const [key] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) throw new Error('no renderer main thread in the trace');
  const [pid, tid] = key.split(':').map(Number);
  return { pid, tid };
}

function measure(events: TraceEvent[]): Open {
  const { pid, tid } = mainThread(events);
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
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'toplevel'],
        });
        await page.goto(`${base}${PAGE}`);
        await page.waitForTimeout(SECONDS * 1000);
        await browser.stopTracing();
        await page.close();
        const open = measure((JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
        results.get(base)!.push(open);
        const first = open.firstPageMs === null ? 'no first-page mark' : `first page at ${open.firstPageMs.toFixed(0)} ms`;
        console.log(`  ${base} run ${run}: ${first}, blocking ${open.blockingMs.toFixed(0)} ms in ${open.longTasks} long tasks`);
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
