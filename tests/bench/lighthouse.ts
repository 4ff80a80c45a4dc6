/**
 * `npm run audit:mobile`: Lighthouse (mobile form factor, default throttling) against a running
 * Bearing, signed in as ivy@example.com, printing the four category scores per page: home,
 * search results, a document and the compass-point list, plus the sign-in page.
 * BASE=http://localhost:8080 by default; PAGES=signin,home,search,document,compass limits the
 * pages; SEARCH_TERM picks the search (default "steel"); RUNS=3 reports each page's median of
 * three audits. Playwright's axe checks of every route
 * are tests/e2e/mobile-quality.spec.ts.
 *
 * Two ways of opening a page, each its own table (MODES=launch,tab picks):
 * - launch: how users start the installed app. Ivy signs in in one browser process, which is
 *   closed; a new process on the same profile (its IndexedDB, service worker and caches, but no
 *   session storage) opens the page under audit. Before the document's launch the first process
 *   waits until the document's offline copy is whole, as a reader who opened it before has it
 *   (LAUNCH_COPY=unfinished closes it without waiting). The signed-out row is a fresh browser's
 *   first open of `/`, as a visitor's link would be.
 * - tab: the page audited in the tab that has just signed in (the provider's sign-in page itself
 *   for the signed-out row).
 *
 * Lighthouse's default CPU slowdown (4×) is meant for a high-end desktop, whose benchmark index
 * Lighthouse puts at 1,500–2,000: on a faster machine it emulates a faster phone than intended, on a
 * slower one a slower phone. PHONE_INDEX=440 (4× the middle of that range) instead measures this
 * machine's index just before each audit and slows the CPU by index / 440, so every audit emulates
 * the same phone whatever machine runs it; the table prints the slowdown used.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';

const BASE = process.env.BASE ?? 'http://localhost:8080';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--headless=new',
];

interface Target {
  name: string;
  path: string;
  signedIn: boolean;
}
const SEARCH_TERM = process.env.SEARCH_TERM ?? 'steel';
// 'signin' is the provider's sign-in page itself (the app's '/' redirects there when signed out).
// DOCUMENT is replaced by the first document the search finds.
const TARGETS: Target[] = [
  { name: 'signin', path: 'SIGNIN', signedIn: false },
  { name: 'home', path: '/', signedIn: true },
  { name: 'search', path: `/content-search/?content=${encodeURIComponent(SEARCH_TERM)}&stype=A`, signedIn: true },
  { name: 'document', path: 'DOCUMENT', signedIn: true },
  { name: 'compass', path: '/compass-points-list', signedIn: true },
];

/** A document ivy may open: the first hit of the search, asked through the API with the page's own token. */
async function findDocumentPath(page: Page): Promise<string> {
  const code = await page.evaluate(async (term) => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('@@auth0spajs@@') && !k.endsWith('@@user@@'));
    const token = key
      ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { body?: { access_token?: string } }).body?.access_token
      : undefined;
    const r = await fetch('/api/documents/search?page=0&size=5', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ keywords: term, searchField: 'A', refinements: [], sortType: 'BEST_MATCH' }),
    });
    return /"contentCode":"([^"]+)"/.exec(await r.text())?.[1] ?? null;
  }, SEARCH_TERM);
  if (!code) throw new Error(`the search for "${SEARCH_TERM}" found no document to audit`);
  return `/document?contentCode=${encodeURIComponent(code)}`;
}

/** A screen another issue has not built yet shows the fallback page: skip it with a note. */
async function notBuiltYet(page: Page, url: string): Promise<boolean> {
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.waitForSelector('h1', { timeout: 30000 }).catch(() => undefined);
  return page.evaluate(() => /page does not exist/i.test(document.body.innerText));
}

/**
 * The authorization request the app sends when signed out; it redirects to the sign-in page.
 * Measured from a fresh browser so the app's own service-worker install does not weigh on it.
 */
function signInUrl(): string {
  const q = new URLSearchParams({
    client_id: 'bearing-bearing',
    redirect_uri: `${BASE}/implicit/callback`,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    state: 'lighthouse',
    audience: `${BASE}/api`,
  });
  return `${BASE}/authorize?${q}`;
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${BASE}/`);
  // The app redirects to the provider's sign-in page once it has its tenant configuration.
  await page.waitForSelector('#email', { timeout: 30000 });
  await page.type('#email', 'ivy@example.com');
  await page.type('#password', 'bearing-demo');
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('button[type=submit]')]);
  await page.waitForSelector('h1', { timeout: 30000 });
}

// The benchmark index of the phone every audit should emulate (unset: Lighthouse's default 4×).
const PHONE_INDEX = Number(process.env.PHONE_INDEX) || 0;

/** The CPU slowdown that makes this machine, as it runs now, as fast as the phone PHONE_INDEX names. */
async function phoneSlowdown(page: Page): Promise<number | undefined> {
  if (!PHONE_INDEX) return undefined;
  const probe = await page.browser().newPage();
  try {
    // Lighthouse's own benchmark, run as it runs it: a page of the browser under audit, idle. The
    // first run warms the engine up (as DevTools' calibration does); the second is the reading.
    const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    await probe.evaluate(benchmark);
    const index = await probe.evaluate(benchmark);
    return Math.max(1, Number(index) / PHONE_INDEX);
  } finally {
    await probe.close();
  }
}

async function audit(page: Page, url: string) {
  const slowdown = await phoneSlowdown(page);
  const result = await lighthouse(
    url,
    {
      ...(slowdown
        ? {
            throttling: {
              ...lighthouseConstants.throttling.mobileSlow4G,
              cpuSlowdownMultiplier: Math.round(slowdown * 100) / 100,
            },
          }
        : {}),
      logLevel: 'error',
      output: 'json',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  // LH_TRACE_DIR keeps the audit's unthrottled trace, to find what its long tasks are made of.
  if (process.env.LH_TRACE_DIR) {
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    fs.writeFileSync(
      path.join(process.env.LH_TRACE_DIR, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.trace.json`),
      JSON.stringify(trace),
    );
  }
  const c = result.lhr.categories;
  const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
  const jsBytes =
    (
      result.lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined
    )?.items
      ?.filter((i) => i.resourceType === 'Script')
      .reduce((n, i) => n + (i.transferSize ?? 0), 0) ?? 0;
  const failing = Object.values(result.lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    jsKB: Math.round(jsBytes / 1024),
    failing,
    lhr: result.lhr,
  };
}

type Scores = Awaited<ReturnType<typeof audit>>;

type Mode = 'launch' | 'tab';

const launchBrowser = (userDataDir?: string) =>
  puppeteer.launch({
    executablePath: fs.existsSync(CHROME) ? CHROME : undefined,
    args: ARGS,
    defaultViewport: null,
    userDataDir,
  });

/** One audit of one page in a fresh browser: no cache or service worker carried over between measurements. */
async function measureInTab(t: Target): Promise<Scores | null> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    if (t.signedIn) await signIn(page);
    let path = t.path;
    if (path === 'DOCUMENT') path = await findDocumentPath(page);
    const url = path === 'SIGNIN' ? signInUrl() : `${BASE}${path}`;
    if (t.name === 'compass' && (await notBuiltYet(page, url))) {
      console.log(`${t.name}: ${path} still shows "page does not exist" (screen not built yet): skipped`);
      return null;
    }
    return await audit(page, url);
  } finally {
    await browser.close();
  }
}

/**
 * One audit of a launch: sign in (and let the app settle, its service worker included) in one
 * browser process, close it, and audit the page in a new process on the same profile.
 */
async function measureLaunch(t: Target): Promise<Scores | null> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-lh-profile-'));
  try {
    let url = `${BASE}/`;
    if (t.signedIn) {
      const first = await launchBrowser(profile);
      try {
        const page = await first.newPage();
        await signIn(page);
        const p = t.path === 'DOCUMENT' ? await findDocumentPath(page) : t.path;
        url = `${BASE}${p}`;
        // Visit the page once, as a user had before, so the launch finds the code it needs cached.
        await page.goto(url, { waitUntil: 'networkidle0' });
        await page.waitForSelector('h1', { timeout: 30000 });
        // A reader who opened the document before has its offline copy. Closing before the copy is
        // whole would make the launch download the rest of the file (tens of megabytes in 1 MB
        // ranges) while it is audited; LAUNCH_COPY=unfinished measures that launch instead.
        if (t.path === 'DOCUMENT' && process.env.LAUNCH_COPY !== 'unfinished') await offlineCopyKept(page, p);
      } finally {
        await first.close();
      }
    }
    const browser = await launchBrowser(profile);
    try {
      return await audit(await browser.newPage(), url);
    } finally {
      await browser.close();
    }
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** Waits until the document at `docPath` is kept offline with its whole PDF (the app's own record says so). */
async function offlineCopyKept(page: Page, docPath: string): Promise<void> {
  const code = new URL(docPath, BASE).searchParams.get('contentCode');
  const kept = () =>
    page.evaluate(
      (contentCode) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('bearing-offline-docs');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('documents')) return resolve(false);
            const get = db.transaction('documents').objectStore('documents').get(contentCode!);
            get.onsuccess = () => resolve(Boolean((get.result as { hasPdf?: boolean } | undefined)?.hasPdf));
            get.onerror = () => resolve(false);
          };
        }),
      code,
    );
  const until = Date.now() + 180_000;
  while (!(await kept())) {
    if (Date.now() > until) throw new Error(`the offline copy of ${code} was not complete after 180 s`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

async function table(mode: Mode, targets: Target[], runs: number): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (const t of targets) {
    const results: Scores[] = [];
    for (let i = 0; i < runs; i++) {
      const r = mode === 'launch' ? await measureLaunch(t) : await measureInTab(t);
      if (!r) break;
      results.push(r);
      if (r.failing.length) console.log(`${mode} ${t.name}: failing audits: ${r.failing.join(', ')}`);
      // An audit that could not measure the page scores 0: say why, so a 0 is not read as a slow page.
      if (r.lhr.runtimeError)
        console.log(`${mode} ${t.name}: run ${i + 1} failed: ${r.lhr.runtimeError.code} ${r.lhr.runtimeError.message}`);
      if (process.env.LH_JSON_DIR)
        fs.writeFileSync(
          `${process.env.LH_JSON_DIR}/${mode}-${t.name}${runs > 1 ? `-${i + 1}` : ''}.json`,
          JSON.stringify(r.lhr),
        );
    }
    if (!results.length) continue;
    const metric = (id: string) => median(results.map((r) => Math.round(r.lhr.audits[id]?.numericValue ?? 0)));
    rows.push({
      page: mode === 'launch' && t.name === 'signin' ? 'signed-out /' : t.name,
      performance: median(results.map((r) => r.performance)),
      ...(runs > 1 ? { 'performance runs': results.map((r) => r.performance).join(' / ') } : {}),
      accessibility: median(results.map((r) => r.accessibility)),
      'best-practices': median(results.map((r) => r.bestPractices)),
      seo: median(results.map((r) => r.seo)),
      'TBT (ms)': metric('total-blocking-time'),
      'LCP (ms)': metric('largest-contentful-paint'),
      'JS transferred (KB)': median(results.map((r) => r.jsKB)),
      // Lighthouse's own CPU benchmark of this machine: simulated throttling scales what it measures
      // here, so the same build scores lower on a slower machine (compare figures at a like index).
      'CPU index': median(results.map((r) => Math.round(r.lhr.environment?.benchmarkIndex ?? 0))),
      'CPU slowdown': median(results.map((r) => r.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 4)),
      // The phone the audit emulated: this machine's index as Lighthouse read it, slowed down.
      'phone index': median(
        results.map((r) =>
          Math.round((r.lhr.environment?.benchmarkIndex ?? 0) / (r.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 4)),
        ),
      ),
    });
  }
  return rows;
}

async function main(): Promise<void> {
  const wanted = (process.env.PAGES ?? '').split(',').filter(Boolean);
  const targets = TARGETS.filter((t) => !wanted.length || wanted.includes(t.name));
  const modes = (process.env.MODES ?? 'launch,tab').split(',').filter((m): m is Mode => m === 'launch' || m === 'tab');
  // Simulated throttling scales what this machine measures, so one run varies by several points:
  // RUNS=3 audits each page three times and reports the median (the lower middle for even counts).
  const runs = Math.max(1, Number(process.env.RUNS ?? 1) || 1);
  for (const mode of modes) {
    console.log(mode === 'launch' ? 'Launches (a new browser process on the signed-in profile):' : 'In the tab that signed in:');
    console.table(await table(mode, targets, runs));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
