import { expect, test } from '@playwright/test';
import { escapeRegExp, plainActiveDocument, readCatalogue } from './catalogue';
import { openSignedIn } from './signed-in';

/*
 * The tenant's document base address (001 §2): "the tenant document base URL plus contentCode is
 * the target used when other screens open a document". A tenant that reads its documents in the
 * view-only layout names /document-view as its base: a search result links there and opens there.
 */

const IVY = 'ivy@example.com';
const BASE = '/document-view?contentCode=';

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'phone journey');
});

test.describe('001 §2 the tenant document base URL plus contentCode is where other screens open a document', () => {
  test('a search result links to and opens at the base address the tenant configured', async ({ page }) => {
    test.setTimeout(150_000);
    // The tenant configuration as the server answers it, with this tenant's base address.
    await page.route('**/api/tenant/get-tenant-config-for-ui', async (route) => {
      const res = await route.fetch();
      const cfg = (await res.json()) as Record<string, unknown>;
      expect(cfg.documentBaseUrl).toBe('/document?contentCode=');
      await route.fulfill({ response: res, json: { ...cfg, documentBaseUrl: BASE } });
    });
    const doc = plainActiveDocument(readCatalogue(), 'MSA');
    await openSignedIn(page, IVY, `/content-search/?content=${encodeURIComponent(doc.designationNo)}&stype=D`);
    const result = page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(doc.designationNo)}(?![\\d/-])`) })
      .first();
    await expect(result).toHaveAttribute('href', `${BASE}${encodeURIComponent(doc.contentCode).replace(/%20/g, '+')}`);
    await result.click();
    await expect(page).toHaveURL(new RegExp(`/document-view\\?contentCode=`));
    // The document screen's own heading (the search page's reads "1 result for “…”").
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^(\\S+ )?${escapeRegExp(doc.designationNo)}$`) }),
    ).toBeVisible({ timeout: 90_000 });
    await expect(page.locator('#first-page')).toHaveCount(0, { timeout: 90_000 });
    await page.screenshot({ path: 'test-results/document-base.png' });
  });
});
