import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { openSignedIn } from './signed-in';
import { queryServerDb as query } from './server-db';
import { dialogLayer } from './layers';

/*
 * Phone journeys (001 §2–§8): the document screen against the real server and its
 * seeded catalogue. Documents are picked from the seeded database, never copied from the seed.
 */

const IVY = 'ivy@example.com';
const DRM = 'drm@example.com';

interface Doc {
  contentCode: string;
  title: string;
  pageCount: number;
  familyId: number;
}

/** Active en-US documents with a PDF and an HTML version that `email`'s account is subscribed to. */
function entitledDocuments(email: string): Doc[] {
  return query<Doc>(
    `select d.content_code as contentCode, d.title, d.page_count as pageCount, d.family_id as familyId
       from documents d
      where d.status = 'Active' and d.language_code = 'en-US' and d.downloadable = 1
        and d.pdf_path is not null and d.html_path is not null
        and d.publisher_id in (
          select sp.publisher_id from subscription_products sp
            join account_subscriptions a on a.product_id = sp.id
            join user_entitlements ue on ue.account_id = a.account_id
            join users u on u.id = ue.user_id
           where u.email = ?)
      order by d.id`,
    email,
  );
}

/** A document with at least `minPages` pages that `email` may read. */
function readableDocument(email: string, minPages = 1, skip = 0): Doc {
  const doc = entitledDocuments(email).filter((d) => d.pageCount >= minPages)[skip];
  if (!doc) throw new Error(`no entitled document with ${minPages}+ pages for ${email}`);
  return doc;
}

/**
 * The newer edition of a two-edition family (both with PDF and HTML, small enough to compare):
 * with two versions the compare dialog ticks both in each column, and they are adjacent.
 */
function twoEditionDocument(email: string): Doc {
  const entitled = new Set(entitledDocuments(email).map((d) => d.contentCode));
  const rows = query<Doc & { editions: number; pages: number }>(
    `select d.content_code as contentCode, d.title, d.page_count as pageCount, d.family_id as familyId,
            (select count(*) from documents o where o.family_id = d.family_id) as editions,
            (select sum(o.page_count) from documents o where o.family_id = d.family_id) as pages
       from documents d
      where d.status = 'Active' and d.language_code = 'en-US'
        and (select count(*) from documents o where o.family_id = d.family_id
               and o.pdf_path is not null and o.html_path is not null and o.language_code = 'en-US') = 2
      order by d.id`,
  );
  const doc = rows.find((r) => r.editions === 2 && r.pages <= 200 && entitled.has(r.contentCode));
  if (!doc) throw new Error(`no two-edition family ${email} may compare`);
  return doc;
}

/** A Standard of the standards organisation (the track-button rule of 001 §5 shows Track for it). */
function trackableDocument(email: string): Doc {
  const entitled = new Set(entitledDocuments(email).map((d) => d.contentCode));
  const rows = query<Doc>(
    `select d.content_code as contentCode, d.title, d.page_count as pageCount, d.family_id as familyId
       from documents d join publishers p on p.id = d.publisher_id
      where p.code = 'MSA' and d.status = 'Active' and d.document_type = 'Standard'
        and coalesce(d.classification, '') <> 'RL' and d.language_code = 'en-US'
      order by d.id`,
  );
  const doc = rows.find((r) => entitled.has(r.contentCode));
  if (!doc) throw new Error(`no trackable standard for ${email}`);
  return doc;
}

/** A manual of the standards organisation: citations are offered for MNL manuals (001 §5). */
function citableDocument(email: string): Doc {
  const rows = query<Doc>(
    `select d.content_code as contentCode, d.title, d.page_count as pageCount, d.family_id as familyId
       from documents d join publishers p on p.id = d.publisher_id
      where p.code = 'MSA' and d.status = 'Active' and d.asset_type = 'Manual' and d.content_type = 'MNL'
      order by d.id`,
  );
  const entitled = new Set(entitledDocuments(email).map((d) => d.contentCode));
  const doc = rows.find((r) => entitled.has(r.contentCode)) ?? rows[0];
  if (!doc) throw new Error('no manual of the standards organisation in the catalogue');
  return doc;
}

/** A word of the title long enough to be found only as a word. */
function titleWord(doc: Doc): string {
  const word = doc.title.split(/[^A-Za-z]+/).find((w) => w.length >= 6);
  if (!word) throw new Error(`no word to find in "${doc.title}"`);
  return word;
}

async function openDocument(page: Page, email: string, doc: Doc): Promise<void> {
  await openSignedIn(page, email, `/document?contentCode=${encodeURIComponent(doc.contentCode)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

function actions(page: Page) {
  return page.getByRole('toolbar', { name: 'Document actions' });
}

test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'phone journeys');
});

test.describe('read the PDF on a phone: page indicator and jump to page (001 §2)', () => {
  test('the first page renders with the page indicator on page 1', async ({ page }) => {
    const doc = readableDocument(IVY, 6);
    await openDocument(page, IVY, doc);
    await expect(page.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Page number')).toHaveValue('1');
    await expect(page.getByRole('toolbar', { name: 'Reader tools' }).getByText(`Page 1 of ${doc.pageCount}`)).toBeAttached();
  });

  test('jumping to page 5 scrolls the reader, not the window, and renders page 5', async ({ page }) => {
    const doc = readableDocument(IVY, 6);
    await openDocument(page, IVY, doc);
    await expect(page.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    const pages = page.getByRole('region', { name: 'Document pages' });

    await page.getByLabel('Page number').fill('5');
    await page.getByLabel('Page number').press('Enter');

    await expect(page.getByRole('toolbar', { name: 'Reader tools' }).getByText(`Page 5 of ${doc.pageCount}`)).toBeAttached();
    const page5 = page.locator('[data-page="5"] canvas');
    await expect(page5).toBeVisible({ timeout: 30_000 });
    // Page 5 starts inside the reader's visible area.
    const placed = await page5.evaluate((canvas) => {
      const scroller = canvas.closest('[role="region"]')!.getBoundingClientRect();
      const top = canvas.getBoundingClientRect().top;
      return top >= scroller.top - 2 && top < scroller.bottom;
    });
    expect(placed).toBe(true);
    // The reader has its own bounded scroller on a phone: it, not the window, moved four pages on.
    const scroller = await pages.evaluate((el) => ({ top: el.scrollTop, client: el.clientHeight, height: el.scrollHeight }));
    expect(scroller.height).toBeGreaterThan(scroller.client);
    expect(scroller.top).toBeGreaterThan(scroller.client);
  });

  test('a page typed while the PDF is still downloading is where it opens', async ({ page }) => {
    const doc = readableDocument(IVY, 7);
    // A slow site network: the PDF arrives only once the page number has been typed.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The file itself, not its page previews: those may show page 1 meanwhile.
    await page.route('**/api/documents/pdf/contentCode**', async (route) => {
      await typed;
      await route.continue();
    });
    await openDocument(page, IVY, doc);
    const input = page.getByLabel('Page number');
    await expect(input).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-page] canvas')).toHaveCount(0);
    await input.fill('4');
    await input.press('Enter');
    release();
    await expect(page.getByRole('toolbar', { name: 'Reader tools' }).getByText(`Page 4 of ${doc.pageCount}`)).toBeAttached({
      timeout: 30_000,
    });
    await expect(input).toHaveValue('4');
    await expect(page.locator('[data-page="4"] canvas')).toBeVisible({ timeout: 30_000 });
  });
});

test.describe('select text and note it (001 §4 PDF notes)', () => {
  test('a selection in the text layer offers a note; the saved note highlights the text', async ({ page }) => {
    const doc = readableDocument(IVY, 1, 5);
    await openDocument(page, IVY, doc);
    const span = page
      .locator('[data-page="1"] .textLayer span')
      .filter({ hasText: /\w{4,}/ })
      .first();
    await expect(span).toBeAttached({ timeout: 30_000 });
    // A long-press selection on a phone ends as a DOM selection over text-layer spans; make one.
    await span.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const sel = window.getSelection()!;
      sel.removeAllRanges();
      sel.addRange(range);
    });
    await page.getByRole('button', { name: 'Add note to selection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add note' });
    // 002 §9: dialogs sit on layer 1033, above the header and the install card.
    expect(await dialogLayer(dialog)).toBe(1033);
    await dialog.getByLabel('Note').fill('Check this clause on site');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: '1 note' })).toBeVisible();
    await expect(page.locator('[data-page="1"] .pdfr-highlight')).toHaveCount(1);

    await page.reload();
    await expect(page.locator('[data-page="1"] .pdfr-highlight')).toHaveCount(1, { timeout: 30_000 });
  });
});

test.describe('find in the document (001 §2)', () => {
  test('a word of the document is found at least once', async ({ page }) => {
    const doc = readableDocument(IVY, 1, 1);
    await openDocument(page, IVY, doc);
    await expect(page.locator('canvas').first()).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Find in document' }).click();
    await page.getByLabel('Text to find').fill(titleWord(doc));
    await page.getByLabel('Text to find').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /^\d+ of \d+$/ })).toBeVisible();
  });
});

test.describe('read the HTML version (001 §2 HTML tab)', () => {
  test('the HTML tab shows the document text', async ({ page }) => {
    const doc = readableDocument(IVY, 1, 2);
    await openDocument(page, IVY, doc);
    // On a phone the document views are a select, on a desktop a tab list.
    await page.getByRole('combobox', { name: 'Document views' }).selectOption({ label: 'HTML' });
    const frame = page.frameLocator('iframe[title="Document text"]');
    await expect(frame.getByText(doc.title).first()).toBeVisible();
  });
});

test.describe('favorite and un-favorite (001 §4 favorite)', () => {
  // Reopening goes through the persisted query cache: the restored metadata must still be refetched.
  test('the favorite shows on /favorites and goes away after removing it', async ({ page }) => {
    const doc = readableDocument(IVY, 1, 3);
    await openDocument(page, IVY, doc);
    await actions(page).getByRole('button', { name: 'Favorite', exact: true }).click();
    await expect(actions(page).getByRole('button', { name: 'Remove favorite' })).toBeVisible();

    await page.goto('/favorites');
    await expect(page.getByText(doc.title).first()).toBeVisible();

    await page.goto(`/document?contentCode=${encodeURIComponent(doc.contentCode)}`);
    await actions(page).getByRole('button', { name: 'Remove favorite' }).click();
    await expect(actions(page).getByRole('button', { name: 'Favorite', exact: true })).toBeVisible();

    await page.goto('/favorites');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByText(doc.title)).toHaveCount(0);
  });
});

test.describe('download the PDF (001 §4 download)', () => {
  test('Download saves a .pdf file', async ({ page }) => {
    const doc = readableDocument(IVY, 1, 4);
    await openDocument(page, IVY, doc);
    const download = page.waitForEvent('download');
    await actions(page).getByRole('button', { name: 'Download', exact: true }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });
});

test.describe('track and stop tracking (001 §4 track)', () => {
  test('Track turns into Stop tracking, and back', async ({ page }) => {
    const doc = trackableDocument(IVY);
    await openDocument(page, IVY, doc);
    await actions(page).getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByText('You are now tracking this document.')).toBeVisible();
    await expect(actions(page).getByRole('button', { name: 'Stop tracking' })).toBeVisible();
    await page.reload();
    await actions(page).getByRole('button', { name: 'Stop tracking' }).click();
    await expect(actions(page).getByRole('button', { name: 'Track', exact: true })).toBeVisible();
  });
});

test.describe('an unavailable tracker shows a message in place of the action (001 §4 track)', () => {
  test('Track opens the "not available" message instead of tracking', async ({ page }) => {
    const doc = trackableDocument(IVY);
    // Both demo tenants either have a tracker or hide Track: the real reply is marked as a
    // tenant whose tracker is down would answer it (the server's side has its own route test).
    await page.route('**/api/documents/getContentTracking**', async (route) => {
      const reply = await route.fetch();
      await route.fulfill({ response: reply, json: { ...(await reply.json()), trackerUnavailable: true } });
    });
    await openDocument(page, IVY, doc);
    // Until the tracking reply is in, Track is the ordinary action; then it becomes the popover's button.
    const track = actions(page).getByRole('button', { name: 'Track', exact: true });
    await expect(track).toHaveAttribute('aria-expanded', 'false');
    await track.click();
    await expect(page.getByText('The standards tracker is not available right now. Please try again later.')).toBeVisible();
    await expect(page.getByText('You are now tracking this document.')).toHaveCount(0);
  });
});

test.describe('cite and download RIS (001 §5 citations)', () => {
  test('a manual of the standards organisation offers a citation and a citation.ris file', async ({ page }) => {
    const doc = citableDocument(IVY);
    await openDocument(page, IVY, doc);
    await actions(page).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Cite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cite this document' });
    await expect(dialog.getByText(doc.title).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download RIS' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('citation.ris');
    const text = await readFile((await file.path())!, 'utf8');
    expect(text).toMatch(/^TY {2}- /m);
    expect(text).toContain(doc.title);
    expect(text).toMatch(/^ER {2}- /m);
  });
});

test.describe('the details modal (001 §3)', () => {
  test('Details opens the sheet with the document fields', async ({ page }) => {
    const doc = readableDocument(IVY, 1, 6);
    await openDocument(page, IVY, doc);
    await page.getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Document details' });
    await expect(dialog.getByRole('heading', { name: 'Document details' })).toBeVisible();
    await expect(dialog.getByRole('term').first()).toBeVisible();
    await expect(dialog.getByRole('definition').first()).toBeVisible();
  });
});

test.describe('compare two editions, HTML and redline (001 §5 compare)', () => {
  test('the HTML comparison shows changes and the redline of adjacent editions downloads', async ({ page }) => {
    test.setTimeout(120_000);
    const doc = twoEditionDocument(IVY);
    await openDocument(page, IVY, doc);
    await actions(page).getByRole('button', { name: 'Compare', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare versions' });
    await expect(dialog.getByRole('heading', { name: 'Compare versions' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Compare', exact: true }).click();

    const view = page.getByRole('region', { name: 'Version comparison' });
    await expect(view).toBeVisible();
    // The job is polled every 10 s.
    await expect(view.locator('.cmp-result').locator('ins, del').first()).toBeVisible({ timeout: 60_000 });

    await view.getByRole('tab', { name: 'PDF' }).click();
    const redline = view.getByRole('button', { name: 'Download redlined PDF' });
    await expect(redline).toBeVisible({ timeout: 60_000 });
    const download = page.waitForEvent('download');
    await redline.click();
    expect((await download).suggestedFilename()).toMatch(/^redline-.*\.pdf$/);
  });
});

test.describe('DRM account: the view-only page without a download (001 §2 DRM)', () => {
  test('drm@example.com opening /document lands on /document-view with no Download', async ({ page }) => {
    const doc = readableDocument(DRM);
    await openDocument(page, DRM, doc);
    await expect(page).toHaveURL(/\/document-view\/?\?contentCode=/);
    await expect(page.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Download', exact: true })).toHaveCount(0);
  });
});

test.describe('licence agreement not accepted: the server refuses the content and the app says why', () => {
  test('lca@example.com opening a document sees the licence message, and the agreement again after closing it and retrying', async ({
    page,
  }) => {
    const LCA = 'lca@example.com';
    const doc = readableDocument(LCA);
    await signIn(page, LCA, { landing: 'elsewhere' });
    const close = page.getByRole('dialog').getByRole('button', { name: /close/i }).last();
    // Signed in (the sign-in callback done) once the agreement shows; then open the document.
    await expect(close).toBeVisible({ timeout: 30_000 });
    // A slow network: the PDF asked for behind the agreement is refused only after the user has
    // closed it. That late refusal must not push the agreement back at them.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/documents/pdf/contentCode**', async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await page.goto(`/document?contentCode=${encodeURIComponent(doc.contentCode)}`);
    // The agreement (a modal) shows again on the new page load; the document is behind it.
    await expect(close).toBeVisible({ timeout: 30_000 });
    await close.click();
    release();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    // The PDF is refused with 403 error.licenceNotAccepted: the catalogue message, not a crash.
    await expect(page.getByText('has not accepted the licence agreement yet').first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(close).toBeVisible({ timeout: 30_000 });
  });
});
