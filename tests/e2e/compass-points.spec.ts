import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { devices, expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { queryServerDb as query } from './server-db';

/*
 * Phone journey of compass points (001 §2–§9): select text in the PDF, create a compass point, see its
 * highlight, edit it, share the link, open it as a colleague and save it, deactivate it, see the
 * notice through the link, reactivate it and read its change history — against the real server.
 */

const IVY = 'ivy@example.com';
const OWEN = 'owen.hale@example.com';
const SHOTS = join(process.cwd(), '.tmp', 'shots-compass-points');

/** An active PDF edition both users' account reads, with no compass points yet (so the journey's point is the only one). */
function freshDocument(): { contentCode: string } {
  const rows = query<{ contentCode: string }>(
    `select d.content_code as contentCode from documents d
      where d.status = 'Active' and d.language_code = 'en-US' and d.downloadable = 1 and d.pdf_path is not null
        and not exists (select 1 from compass_points c where c.document_id = d.id)
        and d.publisher_id in (
          select sp.publisher_id from subscription_products sp
            join account_subscriptions a on a.product_id = sp.id
            join user_entitlements ue on ue.account_id = a.account_id
            join users u on u.id = ue.user_id
           where u.email = ?)
      order by d.id`,
    IVY,
  );
  if (!rows[0]) throw new Error('no fresh document for the compass-point journey');
  return rows[0];
}

/** Selects a body line of page 1 (past the running header and title), as a finger's long-press and handles would. */
async function selectText(page: Page): Promise<string> {
  const span = page
    .locator('[data-page="1"] .textLayer span')
    .filter({ hasText: /^[A-Za-z][^.]{30,}/ })
    .nth(2);
  await expect(span).toBeVisible({ timeout: 30_000 });
  return span.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const sel = window.getSelection();
    sel?.removeAllRanges();
    sel?.addRange(range);
    return sel?.toString() ?? '';
  });
}

function dialog(page: Page) {
  return page.getByRole('dialog');
}

test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'the compass-point journey is a phone journey');
});

test('select, create, see, edit, share, save as a colleague, deactivate, notice, reactivate, history', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const doc = freshDocument();
  const docUrl = `/document?contentCode=${encodeURIComponent(doc.contentCode)}`;

  // --- Create from a selection (001 §4, §5) ---
  await signIn(page, IVY);
  await page.goto(docUrl);
  const selected = await selectText(page);
  expect(selected.trim().length).toBeGreaterThan(5);
  await page.getByRole('button', { name: 'Create compass point' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Create compass point' })).toBeVisible();
  await expect(dialog(page).getByText(selected.trim().slice(0, 20))).toBeVisible();
  const save = dialog(page).getByRole('button', { name: 'Save' });
  const name = dialog(page).getByLabel(/^Name/);
  // Save is disabled while the required name is blank after trimming; Enter on a blank name does nothing.
  await expect(save).toBeDisabled();
  await name.fill('   ');
  await expect(save).toBeDisabled();
  await name.press('Enter');
  await expect(dialog(page).getByRole('heading', { name: 'Create compass point' })).toBeVisible();
  await name.fill('Scope clause');
  await dialog(page)
    .getByLabel(/^Description/)
    .fill('Where the standard applies.');
  await page.screenshot({ path: join(SHOTS, '01-create.png') });
  await save.click();
  await expect(page.getByText('Compass point saved.')).toBeVisible();
  await expect(dialog(page).getByRole('heading', { name: 'Scope clause' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close' }).first().click();

  // --- The highlight shows at once and after a reload (001 §4) ---
  const highlight = page.locator('[data-kind="compass-point"][aria-label="Scope clause"]').first();
  await expect(highlight).toBeVisible();
  await highlight.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: join(SHOTS, '02-highlight.png') });
  await page.reload();
  await expect(highlight).toBeVisible({ timeout: 30_000 });

  // --- The Compass Points tab lists it; choosing it selects the PDF tab at the point (001 §2) ---
  const views = page.getByRole('combobox', { name: 'Document views' });
  await views.selectOption({ label: 'Compass Points' });
  await expect(page.getByRole('heading', { name: 'Active compass points (1)' })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, '02b-tab.png') });
  await page.getByRole('button', { name: /^Scope clause/ }).click();
  await expect(views).toHaveValue('pdf');
  await expect(page).toHaveURL(/annotationid=cp-/);
  await expect(highlight).toBeInViewport({ timeout: 30_000 });

  // --- Edit from the highlight (only when active) ---
  await highlight.click();
  await expect(dialog(page).getByRole('heading', { name: 'Scope clause' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Edit' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit compass point' })).toBeVisible();
  await dialog(page).getByLabel(/^Name/).fill('Scope clause (edited)');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Scope clause (edited)' })).toBeVisible();

  // --- Share the link (001 §2, §4: copy link and mark shared) ---
  await dialog(page).getByRole('button', { name: 'Copy link' }).click();
  const link = await dialog(page).getByLabel('Shareable link').inputValue();
  expect(link).toMatch(/\/compasspoint\/[0-9a-f-]{36}$/);
  await page.screenshot({ path: join(SHOTS, '03-share.png') });
  await dialog(page).getByRole('button', { name: 'Close' }).first().click();
  const sharedPath = new URL(link).pathname;

  // --- A colleague opens the link, lands on the document at the point, and saves it ---
  const { defaultBrowserType: _ignored, ...pixel } = devices['Pixel 7'];
  const owenContext = await browser.newContext({ ...pixel, locale: 'en-GB', baseURL: new URL(page.url()).origin });
  const owen = await owenContext.newPage();
  await signIn(owen, OWEN);
  await owen.goto(sharedPath);
  await expect(owen).toHaveURL(/\/document\/?\?contentCode=.*annotationid=cp-/, { timeout: 30_000 });
  await expect(owen.getByText(/“Scope clause \(edited\)” was shared with you by/)).toBeVisible({ timeout: 30_000 });
  await expect(owen.locator('[data-kind="compass-point"][aria-label="Scope clause (edited)"]').first()).toBeVisible();
  await owen.getByRole('button', { name: 'Save to my compass points' }).scrollIntoViewIfNeeded();
  await owen.screenshot({ path: join(SHOTS, '04-shared-with-owen.png') });
  await owen.getByRole('button', { name: 'Save to my compass points' }).click();
  await expect(owen.getByText('The compass point was saved to your compass points.')).toBeVisible();

  // --- Ivy deactivates it, after a confirmation ---
  await page.locator('[data-kind="compass-point"][aria-label="Scope clause (edited)"]').first().click();
  await dialog(page).getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('heading', { name: 'Deactivate compass point?' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Deactivate compass point?' }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Compass point deactivated.')).toBeVisible();

  // --- The link now shows the deactivation notice ---
  await owen.goto(sharedPath);
  await expect(owen.getByRole('heading', { name: 'This compass point has been deactivated' })).toBeVisible({ timeout: 30_000 });
  await expect(owen.getByText(/was deactivated by/)).toBeVisible();
  await expect(owen.getByRole('link', { name: IVY })).toBeVisible();
  await owen.screenshot({ path: join(SHOTS, '05-deactivated-notice.png') });
  await owenContext.close();

  // --- Ivy reactivates it from her deactivated list ---
  await page.goto('/compass-points-list');
  await expect(page.getByRole('heading', { name: 'My compass points' })).toBeVisible();
  await page.getByRole('button', { name: 'Deactivated', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'My deactivated compass points' })).toBeVisible();
  await expect(page).toHaveURL(/status=deactivated.*sort=deletedDate-|sort=deletedDate-.*status=deactivated/);
  const card = page.getByRole('listitem').filter({ hasText: 'Scope clause (edited)' });
  await expect(card).toBeVisible();
  await page.screenshot({ path: join(SHOTS, '06-deactivated-list.png') });
  await card.getByRole('button', { name: 'Actions for Scope clause (edited)' }).click();
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  await expect(page.getByText('The compass point has been reactivated and is active again.')).toBeVisible();
  await expect(card).toHaveCount(0);

  // --- Its change history: created, edited, deactivated, reactivated ---
  await page.getByRole('button', { name: 'Active', exact: true }).click();
  const activeCard = page.getByRole('listitem').filter({ hasText: 'Scope clause (edited)' });
  await activeCard.getByRole('button', { name: 'Actions for Scope clause (edited)' }).click();
  await page.getByRole('menuitem', { name: 'Change history' }).click();
  await expect(page.getByRole('heading', { name: 'Change history' })).toBeVisible();
  await expect(page).toHaveURL(/\/compass-points-change-history\/\d+\/\d+\//);
  const entries = page.getByRole('listitem');
  await expect(entries.filter({ hasText: /^Reactivated/ })).toHaveCount(1);
  await expect(entries.filter({ hasText: /^Deactivated/ })).toHaveCount(1);
  await expect(entries.filter({ hasText: /^Edited/ })).toHaveCount(1);
  await expect(entries.filter({ hasText: /^Created/ })).toHaveCount(1);
  await expect(entries.filter({ hasText: /^Edited/ }).getByText('Scope clause', { exact: true })).toBeVisible();
  await page.getByLabel('Sort').selectOption({ label: 'Oldest to Newest' });
  await expect(entries.first()).toContainText('Created');
  await page.screenshot({ path: join(SHOTS, '07-history.png'), fullPage: true });
  // No horizontal scrolling at phone width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'My compass points' })).toBeVisible();
});

test('the compass-point administrator reads the admin list and the report on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  // The narrowest phone the design card names: no horizontal scrolling at 360 px.
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, 'cpadmin@example.com');
  await page.goto('/compass-points-admin-list');
  await expect(page.getByRole('heading', { name: 'Compass points of the account' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await page.screenshot({ path: join(SHOTS, '08-admin-list.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // The viewer dialog is the ADMIN authority's (001 §2, §6): a compass-point administrator
  // without it follows a document name to the document screen.
  const docLink = cards.first().getByRole('link', { name: /\S/ }).first();
  await expect(docLink).toHaveAttribute('href', /\/document\?contentCode=/);
  await docLink.click();
  await expect(page).toHaveURL(/\/document\?contentCode=/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS, '09-admin-document.png') });

  await page.goto('/compass-points-report');
  await expect(page.getByRole('heading', { name: 'Compass points report' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Activity per day' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Top documents' })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, '10-report.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Deactivated toggle: sort resets to the deactivation date, descending (001 §2, §9).
  await page.goto('/compass-points-admin-list?status=active&sort=name%2B&page=0');
  await page.getByRole('button', { name: 'Deactivated', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Deactivated compass points of the account' })).toBeVisible();
  await expect(page).toHaveURL(/sort=deletedDate-/);
  await expect(page.getByLabel('Sort by')).toHaveValue('deletedDate');
});

test('an administrator who is also the compass-point administrator opens a document of the list in the viewer dialog', async ({
  page,
}) => {
  // 001 §2, §6: the viewer dialog is the ADMIN authority's; it opens after the entitlement check,
  // at the point's page, and closing it leaves the list where it was.
  await signIn(page, 'lead@example.com');
  await page.goto('/compass-points-admin-list');
  await expect(page.getByRole('heading', { name: 'Compass points of the account' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  const name = cards.first().getByRole('button', { name: /\S/ }).first();
  const label = (await name.textContent())!.trim();
  await name.click();
  // The dialog's root has no box of its own (its panel is fixed): look at what it holds.
  const viewer = page.getByRole('dialog', { name: label });
  await expect(viewer.getByRole('heading', { name: label })).toBeVisible();
  await expect(viewer.getByText(/” on page \d+$/)).toBeVisible();
  await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await expect(viewer.locator('[data-highlight]').first()).toBeVisible();
  await expect(page).toHaveURL(/\/compass-points-admin-list/);
  await page.screenshot({ path: join(SHOTS, '09b-admin-viewer.png') });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Compass points of the account' })).toBeVisible();
});

test("the compass-point list exports as Web Annotation and as CSV, holding the user's own points", async ({ page }) => {
  // Another journey edits Ivy's points meanwhile: compare with the database as it stands after each export.
  const namesOf = (sql: string) => query<{ name: string }>(sql, IVY).map((r) => r.name);
  const ownNames = () => namesOf(`select c.name from compass_points c join users u on u.id = c.user_id where u.email = ?`);
  const othersOnly = () => {
    const own = new Set(ownNames());
    return namesOf(`select c.name from compass_points c join users u on u.id = c.user_id where u.email <> ?`).filter(
      (n) => !own.has(n),
    );
  };
  await signIn(page, IVY);
  await page.goto('/compass-points-list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Export' }).click();
  const [jsonld] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Web Annotation (JSON-LD)' }).click(),
  ]);
  expect(jsonld.suggestedFilename()).toMatch(/\.jsonld$/);
  const collection = JSON.parse(await readFile(await jsonld.path(), 'utf8'));
  expect(collection.type).toBe('AnnotationCollection');
  const names: string[] = collection.first.items.map((a: { body: { value: string }[] }) => a.body[0].value);
  expect(names.length).toBeGreaterThan(0);
  const own = ownNames();
  for (const n of names) expect(own, n).toContain(n);
  for (const n of othersOnly()) expect(names).not.toContain(n);
  expect(collection.first.items[0].target.selector.map((s: { type: string }) => s.type)).toEqual([
    'TextQuoteSelector',
    'FragmentSelector',
  ]);

  await page.getByRole('button', { name: 'Export' }).click();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Spreadsheet (CSV)' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const lines = (await readFile(await csv.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Name,Description,/);
  expect(lines.length).toBeGreaterThan(1);
  for (const n of othersOnly()) expect(lines.some((l) => l.startsWith(`${n},`))).toBe(false);
});
