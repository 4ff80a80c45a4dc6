import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './signed-in';
import { queryServerDb as query } from './server-db';

/*
 * On a 390×844 phone: the reader takes the screen (the first page is in view without
 * scrolling), a full-screen reading mode, and clause links (a link to a page opens there; a
 * recipient without entitlement gets the no-access dialog).
 */

const IVY = 'ivy@example.com';
const SHOTS = process.env.LAYOUT_SHOTS ?? join(tmpdir(), 'bearing-layout-shots');

// The service worker is part of what these journeys test (playwright.config.ts blocks it by default).
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'phone journeys');
});

interface Doc {
  contentCode: string;
  pageCount: number;
}

/** Active en-US documents with a PDF whose publisher `email`'s account is (or is not) subscribed to. */
function documents(email: string, entitled: boolean): Doc[] {
  return query<Doc>(
    `select d.content_code as contentCode, d.page_count as pageCount
       from documents d
      where d.status = 'Active' and d.language_code = 'en-US' and d.pdf_path is not null
        and d.publisher_id ${entitled ? '' : 'not'} in (
          select sp.publisher_id from subscription_products sp
            join account_subscriptions a on a.product_id = sp.id
            join user_entitlements ue on ue.account_id = a.account_id
            join users u on u.id = ue.user_id
           where u.email = ?)
      order by d.id`,
    email,
  );
}

function readable(minPages: number): Doc {
  const doc = documents(IVY, true).find((d) => d.pageCount >= minPages);
  if (!doc) throw new Error(`no entitled document with ${minPages}+ pages`);
  return doc;
}

async function firstCanvas(page: Page) {
  const canvas = page.locator('[data-page="1"] canvas');
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  return canvas;
}

test.describe('A launch draws the pages on screen; the pages ahead wait for the reader to touch the document', () => {
  test('no page below the screen is drawn until a key, touch or wheel on the reader, then the next one is', async ({ page }) => {
    const doc = readable(6);
    await openSignedIn(page, IVY, `/document?contentCode=${encodeURIComponent(doc.contentCode)}`);
    await firstCanvas(page);
    const pages = page.getByRole('region', { name: 'Document pages' });
    // The page boxes on the phone's screen: inside the scroller and inside the window (the
    // document's header above the reader takes its share), measured rather than assumed.
    const onScreen = await pages.evaluate((scroller) => {
      const view = scroller.getBoundingClientRect();
      const top = Math.max(view.top, 0);
      const bottom = Math.min(view.bottom, window.innerHeight);
      return [...scroller.querySelectorAll<HTMLElement>('[data-page]')]
        .filter((box) => {
          const r = box.getBoundingClientRect();
          return r.bottom > top && r.top < bottom;
        })
        .map((box) => Number(box.dataset.page));
    });
    const last = Math.max(...onScreen);
    for (const n of onScreen) await expect(page.locator(`[data-page="${n}"] canvas`)).toBeAttached({ timeout: 30_000 });
    // Drawing the next page takes a fraction of a second: the old plan had it (and one more) by now.
    await page.waitForTimeout(2000);
    await expect(page.locator(`[data-page="${last + 1}"] canvas`)).toHaveCount(0);
    await expect(page.locator('[data-page] canvas')).toHaveCount(onScreen.length);
    // The reader's first key on the pages widens the plan: the page below is drawn before it is scrolled to.
    await pages.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(`[data-page="${last + 1}"] canvas`)).toBeAttached({ timeout: 30_000 });
  });

  test('a scroll of the page around the reader draws the pages it brings into view', async ({ page }) => {
    const doc = readable(6);
    await openSignedIn(page, IVY, `/document?contentCode=${encodeURIComponent(doc.contentCode)}`);
    await firstCanvas(page);
    await page.waitForTimeout(1000);
    // The document's header scrolls away (the way a reader's thumb does it, not inside the reader).
    await page.evaluate(() => window.scrollBy(0, 400));
    await expect(page.locator('[data-page="2"] canvas')).toBeAttached({ timeout: 30_000 });
    await expect(page.locator('[data-page="3"] canvas')).toBeAttached({ timeout: 30_000 });
  });
});

test.describe('the reader takes the screen on a phone', () => {
  test('the first page is in view without scrolling on 390×844', async ({ page }) => {
    const doc = readable(2);
    await openSignedIn(page, IVY, `/document?contentCode=${encodeURIComponent(doc.contentCode)}`);
    const canvas = await firstCanvas(page);
    await page.screenshot({ path: `${SHOTS}/document-phone.png` });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = (await canvas.boundingBox())!;
    // The page's top and a good part of it (at least a third of the screen) are on screen.
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(844 - 844 / 3);
  });
});

test.describe('full-screen reading mode keeps the page indicator and find', () => {
  test('the reader covers the screen, finds, and Escape leaves it', async ({ page }) => {
    const doc = readable(3);
    await openSignedIn(page, IVY, `/document?contentCode=${encodeURIComponent(doc.contentCode)}`);
    await firstCanvas(page);
    const tools = page.getByRole('toolbar', { name: 'Reader tools' });
    await tools.getByRole('button', { name: 'Full screen' }).click();
    const full = page.getByRole('dialog', { name: 'Document in full screen' });
    await expect(full).toBeVisible();
    const box = (await full.boundingBox())!;
    expect(box.y).toBeLessThanOrEqual(0.5);
    expect(box.height).toBeGreaterThanOrEqual(843);
    await expect(full.getByLabel('Page number')).toHaveValue('1');
    await expect(full.getByRole('toolbar', { name: 'Reader tools' }).getByText(`Page 1 of ${doc.pageCount}`)).toBeAttached();
    await full.getByRole('button', { name: 'Find in document' }).click();
    await expect(full.getByLabel('Text to find')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/document-fullscreen.png` });
    // The first Escape closes find, the next leaves the mode.
    await full.getByLabel('Text to find').press('Escape');
    await expect(full.getByLabel('Text to find')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Document in full screen' })).toHaveCount(0);
    await expect(tools.getByRole('button', { name: 'Full screen' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`contentCode=${doc.contentCode}`));
  });

  test('back leaves the mode and stays on the document', async ({ page }) => {
    const doc = readable(2);
    await openSignedIn(page, IVY, `/document?contentCode=${encodeURIComponent(doc.contentCode)}`);
    await firstCanvas(page);
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect(page.getByRole('dialog', { name: 'Document in full screen' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Document in full screen' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`contentCode=${doc.contentCode}`));
  });
});

test.describe('clause links open the document at their place, behind the entitlement check', () => {
  test('"Link to this page" gives a link and a QR code; the link opens at that page', async ({ page, context }) => {
    const doc = readable(6);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignedIn(page, IVY, `/document?contentCode=${encodeURIComponent(doc.contentCode)}`);
    await firstCanvas(page);
    await page.getByLabel('Page number').fill('4');
    await page.getByLabel('Page number').press('Enter');
    await expect(page.getByRole('toolbar', { name: 'Reader tools' }).getByText(`Page 4 of ${doc.pageCount}`)).toBeAttached();
    await page.getByRole('button', { name: 'Link to this page' }).click();
    const sheet = page.getByRole('dialog', { name: 'Link to this place' });
    const field = sheet.getByRole('textbox', { name: 'Link' });
    await expect(field).toHaveValue(/\/document\?contentCode=.*&page=4$/);
    const link = await field.inputValue();
    await expect(sheet.getByText('Link copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const qr = sheet.getByRole('img', { name: 'QR code of the link' });
    await expect(qr.locator('svg path').first()).toBeAttached();
    await page.screenshot({ path: `${SHOTS}/clause-link-sheet.png` });

    // A recipient opens the link fresh: the reader starts at page 4.
    const other = await context.newPage();
    await other.goto(link);
    await expect(other.locator('[data-page="4"] canvas')).toBeVisible({ timeout: 30_000 });
    await expect(other.getByLabel('Page number')).toHaveValue('4');
    await expect(other.getByRole('toolbar', { name: 'Reader tools' }).getByText(`Page 4 of ${doc.pageCount}`)).toBeAttached();
  });

  test('on a site with no network, a clause link to a document kept on the device opens at its page', async ({
    page,
    context,
  }) => {
    const doc = readable(6);
    await openSignedIn(page, IVY, `/document?contentCode=${encodeURIComponent(doc.contentCode)}`);
    await firstCanvas(page);
    // Opening it online kept a copy; the link is used later, offline (a QR code on a drawing).
    await expect(page.getByText(/Available offline, current edition/)).toBeVisible({ timeout: 60_000 });
    // Offline, the app itself comes from the service worker: wait until it has taken the page.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
    await context.setOffline(true);
    await page.goto(`/document?contentCode=${encodeURIComponent(doc.contentCode)}&page=5`);
    await expect(page.locator('[data-page="5"] canvas')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Page number')).toHaveValue('5');
    await expect(page.getByText(/Offline copy saved/)).toBeVisible();
    await context.setOffline(false);
  });

  test('a clause link to a document outside the subscription shows the no-access dialog, never the content', async ({ page }) => {
    const doc = documents(IVY, false)[0];
    if (!doc) throw new Error("no document outside ivy's subscription");
    await openSignedIn(page, IVY, `/document?contentCode=${encodeURIComponent(doc.contentCode)}&page=3`);
    const dialog = page.getByRole('dialog', { name: 'Not in your subscription' });
    await expect(dialog.getByRole('button', { name: 'OK', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Document pages' })).toHaveCount(0);
    await expect(page.locator('canvas')).toHaveCount(0);
  });
});

test.describe('a clause link to an HTML section opens the HTML tab at that section', () => {
  test('the linked section heading is on screen, clear of the app header', async ({ page }) => {
    const doc = query<Doc>(
      `select d.content_code as contentCode, d.page_count as pageCount from documents d
        where d.status = 'Active' and d.language_code = 'en-US' and d.html_path is not null and d.pdf_path is not null
          and d.publisher_id in (select sp.publisher_id from subscription_products sp
            join account_subscriptions a on a.product_id = sp.id join user_entitlements ue on ue.account_id = a.account_id
            join users u on u.id = ue.user_id where u.email = ?)
        order by d.id`,
      IVY,
    )[0];
    await openSignedIn(page, IVY, `/document?contentCode=${encodeURIComponent(doc.contentCode)}&section=section-3`);
    const frame = page.frameLocator('iframe[title]');
    const heading = frame.locator('#section-3');
    await expect(heading).toBeAttached({ timeout: 30_000 });
    await expect
      .poll(async () =>
        page.locator('iframe[title]').evaluate((f: HTMLIFrameElement) => {
          const top = f.getBoundingClientRect().top + f.contentDocument!.getElementById('section-3')!.getBoundingClientRect().top;
          // Below the sticky app header (about 115 px on a phone), inside the screen, the page scrolled there.
          return top >= 100 && top < 844 && window.scrollY > 0;
        }),
      )
      .toBe(true);
    // The section list offers a link to each section.
    await page.getByText('Sections', { exact: true }).click();
    await expect(page.getByRole('button', { name: /^Link to the section / }).first()).toBeVisible();
  });
});
