import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectSignInPage, signOut, welcomeHeading } from './fixtures';
import { E2E_PORT } from './env';
import { forgetSession, openSignedIn } from './signed-in';
import { handoffLink } from './handoff';
import { queryServerDb as query } from './server-db';

// The service worker is part of what these journeys test (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });

/*
 * Phone journeys of offline-first field use with `context.setOffline(true)` against the
 * real server. Documents come from the seeded database, never copied from the seed.
 */

const IVY = 'ivy@example.com';
const DRM = 'drm@example.com';
// Outside test-results/, which other runs in this tree clear.
const SHOTS = process.env.OFFLINE_SHOTS ?? join(tmpdir(), 'bearing-offline-shots');

interface Doc {
  id: number;
  contentCode: string;
  designation: string;
  title: string;
  pageCount: number;
}

/** Active en-US documents with PDF and HTML that `email`'s account may read, with at least `minPages` pages. */
function readable(email: string, skip: number, minPages = 1): Doc {
  const doc = readableAll(email, minPages)[skip];
  if (!doc) throw new Error(`no readable document #${skip} for ${email}`);
  return doc;
}

function readableAll(email: string, minPages = 1): Doc[] {
  return query<Doc>(
    `select d.id, d.content_code as contentCode, d.designation, d.title, d.page_count as pageCount
       from documents d
      where d.status = 'Active' and d.language_code = 'en-US' and d.pdf_path is not null and d.html_path is not null
        and d.page_count >= ?
        and d.publisher_id in (
          select sp.publisher_id from subscription_products sp
            join account_subscriptions a on a.product_id = sp.id
            join user_entitlements ue on ue.account_id = a.account_id
            join users u on u.id = ue.user_id
           where u.email = ?)
      order by d.id`,
    minPages,
    email,
  );
}

const documentPath = (doc: Doc) => `/document?contentCode=${encodeURIComponent(doc.contentCode)}`;

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
}

/** What this origin keeps in IndexedDB and Cache Storage: record keys per store, cache entry URLs. */
async function storageOf(page: Page) {
  return page.evaluate(async () => {
    const names = new Set((await indexedDB.databases()).map((d) => d.name));
    const idb: Record<string, Record<string, string[]> | null> = {};
    for (const name of ['bearing-queue', 'bearing-query-cache', 'bearing-offline-docs', 'bearing-offline-files']) {
      if (!names.has(name)) {
        idb[name] = null;
        continue;
      }
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
      const stores: Record<string, string[]> = {};
      for (const s of Array.from(db.objectStoreNames)) {
        stores[s] = await new Promise<string[]>((resolve) => {
          const q = db.transaction(s).objectStore(s).getAllKeys();
          q.onsuccess = () => resolve(q.result.map(String));
        });
      }
      db.close();
      idb[name] = stores;
    }
    const persisted = await new Promise<string | null>((resolve) => {
      if (!names.has('bearing-query-cache')) {
        resolve(null);
        return;
      }
      const r = indexedDB.open('bearing-query-cache');
      r.onsuccess = () => {
        const q = r.result.transaction('queries').objectStore('queries').get('bearing-queries');
        q.onsuccess = () => {
          resolve((q.result as string | undefined) ?? null);
          r.result.close();
        };
      };
    });
    const cacheEntries: Record<string, string[]> = {};
    for (const name of await caches.keys()) cacheEntries[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    return { idb, persisted, cacheEntries, rememberedUser: localStorage.getItem('bearing.offline.user') };
  });
}

/** Waits until the document's offline copy holds the whole PDF. */
async function waitForOfflineCopy(page: Page, doc: Doc): Promise<void> {
  await expect
    .poll(async () => (await storageOf(page)).idb['bearing-offline-files']?.files ?? [], { timeout: 30_000 })
    .toContain(`pdf:${doc.contentCode}`);
}

/**
 * Waits until the app has saved what an offline start needs: the account and the screen's own
 * data, a home tab by default. (The saved text contains "home" as soon as the tenant
 * configuration is written, which is earlier; saves are throttled, so they land up to two
 * seconds after the screen shows.)
 */
async function waitForSavedSession(page: Page, screenKey = 'home/tab/'): Promise<void> {
  const savedKeys = async () => {
    const saved = (await storageOf(page)).persisted;
    if (!saved) return [];
    return (JSON.parse(saved) as { clientState: { queries: { queryKey: unknown[] }[] } }).clientState.queries.map((q) =>
      q.queryKey.join('/'),
    );
  };
  await expect
    .poll(
      async () => {
        const keys = await savedKeys();
        return (
          keys.includes('session/account') &&
          keys.includes('session/authentication-data') &&
          keys.some((k) => k.startsWith(screenKey))
        );
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** A new tab of the same browser: no session storage, so no tokens (a cold start). */
async function coldStart(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

test.beforeEach(({ context }, info) => {
  test.skip(info.project.name !== 'phone', 'phone journeys');
  // Cold starts, whole-PDF copies and a silent sign-in per journey: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  if (process.env.OFFLINE_DEBUG)
    context.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') console.log(`[console] ${m.text()}`);
    });
  if (process.env.OFFLINE_DEBUG) context.on('requestfailed', (r) => console.log(`[failed] ${r.method()} ${r.url()}`));
  if (process.env.OFFLINE_DEBUG) context.on('weberror', (e) => console.log(`[pageerror] ${e.error().message}`));
});

test.describe('the installed app starts offline with what the user saw last', () => {
  test('cold start offline after a visit shows home from the persisted cache, marked offline', async ({ page, context }) => {
    await openSignedIn(page, IVY);
    await waitForServiceWorkerControl(page);
    await waitForSavedSession(page);
    await context.setOffline(true);
    try {
      await page.close();
      const cold = await coldStart(context, '/');
      await expect(welcomeHeading(cold)).toBeVisible({ timeout: 30_000 });
      await expect(cold.getByRole('status').filter({ hasText: 'Offline' }).first()).toBeVisible();
      // What is shown is marked with when it was last refreshed (the visit above, today).
      await expect(cold.getByText(/Showing what was saved on this device, last refreshed .*\d{4}/)).toBeVisible();
      await shot(cold, 'cold-start-home');
    } finally {
      await context.setOffline(false);
    }
  });
});

/** Starts the app offline in a new page after a visit: the launch of an installed app with no network. */
async function coldStartOfflineAfterVisit(page: Page, context: BrowserContext): Promise<Page> {
  await waitForServiceWorkerControl(page);
  await waitForSavedSession(page);
  await context.setOffline(true);
  await page.close();
  return coldStart(context, '/');
}

test.describe('a session that began without a password starts offline too', () => {
  test.describe('by the network address', () => {
    test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.7' } });
    test("Carrow's address session opens home offline, still the company's", async ({ page, context }) => {
      await page.goto('/');
      await expect(welcomeHeading(page)).toContainText(/CEL|Carrow Engineering Ltd/, { timeout: 30_000 });
      try {
        const cold = await coldStartOfflineAfterVisit(page, context);
        await expect(welcomeHeading(cold)).toContainText(/CEL|Carrow Engineering Ltd/, { timeout: 30_000 });
        await expect(cold.getByRole('status').filter({ hasText: 'Offline' }).first()).toBeVisible();
      } finally {
        await context.setOffline(false);
      }
    });
  });

  test("an SSO session through Carrow's IdP opens home offline, still the IdP's user", async ({ page, context }) => {
    await page.goto('/');
    await page.getByLabel('Email', { exact: true }).fill('dana.reyes@carrow.example');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The password goes to the company's own provider, never to Bearing's page.
    await expect(page).toHaveURL(new RegExp(`^http://idp\\.localhost:${E2E_PORT}/interaction/`), { timeout: 30_000 });
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(welcomeHeading(page)).toContainText('Dana Reyes', { timeout: 30_000 });
    try {
      const cold = await coldStartOfflineAfterVisit(page, context);
      await expect(welcomeHeading(cold)).toContainText('Dana Reyes', { timeout: 30_000 });
      await expect(cold.getByRole('status').filter({ hasText: 'Offline' }).first()).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('a hand-off session opens home offline', async ({ page, context }) => {
    await page.goto(handoffLink('carl@example.com'));
    await expect(welcomeHeading(page)).toBeVisible({ timeout: 30_000 });
    try {
      const cold = await coldStartOfflineAfterVisit(page, context);
      await expect(welcomeHeading(cold)).toBeVisible({ timeout: 30_000 });
      await expect(cold.getByRole('status').filter({ hasText: 'Offline' }).first()).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe('recent and pinned documents open offline, read and searched from the kept copy', () => {
  test('a recently opened document opens offline and page 3 renders', async ({ page, context }) => {
    const doc = readable(IVY, 10, 4);
    await openSignedIn(page, IVY, '/');
    await waitForServiceWorkerControl(page);
    await page.goto(documentPath(doc));
    await expect(page.locator('[data-page="1"] canvas')).toBeVisible({ timeout: 30_000 });
    await waitForOfflineCopy(page, doc);
    await waitForSavedSession(page, `document/metadata/${doc.contentCode}`);
    await context.setOffline(true);
    try {
      await page.close();
      const cold = await coldStart(context, documentPath(doc));
      await expect(cold.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await expect(cold.getByText(/Offline copy saved/)).toBeVisible();
      await cold.getByLabel('Page number').fill('3');
      await cold.getByLabel('Page number').press('Enter');
      await expect(cold.locator('[data-page="3"] canvas')).toBeVisible({ timeout: 30_000 });
      await expect(cold.getByRole('toolbar', { name: 'Reader tools' }).getByText(`Page 3 of ${doc.pageCount}`)).toBeAttached();
      await shot(cold, 'recent-document-page-3');
    } finally {
      await context.setOffline(false);
    }
  });

  test('a document pinned with "Keep offline" opens offline with its standing as of the last sync', async ({ page, context }) => {
    const doc = readable(IVY, 11);
    await openSignedIn(page, IVY, '/');
    await waitForServiceWorkerControl(page);
    await page.goto(documentPath(doc));
    const keep = page.getByRole('button', { name: 'Keep offline' });
    await expect(keep).toBeEnabled({ timeout: 30_000 });
    await keep.click();
    await expect(keep).toHaveAttribute('aria-pressed', 'true');
    await waitForOfflineCopy(page, doc);
    await expect(page.getByText(/Available offline, current edition as of/)).toBeVisible();
    await shot(page, 'pinned-online');
    await waitForSavedSession(page, `document/metadata/${doc.contentCode}`);
    await context.setOffline(true);
    try {
      await page.close();
      const cold = await coldStart(context, documentPath(doc));
      await expect(cold.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await expect(cold.getByRole('button', { name: 'Keep offline' })).toHaveAttribute('aria-pressed', 'true');
      await expect(cold.locator('[data-page="1"] canvas')).toBeVisible({ timeout: 30_000 });
      await shot(cold, 'pinned-offline');
      // The storage panel lists it as kept, with its size and standing.
      await cold.getByRole('button', { name: 'Manage offline storage' }).click();
      const panel = cold.getByRole('dialog', { name: 'Offline storage' });
      await expect(panel.getByText(/Kept offline · .* · current as of/)).toBeVisible();
      await shot(cold, 'storage-panel');
    } finally {
      await context.setOffline(false);
    }
  });

  test('a document never opened says plainly that it needs the network', async ({ page, context }) => {
    const doc = readable(IVY, 12);
    await openSignedIn(page, IVY, '/');
    await waitForServiceWorkerControl(page);
    await waitForSavedSession(page);
    await context.setOffline(true);
    try {
      await page.goto(documentPath(doc));
      await expect(page.getByText(/this document is not saved on this device/)).toBeVisible({ timeout: 30_000 });
      await shot(page, 'not-kept');
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe('changes made offline are queued and sent once', () => {
  test('a favorite and a PDF note made offline reach the server exactly once after a reopen', async ({ page, context }) => {
    // One ivy has not favorited yet (a reused journey server keeps earlier runs' favorites).
    const favorited = new Set(
      query<{ id: number }>(
        `select f.document_id as id from favorite_documents f join users u on u.id = f.user_id where u.email = ?`,
        IVY,
      ).map((r) => r.id),
    );
    const doc = readableAll(IVY)
      .slice(13)
      .find((d) => !favorited.has(d.id));
    if (!doc) throw new Error('every readable document of ivy is a favorite already');
    const noteText = `Offline note ${Date.now()}`;
    await openSignedIn(page, IVY, '/');
    await waitForServiceWorkerControl(page);
    await page.goto(documentPath(doc));
    const span = page
      .locator('[data-page="1"] .textLayer span')
      .filter({ hasText: /\w{4,}/ })
      .first();
    await expect(span).toBeAttached({ timeout: 30_000 });

    await context.setOffline(true);
    await page.getByRole('toolbar', { name: 'Document actions' }).getByRole('button', { name: 'Favorite', exact: true }).click();
    await expect(
      page.getByRole('toolbar', { name: 'Document actions' }).getByRole('button', { name: /\(pending\)/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await span.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const sel = window.getSelection()!;
      sel.removeAllRanges();
      sel.addRange(range);
    });
    await page.getByRole('button', { name: 'Add note to selection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add note' });
    await dialog.getByLabel('Note').fill(noteText);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('2 changes waiting to be sent.')).toBeVisible();
    await expect(page.getByRole('button', { name: '1 note' })).toBeVisible();
    await shot(page, 'queued-offline');
    const queued = (await storageOf(page)).idb['bearing-queue']?.changes ?? [];
    expect(queued).toHaveLength(2);
    await page.close();

    await context.setOffline(false);
    const reopened = await coldStart(context, documentPath(doc));
    await expect(reopened.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    const favorites = () =>
      query<{ n: number }>(
        `select count(*) as n from favorite_documents f join users u on u.id = f.user_id where u.email = ? and f.document_id = ?`,
        IVY,
        doc.id,
      )[0].n;
    const notes = () => query<{ n: number }>(`select count(*) as n from pdf_notes where note = ?`, noteText)[0].n;
    await expect.poll(favorites, { timeout: 30_000 }).toBe(1);
    await expect.poll(notes, { timeout: 30_000 }).toBe(1);
    await expect
      .poll(async () => (await storageOf(reopened)).idb['bearing-queue']?.changes ?? [], { timeout: 15_000 })
      .toEqual([]);
    // Each change went with its own key, which the server kept.
    expect(query<{ idem_key: string }>(`select idem_key from idempotency_keys`).map((r) => r.idem_key)).toEqual(
      expect.arrayContaining(queued),
    );
    await expect(
      reopened.getByRole('toolbar', { name: 'Document actions' }).getByRole('button', { name: 'Remove favorite', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    // A second reopen sends nothing again.
    await reopened.reload();
    await expect(reopened.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    expect(favorites()).toBe(1);
    expect(notes()).toBe(1);
    await shot(reopened, 'sent-after-reopen');
  });
});

test.describe('compass points made offline are queued and sent once', () => {
  test('a compass point created offline shows pending and reaches the server exactly once after a reopen; an offline edit follows it', async ({
    page,
    context,
  }) => {
    // A document no other journey writes on, with none of ivy's points yet.
    const withPoints = new Set(
      query<{ id: number }>(`select distinct c.document_id as id from compass_points c`).map((r) => r.id),
    );
    const doc = readableAll(IVY)
      .slice(16 + test.info().repeatEachIndex)
      .find((d) => !withPoints.has(d.id));
    if (!doc) throw new Error('no readable document without compass points for ivy');
    const name = `Offline point ${Date.now()}`;
    const points = () =>
      query<{ n: number }>(`select count(*) as n from compass_points where name = ? and document_id = ?`, name, doc.id)[0].n;
    await openSignedIn(page, IVY, '/');
    await waitForServiceWorkerControl(page);
    // The create dialog needs the tenant's compass-point settings: the document reads them while online.
    const settingsRead = page.waitForResponse((r) => r.url().includes('/api/v1/compasspoint/settings') && r.ok(), {
      timeout: 30_000,
    });
    await page.goto(documentPath(doc));
    await settingsRead;
    // A body line of page 1, past the running header and the title.
    const span = page
      .locator('[data-page="1"] .textLayer span')
      .filter({ hasText: /^[A-Za-z][^.]{30,}/ })
      .nth(2);
    await expect(span).toBeAttached({ timeout: 30_000 });

    await context.setOffline(true);
    await span.evaluate((el) => {
      el.scrollIntoView({ block: 'center' });
      const range = document.createRange();
      range.selectNodeContents(el);
      const sel = window.getSelection()!;
      sel.removeAllRanges();
      sel.addRange(range);
    });
    await page.getByRole('button', { name: 'Create compass point' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create compass point' });
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Queued: the dialog closes, the point shows at once, marked pending, and the bar counts it.
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Saved on this device. It will be sent when you are back online.')).toBeVisible();
    await expect(page.getByText('1 change waiting to be sent.')).toBeVisible();
    const pendingHighlight = page.locator(`[data-kind="compass-point-pending"][aria-label="${name} (pending)"]`).first();
    await expect(pendingHighlight).toBeAttached();
    await pendingHighlight.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'compass-point-pending-highlight');
    const views = page.getByRole('combobox', { name: 'Document views' });
    await views.selectOption({ label: 'Compass Points' });
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect(row.getByText('Waiting to send')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Details' })).toHaveCount(0);
    await shot(page, 'compass-point-pending-tab');
    // The storage sheet names the change.
    await page.getByRole('button', { name: 'Offline storage' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Offline storage' }).getByText(`New compass point: ${name}`)).toBeVisible();
    // "My compass points" lists it first, pending and named by its document, with no actions
    // until the server has it (the list itself was never loaded on this device).
    // Through the menu, as a user would: the app keeps running, so nothing is sent meanwhile.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Compass Points', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'My compass points' })).toBeVisible();
    const myListRow = page.getByRole('listitem').filter({ has: page.locator(`[title="${name}"]`) });
    await expect(myListRow.getByText('Waiting to send')).toBeVisible({ timeout: 30_000 });
    await expect(myListRow.getByRole('link', { name: doc.designation, exact: false })).toBeVisible();
    expect(doc.designation).toMatch(/\S/);
    await expect(myListRow.getByRole('button', { name: `Actions for ${name}` })).toHaveCount(0);
    await shot(page, 'compass-point-pending-my-list');
    const queued = (await storageOf(page)).idb['bearing-queue']?.changes ?? [];
    expect(queued).toHaveLength(1);
    expect(points()).toBe(0);
    await page.close();

    await context.setOffline(false);
    const reopened = await coldStart(context, documentPath(doc));
    await expect(reopened.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect.poll(points, { timeout: 30_000 }).toBe(1);
    await expect
      .poll(async () => (await storageOf(reopened)).idb['bearing-queue']?.changes ?? [], { timeout: 15_000 })
      .toEqual([]);
    // It went with its own key, which the server kept.
    expect(query<{ idem_key: string }>(`select idem_key from idempotency_keys`).map((r) => r.idem_key)).toEqual(
      expect.arrayContaining(queued),
    );
    // The server's list (through the API) has it once, no longer pending.
    await expect(reopened.locator(`[data-kind="compass-point"][aria-label="${name}"]`).first()).toBeAttached({ timeout: 30_000 });
    await expect(reopened.locator('[data-kind="compass-point-pending"]')).toHaveCount(0);
    await reopened.getByRole('combobox', { name: 'Document views' }).selectOption({ label: 'Compass Points' });
    await expect(reopened.getByRole('heading', { name: /^Active compass points \(\d+\)$/ })).toBeVisible();
    await expect(reopened.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
    await expect(reopened.getByText('Waiting to send')).toHaveCount(0);
    // A second reopen sends nothing again, and the API's list of the document holds the point once.
    const listed = reopened.waitForResponse((r) => r.url().includes('/api/v1/compasspoint/list?') && r.ok(), { timeout: 30_000 });
    await reopened.reload();
    await expect(reopened.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    const served = (await (await listed).json()) as { name: string }[];
    expect(served.filter((p) => p.name === name)).toHaveLength(1);
    expect(points()).toBe(1);
    await shot(reopened, 'compass-point-sent-after-reopen');

    // Edited offline too: the dialog reads the point from the document's list, the edit waits and
    // shows pending, and it is sent once when the network returns.
    const edited = `${name} (edited)`;
    const named = (n: string) =>
      query<{ n: number }>(`select count(*) as n from compass_points where name = ? and document_id = ?`, n, doc.id)[0].n;
    const sent = reopened.locator(`[data-kind="compass-point"][aria-label="${name}"]`).first();
    await expect(sent).toBeAttached({ timeout: 30_000 });
    await context.setOffline(true);
    await sent.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await sent.click();
    const sheet = reopened.getByRole('dialog');
    await expect(sheet.getByRole('heading', { name })).toBeVisible();
    await sheet.getByRole('button', { name: 'Edit' }).click();
    await expect(sheet.getByRole('heading', { name: 'Edit compass point' })).toBeVisible();
    await sheet.getByLabel(/^Name/).fill(edited);
    await sheet.getByRole('button', { name: 'Save' }).click();
    await expect(sheet).toBeHidden();
    await expect(
      reopened.locator(`[data-kind="compass-point-pending"][aria-label="${edited} (pending)"]`).first(),
    ).toBeAttached();
    await expect(reopened.getByText('1 change waiting to be sent.')).toBeVisible();
    await context.setOffline(false);
    await expect.poll(() => named(edited), { timeout: 45_000 }).toBe(1);
    expect(named(name)).toBe(0);
    await expect(reopened.locator(`[data-kind="compass-point"][aria-label="${edited}"]`).first()).toBeAttached({
      timeout: 30_000,
    });
    await expect
      .poll(async () => (await storageOf(reopened)).idb['bearing-queue']?.changes ?? [], { timeout: 15_000 })
      .toEqual([]);
  });
});

test.describe('signing out leaves no user data on the device', () => {
  test('IndexedDB and Cache Storage hold nothing of the user after sign-out', async ({ page }) => {
    const doc = readable(IVY, 14);
    await openSignedIn(page, IVY, '/');
    await waitForServiceWorkerControl(page);
    await page.goto(documentPath(doc));
    await waitForOfflineCopy(page, doc);
    const before = await storageOf(page);
    expect(before.idb['bearing-offline-docs']?.documents).toContain(doc.contentCode);
    expect(before.rememberedUser).not.toBeNull();
    await page.goto('/');
    await expect(welcomeHeading(page)).toBeVisible({ timeout: 30_000 });
    await signOut(page);
    forgetSession(IVY);
    await expectSignInPage(page);
    const after = await storageOf(page);
    for (const name of ['bearing-queue', 'bearing-offline-docs', 'bearing-offline-files'] as const) {
      for (const keys of Object.values(after.idb[name] ?? {})) expect(keys, name).toEqual([]);
    }
    // Whatever the signed-out start persisted again is the tenant's public configuration only.
    const persistedKeys = after.persisted
      ? (JSON.parse(after.persisted) as { clientState: { queries: { queryKey: unknown[] }[] } }).clientState.queries.map((q) =>
          q.queryKey.join('/'),
        )
      : [];
    expect(persistedKeys.filter((k) => k !== 'session/tenant-config')).toEqual([]);
    for (const [name, urls] of Object.entries(after.cacheEntries))
      if (name.startsWith('bearing-user-')) expect(urls, name).toEqual([]);
    expect(after.rememberedUser).toBeNull();
  });
});

test.describe('restricted (DRM) viewing never gets offline copies', () => {
  test('a DRM account reads a document but nothing is kept on the device', async ({ page }) => {
    const doc = readable(DRM, 0);
    await openSignedIn(page, DRM, '/');
    await waitForServiceWorkerControl(page);
    await page.goto(documentPath(doc));
    await expect(page).toHaveURL(/document-view/, { timeout: 30_000 });
    await expect(page.locator('[data-page="1"] canvas')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Offline copies are not available for this account.')).toBeVisible();
    await page.waitForTimeout(4000); // longer than the copy's fill delay: nothing may arrive late either
    const s = await storageOf(page);
    expect(s.idb['bearing-offline-docs']?.documents ?? []).toEqual([]);
    expect(s.idb['bearing-offline-files']?.files ?? []).toEqual([]);
    await shot(page, 'drm-no-copy');
  });
});
