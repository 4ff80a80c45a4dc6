/**
 * The JavaScript the home page loads, gzipped (budget: ≤ 150 kB). Signs in as
 * ivy@example.com against a running Bearing, then reloads home with an empty HTTP cache and no
 * service worker and gzips (level 9, as the build's precompress step) every script the page
 * requested until the network has been quiet for a while — idle-time loads count too.
 *
 *   BASE=http://localhost:8080 node --import tsx tests/bench/startup-js.ts
 *
 * PAGE=/search?... measures another screen. Exits 1 when the home page is over the budget and
 * BUDGET_STRICT=1. Sizes are in kB of 1000 bytes.
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

const BASE = process.env.BASE ?? 'http://localhost:8080';
const PAGE = process.env.PAGE ?? '/';
const EMAIL = process.env.EMAIL ?? 'ivy@example.com';
const BUDGET_KB = 150;
// Loads deferred to idle time still count: keep listening this long after the network went quiet.
const QUIET_TAIL_MS = 3000;

async function signIn(page: Page): Promise<void> {
  await page.goto(`${BASE}/`);
  await page.locator('#email').fill(EMAIL, { timeout: 30000 });
  await page.locator('#password').fill('bearing-demo');
  await page.locator('button[type=submit]').click();
  await page.locator('h1').first().waitFor({ timeout: 30000 });
}

async function main(): Promise<void> {
  const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    // A phone viewport (the product is mobile-first); no service worker, so every script is a network load.
    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await signIn(page);

    // Same tab (the session lives in sessionStorage), cold HTTP cache.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    const scripts = new Map<string, Promise<number>>();
    page.on('response', (r) => {
      const type = r.request().resourceType();
      const url = r.url();
      if (type !== 'script' && !/\.m?js(\?|$)/.test(url)) return;
      if (!scripts.has(url))
        scripts.set(
          url,
          r.body().then(
            (b) => gzipSync(b, { level: 9 }).length,
            () => 0,
          ),
        );
    });
    await page.goto(`${BASE}${PAGE}`, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor({ timeout: 30000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(QUIET_TAIL_MS);
    await page.waitForLoadState('networkidle');

    const rows = await Promise.all([...scripts].map(async ([url, size]) => ({ file: new URL(url).pathname, gz: await size })));
    rows.sort((a, b) => b.gz - a.gz);
    const total = rows.reduce((n, r) => n + r.gz, 0);
    const kB = (n: number) => (n / 1000).toFixed(1);
    console.log(`JavaScript loaded by ${PAGE} (gzipped, level 9):`);
    for (const r of rows) console.log(`  ${kB(r.gz).padStart(7)} kB  ${r.file}`);
    const over = total > BUDGET_KB * 1000;
    // The issue writes "150 KB"; Lighthouse and DevTools count KiB (1024 bytes), shown beside.
    const kiB = (total / 1024).toFixed(1);
    console.log(
      `  ${kB(total).padStart(7)} kB  total in ${rows.length} files, ${kiB} KiB${PAGE === '/' ? ` (budget ${BUDGET_KB} kB: ${over ? `OVER by ${kB(total - BUDGET_KB * 1000)} kB` : 'ok'}; ${BUDGET_KB} KiB: ${total > BUDGET_KB * 1024 ? 'OVER' : 'ok'})` : ''}`,
    );
    if (over && PAGE === '/' && process.env.BUDGET_STRICT === '1') process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
