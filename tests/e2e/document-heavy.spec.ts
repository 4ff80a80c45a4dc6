import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { openSignedIn } from './signed-in';
import { queryServerDb as query } from './server-db';

/*
 * A real-size manual (the seed's heavy handbook, about 20 MB and 400 pages) on a
 * throttled phone: page 1 shows long before the file has arrived, and the offline copy is a
 * resumable download that survives a dropped network and then opens with no network at all.
 */

const IVY = 'ivy@example.com';
const CHUNK = 1024 * 1024;

// The service worker is part of what these journeys test (playwright.config.ts blocks it by default).
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'phone journeys');
});
test.beforeAll(async ({}, info) => {
  if (info.project.name !== 'phone') return;
  // The first run on a machine makes the handbook before importing it.
  test.setTimeout(300_000);
  await heavyDocument();
});

/**
 * The biggest PDF in Ivy's subscriptions: the heavy handbook the journeys' seed imports once the
 * server is up (its file is made into the shared cache the first time), waited for.
 */
async function heavyDocument(): Promise<string> {
  for (let waited = 0; waited < 240_000; waited += 2000) {
    const [doc] = query<{ contentCode: string }>(
      `select d.content_code as contentCode from documents d
        where d.pdf_path is not null and d.page_count >= 300 and d.publisher_id in (
          select sp.publisher_id from subscription_products sp
            join account_subscriptions a on a.product_id = sp.id
            join user_entitlements ue on ue.account_id = a.account_id
            join users u on u.id = ue.user_id where u.email = ?)
        order by d.page_count desc limit 1`,
      IVY,
    );
    if (doc) return doc.contentCode;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error('no heavy document in the seed (SEED_HEAVY)');
}

/** Bytes of the document's PDF received so far, and its full length once a range reply said it. */
async function countPdfBytes(page: Page, contentCode: string, cdp: CDPSession) {
  const ids = new Set<string>();
  const counter = { received: 0, total: 0 };
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.includes('/api/documents/pdf/contentCode') && e.request.url.includes(encodeURIComponent(contentCode)))
      ids.add(e.requestId);
  });
  cdp.on('Network.responseReceived', (e) => {
    const range = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-range')?.[1];
    const total = Number(/\/(\d+)$/.exec(String(range ?? ''))?.[1]);
    if (ids.has(e.requestId) && total) counter.total = total;
  });
  cdp.on('Network.dataReceived', (e) => {
    if (ids.has(e.requestId)) counter.received += e.dataLength;
  });
  await cdp.send('Network.enable');
  return counter;
}

const pageOneShown = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('[data-first-page="painted"]') !== null ||
      [...document.querySelectorAll<HTMLImageElement>('img.pdfr-preview')].some((i) => i.complete && i.naturalWidth > 0),
    undefined,
    { timeout: 60_000, polling: 100 },
  );

test.describe('page 1 of a real-size manual shows before its file has arrived', () => {
  test("on slow 4G, page 1 is on screen before 5% of the 20 MB file's bytes have been received", async ({ page }) => {
    const code = await heavyDocument();
    await openSignedIn(page, IVY);
    const cdp = await page.context().newCDPSession(page);
    const bytes = await countPdfBytes(page, code, cdp);
    // Lighthouse's slow 4G: 1.6 Mbps down, 750 kbps up, 150 ms round trips.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto(`/document?contentCode=${encodeURIComponent(code)}`);
    await pageOneShown(page);
    const received = bytes.received;
    await expect.poll(() => bytes.total, { timeout: 30_000 }).toBeGreaterThan(10_000_000);
    expect(received, `page 1 after ${received} of ${bytes.total} bytes`).toBeLessThan(bytes.total * 0.05);
  });
});

test.describe('the offline copy resumes where the network dropped, then opens offline', () => {
  test('the download stops at 40% without network, goes on from there, and the copy opens offline', async ({ page, context }) => {
    test.setTimeout(180_000);
    const code = await heavyDocument();
    await openSignedIn(page, IVY);
    // The app itself is on the device before the network goes (its service worker installed while
    // the user signed in): this journey is about the document's copy, not a drop mid-install.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 });
    // The copy's own requests are ranges of whole 1 MiB chunks (the reader's are 256 KB). The
    // network drops for good as the copy asks for its first chunk past 40% of the file.
    const chunks: number[] = [];
    let total = 0;
    let dropped = false;
    let down = false;
    await context.route('**/api/documents/pdf/contentCode?**', async (route) => {
      const m = /^bytes=(\d+)-(\d+)$/.exec(route.request().headers().range ?? '');
      const start = Number(m?.[1]);
      const isChunk =
        !!m && start % CHUNK === 0 && (Number(m[2]) + 1 - start === CHUNK || !!route.request().headers()['if-range']);
      if (!isChunk) return route.continue();
      if (down) return route.abort('internetdisconnected');
      if (total && !dropped && start >= total * 0.4) {
        dropped = true;
        down = true;
        await context.setOffline(true);
        return route.abort('internetdisconnected');
      }
      chunks.push(start / CHUNK);
      const reply = await route.fetch();
      total ||= Number(/\/(\d+)$/.exec(reply.headers()['content-range'] ?? '')?.[1]);
      return route.fulfill({ response: reply });
    });
    await page.goto(`/document?contentCode=${encodeURIComponent(code)}`);
    await pageOneShown(page);

    await expect(page.getByText(/Saving paused at/)).toBeVisible({ timeout: 90_000 });
    // The compact header says so too, on the first screen, above the page being read.
    const line = page.getByTestId('offline-progress-line');
    await expect(line).toContainText(/Offline copy paused at \d+%/);
    expect((await line.boundingBox())!.y).toBeLessThan(844);
    const beforeDrop = chunks.slice();
    expect(beforeDrop.length).toBeGreaterThan(3);

    down = false;
    await context.setOffline(false);
    await expect(page.getByText(/Available offline, current edition/)).toBeVisible({ timeout: 120_000 });
    await expect(line).toHaveCount(0);
    // Resumed, not restarted: the copy went on from the first chunk it did not have.
    const after = chunks.slice(beforeDrop.length);
    expect(Math.min(...after), `chunks ${chunks.join(',')}`).toBe(Math.max(...beforeDrop) + 1);
    expect(new Set(chunks).size, `chunks ${chunks.join(',')}`).toBe(chunks.length);
    expect(Math.max(...chunks) + 1).toBe(Math.ceil(total / CHUNK));
    await context.unroute('**/api/documents/pdf/contentCode?**');

    // With no network at all, the document opens from the copy on this device (and the app from
    // the service worker, once it has taken the page).
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('[data-first-page="painted"]')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/Offline copy saved/)).toBeVisible();
  });
});

test.describe('a document link opened before the app runs shows page 1 from the server at once', () => {
  test("a new browser signed in at the provider: page 1 is on screen while the app's code is still on its way, then the reader takes over", async ({
    page,
    browser,
  }) => {
    const code = await heavyDocument();
    await openSignedIn(page, IVY);
    // A new browser with only the provider's cookies: no app code, no token, no service worker.
    const cold = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await cold.addCookies(await page.context().cookies());
    const fresh = await cold.newPage();
    // The app's code waits until page 1 has been seen, so what shows it cannot be the app.
    let releaseCode!: () => void;
    const codeHeld = new Promise<void>((r) => (releaseCode = r));
    await fresh.route('**/assets/**/*.js', async (route) => {
      await codeHeld;
      await route.continue();
    });
    await fresh.goto(`/document?contentCode=${encodeURIComponent(code)}`, { waitUntil: 'commit' });
    const layerImage = fresh.locator('#first-page img.fp-image');
    await expect(layerImage).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => layerImage.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { timeout: 30_000 })
      .toBe(true);
    expect(await fresh.locator('#root').evaluate((r) => r.childElementCount), 'the app has not rendered yet').toBe(0);
    const box = await layerImage.boundingBox();
    expect(box!.y, 'page 1 starts near the top of the screen').toBeLessThan(120);
    expect(box!.width).toBeGreaterThan(350);
    releaseCode();
    await expect(fresh.locator('#first-page')).toHaveCount(0, { timeout: 60_000 });
    await pageOneShown(fresh);
    await cold.close();
  });

  test('signed out at the provider, the same link gets the plain app (its sign-in), never the page', async ({ request }) => {
    // A request with no cookies at all, as a browser that never signed in sends it.
    const res = await request.get(`/document?contentCode=${encodeURIComponent(await heavyDocument())}`);
    expect(res.status()).toBe(200);
    const shell = await res.text();
    expect(shell).toContain('<div id="root">');
    expect(shell).not.toContain('first-page');
  });
});
