import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './signed-in';
import { queryServerDb as query } from './server-db';

/*
 * Full-book download (001 §2 activity button 2, §7 GET api/documents/fullBook): on a book or a
 * manual the download button asks which, this PDF or the whole publication; the content policy's
 * refusal is the tenant no-PDF message (001 §8).
 */

const IVY = 'ivy@example.com';

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'phone journey');
});

/** A downloadable manual or book Ivy's account subscribes to. */
function entitledBook(): { contentCode: string; designationNo: string } {
  const [doc] = query<{ contentCode: string; designationNo: string }>(
    `select d.content_code as contentCode, d.designation_no as designationNo from documents d
      where d.asset_type in ('Book', 'Manual') and d.downloadable = 1 and d.pdf_path is not null
        and d.publisher_id in (select sp.publisher_id from subscription_products sp
          join account_subscriptions a on a.product_id = sp.id join user_entitlements ue on ue.account_id = a.account_id
          join users u on u.id = ue.user_id where u.email = ?)
      order by d.id limit 1`,
    IVY,
  );
  if (!doc) throw new Error('the demo catalogue has no manual or book for Ivy');
  return doc;
}

const actions = (page: Page) => page.getByRole('toolbar', { name: 'Document actions' });

/** Opens the book; the server's page-1 layer covers the screen until the reader shows page 1. */
async function openBook(page: Page, contentCode: string): Promise<void> {
  await openSignedIn(page, IVY, `/document?contentCode=${encodeURIComponent(contentCode)}`);
  await expect(page.locator('#first-page')).toHaveCount(0, { timeout: 90_000 });
}

test.describe.configure({ timeout: 150_000 });

test.describe('full-book download: a book offers the whole publication beside its PDF (001 §2, §7)', () => {
  test('Ivy downloads the full book of a manual', async ({ page }) => {
    const book = entitledBook();
    await openBook(page, book.contentCode);
    await actions(page).getByRole('button', { name: 'Download', exact: true }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'This PDF' })).toBeVisible();
    await page.screenshot({ path: 'test-results/full-book-menu.png' });
    const download = page.waitForEvent('download');
    await menu.getByRole('menuitem', { name: 'Full book' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/-full-book\.pdf$/);
  });

  test('the content policy refusal (error.notDownloadable) shows the tenant no-PDF message (001 §8)', async ({ page }) => {
    const book = entitledBook();
    await openBook(page, book.contentCode);
    // The refusal a restricted (DRM) account gets from the server (documents-content.routes.test.ts);
    // such an account's own screen, /document-view, has no download button to press.
    await page.route('**/api/documents/fullBook?**', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ status: 403, title: 'Forbidden', message: 'error.notDownloadable' }),
      }),
    );
    await actions(page).getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Full book' }).click();
    const dialog = page.getByRole('dialog', { name: 'PDF not available' });
    await expect(dialog.getByRole('heading', { name: 'PDF not available' })).toBeVisible();
    await expect(dialog).toContainText(/is not available from Bearing/);
    await page.screenshot({ path: 'test-results/full-book-refused.png' });
  });
});
