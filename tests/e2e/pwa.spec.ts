import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { chromiumLaunchOptions, ORIGINS } from './env';
import { signIn, welcomeHeading } from './fixtures';

// The service worker is part of what these journeys test (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

/** Waits until a service worker controls the page (the shell is then precached). */
async function waitForServiceWorkerControl(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/** The query cache the app persisted to IndexedDB, as stored (empty until the first write). */
function persistedCache(page: Page): Promise<string> {
  return page.evaluate(async () => {
    // Opening a database that does not exist yet would create it without the app's store.
    if (!(await indexedDB.databases()).some((d) => d.name === 'bearing-query-cache')) return '';
    return new Promise<string>((resolve) => {
      const r = indexedDB.open('bearing-query-cache');
      r.onerror = () => resolve('');
      r.onsuccess = () => {
        const db = r.result;
        if (!db.objectStoreNames.contains('queries')) {
          db.close();
          resolve('');
          return;
        }
        const q = db.transaction('queries').objectStore('queries').get('bearing-queries');
        q.onsuccess = () => {
          resolve((q.result as string | undefined) ?? '');
          db.close();
        };
        q.onerror = () => {
          resolve('');
          db.close();
        };
      };
    });
  });
}

/**
 * The keys of the queries the app persisted. (Matching the stored text instead mistook a tenant
 * configuration that mentions "home" for the home tab itself, and went offline too early.)
 */
async function persistedQueryKeys(page: Page): Promise<string[]> {
  const stored = await persistedCache(page);
  if (!stored) return [];
  const cache = JSON.parse(stored) as { clientState?: { queries?: { queryHash: string }[] } };
  return (cache.clientState?.queries ?? []).map((q) => q.queryHash);
}

test.describe('installable PWA: web manifest and icons', () => {
  test('the manifest names Bearing, opens standalone at / and has 192, 512 and maskable icons', async ({ request }) => {
    const reply = await request.get('/manifest.webmanifest');
    expect(reply.ok()).toBe(true);
    const manifest = (await reply.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({ name: 'Bearing', short_name: 'Bearing', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const png = manifest.icons.filter((i) => i.type === 'image/png');
    expect(png.some((i) => i.sizes === '192x192')).toBe(true);
    expect(png.some((i) => i.sizes === '512x512' && (i.purpose ?? 'any').includes('any'))).toBe(true);
    expect(png.some((i) => i.purpose?.includes('maskable'))).toBe(true);
    for (const icon of [...png, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const file = await request.get(icon.src);
      expect(file.ok(), icon.src).toBe(true);
      expect(file.headers()['content-type'], icon.src).toContain('image/png');
    }
  });
});

test.describe('installable PWA: service worker', () => {
  test('the service worker registers and precaches the shell and the locale files', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    expect(await waitForServiceWorkerControl(page)).toMatch(/\/sw\.js$/);
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const name of names.filter((n) => n.includes('precache'))) {
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      }
      return urls;
    });
    expect(precached).toContain('/index.html');
    expect(precached).toContain('/i18n/en.json');
    expect(precached.some((p) => p.startsWith('/assets/') && p.endsWith('.js'))).toBe(true);
  });

  test('an app route opens offline from the precached shell', async ({ page, context }) => {
    await signIn(page, 'admin@example.com');
    await waitForServiceWorkerControl(page);
    // An offline start needs what the app keeps for it: the remembered user and the persisted home.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('bearing.offline.user')), { timeout: 15_000 })
      .not.toBeNull();
    await expect
      .poll(async () => (await persistedQueryKeys(page)).some((k) => k.startsWith('["home","tab"')), { timeout: 15_000 })
      .toBe(true);
    await context.setOffline(true);
    try {
      await page.goto('/home/0');
      // The shell rendered from the precache (not the browser's offline error page) and shows home.
      await expect(welcomeHeading(page)).toBeVisible({ timeout: 30_000 });
    } finally {
      await context.setOffline(false);
    }
  });

  test('an offline start before the session was saved says it needs the network, not a blank page', async ({ page, context }) => {
    await signIn(page, 'admin@example.com');
    await waitForServiceWorkerControl(page);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('bearing.offline.user')), { timeout: 15_000 })
      .not.toBeNull();
    // The network drops before the app saved the session: leave the app, drop its saved queries.
    await page.goto('/manifest.webmanifest');
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const r = indexedDB.deleteDatabase('bearing-query-cache');
          r.onsuccess = () => resolve();
          r.onerror = () => reject(new Error('delete failed'));
        }),
    );
    await context.setOffline(true);
    try {
      await page.goto('/home/0');
      await expect(page.getByTestId('needs-network')).toContainText('This needs the network', { timeout: 30_000 });
      await expect(welcomeHeading(page)).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });

  test('a new version shows the update prompt and updating reloads into it', async ({ page, context }) => {
    // Every fetch of sw.js gets a fresh trailing comment, so the browser's update check sees
    // a byte-different worker: exactly what a deployment of a new version looks like.
    let version = 0;
    await context.route('**/sw.js', async (route) => {
      const reply = await route.fetch();
      version += 1;
      await route.fulfill({ response: reply, body: `${await reply.text()}\n// e2e version ${version}\n` });
    });
    await signIn(page, 'cpadmin@example.com');
    await waitForServiceWorkerControl(page);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    await expect(page.getByText('A new version of Bearing is ready.')).toBeVisible();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Update now' }).click()]);
    await expect(welcomeHeading(page)).toBeVisible({ timeout: 30_000 });
  });
});

test.describe('installable PWA: Chromium installability', () => {
  test('Page.getInstallabilityErrors returns no errors', async ({}, info) => {
    test.skip(info.project.name !== 'desktop', 'installability is checked once, in the desktop project');
    // Installability is never granted in an incognito profile, which every Playwright context
    // is; a persistent profile is the real browser situation.
    const profile = mkdtempSync(join(tmpdir(), 'bearing-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...chromiumLaunchOptions(),
      viewport: { width: 1280, height: 800 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await signIn(page, 'drm@example.com', { origin: ORIGINS.main });
      await waitForServiceWorkerControl(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);

      // An installable app gets beforeinstallprompt: the install card offers the browser's dialog.
      await page.reload();
      const card = page.getByRole('complementary', { name: 'Install Bearing' });
      await expect(card.getByRole('button', { name: 'Install', exact: true })).toBeVisible();
      await card.getByRole('button', { name: 'Not now' }).click();
      await expect(card).toBeHidden();
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
