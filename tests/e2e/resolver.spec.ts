import { expect, test, type Page } from '@playwright/test';
import { escapeRegExp, historicalDocument, plainActiveDocument, readCatalogue, type CatalogueDocument } from './catalogue';
import { welcomeHeading } from './fixtures';
import { openSignedIn } from './signed-in';
import { queryServerDb } from './server-db';

/*
 * Resolver links of 000 §2.6 and 002 §2: /resolve/{type}, /Standards/… paths and home's
 * ihsResolver parameter, against the seeded catalogue. ivy's account subscribes to MSA, KES,
 * HMI and TMB (src/server/seed/people.ts).
 */

let catalogue: CatalogueDocument[];
test.beforeAll(() => {
  catalogue = readCatalogue();
});

/** A designation no seeded publisher uses. */
const UNKNOWN = 'ZQ999';

/** The year suffix of a designation number: 'HM100-12' -> '12'. */
function yearOf(doc: CatalogueDocument): string {
  const year = /-(\d{2,4})$/.exec(doc.designationNo)?.[1];
  if (!year) throw new Error(`${doc.designationNo} has no year suffix`);
  return year;
}

/** The ihsResolver value: base64 of a query string (000 §2.6). */
function ihsResolver(fields: Record<string, string>): string {
  return Buffer.from(new URLSearchParams(fields).toString(), 'utf8').toString('base64');
}

async function expectDocument(page: Page, doc: CatalogueDocument, pageNo?: string) {
  const suffix = pageNo ? `&page=${pageNo}` : '';
  await expect(page).toHaveURL(new RegExp(`/document\\?contentCode=${escapeRegExp(doc.contentCode)}${escapeRegExp(suffix)}$`));
}

test.describe('/resolve/{type} opens the edition an edit value names (000 §2.6)', () => {
  test('EDIT with designation and year opens that edition, even a historical one', async ({ page }) => {
    const doc = historicalDocument(catalogue, 'HMI');
    await openSignedIn(page, 'ivy@example.com', `/resolve/EDIT?edit=${encodeURIComponent(doc.designationNo)}`);
    await expectDocument(page, doc);
  });

  test('SUBSCRIPTION with a designation alone opens its active edition', async ({ page }) => {
    const doc = plainActiveDocument(catalogue, 'KES');
    await openSignedIn(page, 'ivy@example.com', `/resolve/SUBSCRIPTION?edit=${encodeURIComponent(doc.designation)}`);
    await expectDocument(page, doc);
  });

  test('an unknown designation, or no edit value, sends the user home', async ({ page }) => {
    await openSignedIn(page, 'ivy@example.com', `/resolve/EDIT?edit=${UNKNOWN}-01`);
    await expect(page).toHaveURL(/\/home$/);
    await expect(welcomeHeading(page)).toBeVisible();

    await page.goto('/resolve/OTHER');
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('/Standards and /DIGITAL_LIBRARY paths open the document they name (000 §2.6, 002 §2)', () => {
  test('/Standards/{designation} opens the active edition', async ({ page }) => {
    const doc = plainActiveDocument(catalogue, 'MSA', 1);
    await openSignedIn(page, 'ivy@example.com', `/Standards/${encodeURIComponent(doc.designation)}`);
    await expectDocument(page, doc);
  });

  test('a historical path splits designation and year on the last dash', async ({ page }) => {
    const doc = historicalDocument(catalogue, 'MSA');
    await openSignedIn(page, 'ivy@example.com', `/DIGITAL_LIBRARY/historical/${encodeURIComponent(doc.designationNo)}.htm`);
    await expectDocument(page, doc);
  });

  test('a /DIGITAL_LIBRARY path naming an asset id opens that publication (002 §7)', async ({ page }) => {
    const [doc] = queryServerDb<{ contentCode: string; assetId: string }>(
      `select d.content_code as contentCode, d.asset_id as assetId from documents d join publishers p on p.id = d.publisher_id
        where p.code = 'MSA' and d.status = 'Active' and d.asset_id is not null and d.asset_id <> d.designation_no order by d.id limit 1`,
    );
    await openSignedIn(page, 'ivy@example.com', `/DIGITAL_LIBRARY/JOURNALS/PAGES/${encodeURIComponent(doc.assetId)}.htm`);
    await expect(page).toHaveURL(new RegExp(`/document\\?contentCode=${escapeRegExp(doc.contentCode)}$`));
  });

  test('a document of a publisher the account does not subscribe to shows no access, then home', async ({ page }) => {
    const doc = plainActiveDocument(catalogue, 'CTC');
    await openSignedIn(page, 'ivy@example.com', `/Standards/${encodeURIComponent(doc.designation)}`);
    // The dialog element itself is a zero-size positioning layer: judge it by its OK button.
    const ok = page.getByRole('dialog', { name: 'Not in your subscription' }).getByRole('button', { name: 'OK', exact: true });
    await expect(ok).toBeVisible();
    await ok.click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(welcomeHeading(page)).toBeVisible();
  });
});

test.describe('home’s ihsResolver parameter (000 §2.6)', () => {
  test('designation with year opens that edition at the given page', async ({ page }) => {
    const doc = historicalDocument(catalogue, 'TMB');
    await openSignedIn(
      page,
      'ivy@example.com',
      `/?ihsResolver=${encodeURIComponent(ihsResolver({ designation: doc.designation, year: yearOf(doc), page: '3' }))}`,
    );
    await expectDocument(page, doc, '3');
  });

  test('an unknown designation with a year falls back to content search for it', async ({ page }) => {
    await openSignedIn(
      page,
      'ivy@example.com',
      `/?ihsResolver=${encodeURIComponent(ihsResolver({ designation: UNKNOWN, year: '19' }))}`,
    );
    await expect(page).toHaveURL(new RegExp(`/content-search/\\?content=${UNKNOWN}&stype=A$`));
    await expect(page.getByText(`No results were found for “${UNKNOWN}”`, { exact: false })).toBeVisible();
  });

  test('a search term goes to content search with the year appended', async ({ page }) => {
    await openSignedIn(
      page,
      'ivy@example.com',
      `/?ihsResolver=${encodeURIComponent(ihsResolver({ search: 'steel', year: '2017' }))}`,
    );
    await expect(page).toHaveURL(/\/content-search\/\?content=steel-2017&stype=A$/);
  });
});
