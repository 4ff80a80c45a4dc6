import fs from 'node:fs';
import AxeBuilder from './axe';
import { expect, test, type Page } from '@playwright/test';
import { readIso2709, readMarcXml, controlField } from '../helpers/marc-read';
import { openSignedIn } from './signed-in';

/*
 * Phone journeys of my account, custom collections and user resources (002 §2): edit the
 * profile with a US state and see it after a reload, download a collection document, and
 * download MARC records and read them back with an independent MARC library.
 */

const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/shots-account/${name}.png`, fullPage: false });

async function noHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

test.describe('phone journeys', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone journeys');

  test('edit my account: country US with a state, save, reload and see it; another country drops the state', async ({ page }) => {
    await openSignedIn(page, 'owen.hale@example.com', '/myAccount');
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(page.getByText('owen.hale@example.com')).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Address line 1').fill('77 Quay Road');
    await page.getByLabel('City').fill('Salem');
    await page.getByLabel('Country').selectOption('US');
    await expect(page.getByLabel('State')).toBeVisible();
    await page.getByLabel('State').selectOption('OR');
    await page.getByLabel('Phone').fill('+1 555 0142');
    await shot(page, 'edit');
    await noHorizontalScroll(page);
    await page.getByRole('button', { name: 'Save' }).click();
    // Save closes edit mode on success.
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(page.getByText('77 Quay Road')).toBeVisible();
    await page.reload();
    await expect(page.getByText('77 Quay Road')).toBeVisible();
    await expect(page.getByText('Salem')).toBeVisible();
    await expect(page.getByText('Oregon')).toBeVisible();
    await expect(page.getByText('United States')).toBeVisible();
    await shot(page, 'view');

    // Another country: no state select, and the state is saved empty.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Country').selectOption('CA');
    await expect(page.getByLabel('State')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Canada')).toBeVisible();
    await expect(page.getByText('Oregon')).toHaveCount(0);

    // Cancel restores what was saved.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('City').fill('Nowhere');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Salem')).toBeVisible();
    await expect(page.getByText('Nowhere')).toHaveCount(0);
  });

  test('custom collections: a card list on the phone, sort and page size, and a real PDF download per row', async ({ page }) => {
    await openSignedIn(page, 'ivy@example.com', '/custom-collections');
    await expect(page.getByRole('heading', { name: 'Custom Collection' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Custom Collection' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const perPage = await cards.count();
    expect(perPage).toBeGreaterThan(0);
    expect(perPage).toBeLessThanOrEqual(10);
    await expect(page.getByRole('table')).toBeHidden();
    await noHorizontalScroll(page);
    await shot(page, 'collections');

    const firstDesc = await cards.first().textContent();
    await page.getByLabel('Sort').selectOption('ALPHA_ASC');
    await expect(cards.first()).not.toHaveText(firstDesc ?? '');
    await page.getByLabel('Per page').selectOption('20');
    await expect(page).toHaveURL(/size=20/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      cards
        .first()
        .getByRole('button', { name: /^Download / })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('user resources: the index scrolls to a section, MARC records download and read back with marcjs', async ({ page }) => {
    await openSignedIn(page, 'ivy@example.com', '/user-resources');
    await expect(page.getByRole('heading', { name: 'User Resources', level: 1 })).toBeVisible();
    await noHorizontalScroll(page);
    await shot(page, 'resources-top');

    // The index scrolls the section below the header, with the offset.
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('button', { name: 'Tools for authors' }).click();
    const section = page.locator('#resources-authors');
    await expect(async () => {
      const top = await section.evaluate((el) => el.getBoundingClientRect().top);
      expect(Math.abs(top - 150)).toBeLessThan(4);
    }).toPass();

    await page.getByRole('navigation', { name: 'On this page' }).getByRole('button', { name: 'MARC records' }).click();
    await expect(page.getByLabel('Collection')).toBeVisible();
    await page.getByLabel('Collection').selectOption('MANUALS');
    await page.getByLabel('File format').selectOption('mrc');
    await shot(page, 'resources-marc');
    const [mrc] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download records' }).click(),
    ]);
    expect(mrc.suggestedFilename()).toBe('bearing-marc-manuals.mrc');
    const records = await readIso2709(fs.readFileSync((await mrc.path())!));
    expect(records.length).toBeGreaterThan(0);
    expect(records[0].leader.slice(9, 10)).toBe('a');
    expect(controlField(records[0], '003')).toBe('BEARING');

    await page.getByLabel('File format').selectOption('xml');
    const [xml] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download records' }).click(),
    ]);
    const text = fs.readFileSync((await xml.path())!, 'utf8');
    expect(text).toContain('xmlns="http://www.loc.gov/MARC21/slim"');
    expect((await readMarcXml(text)).map((r) => controlField(r, '001'))).toEqual(records.map((r) => controlField(r, '001')));

    // A help document is a real PDF.
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Terms of use' }).click()]);
    expect(
      fs
        .readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // 002 §8: a file that arrives empty is not saved; the tenant's no-PDF message shows instead.
    await page.route('**/api/documents/getHelpDocument**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/pdf', body: '' }),
    );
    let saved = false;
    page.on('download', () => {
      saved = true;
    });
    await page.getByRole('button', { name: 'Terms of use' }).click();
    const notice = page.getByRole('dialog', { name: 'PDF not available' });
    await expect(notice.getByRole('heading', { name: 'PDF not available' })).toBeVisible();
    await expect(notice.getByRole('link', { name: /@/ })).toBeVisible();
    expect(saved).toBe(false);
  });

  // One journey per screen: axe reads the whole page, which on a loaded machine can take most of a
  // journey's minute on its own.
  for (const path of ['/myAccount', '/custom-collections', '/user-resources']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await openSignedIn(page, 'ivy@example.com', path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ path, id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
      expect(serious).toEqual([]);
    });
  }
});

test('custom collections on a wide screen: a table with Designation, Title, Publisher and a download per row', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the wide-screen layout');
  await openSignedIn(page, 'ivy@example.com', '/custom-collections?size=20&sort=ALPHA_ASC');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Designation', 'Title', 'Publisher', 'Download']);
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  // The publisher column shows the part before the bar, never the stored code.
  await expect(table.getByRole('cell').filter({ hasText: '|' })).toHaveCount(0);
  await page.screenshot({ path: '.tmp/shots-account/collections-desktop.png' });
});

test('user resources on a wide screen: the side index stays beside the sections and scrolls with the wider offset', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the wide-screen layout');
  await openSignedIn(page, 'ivy@example.com', '/user-resources');
  const index = page.getByRole('navigation', { name: 'On this page' });
  await index.getByRole('button', { name: 'Tips for enhancing your role as a standards professional' }).click();
  const section = page.locator('#resources-tips');
  await expect(async () => {
    const top = await section.evaluate((el) => el.getBoundingClientRect().top);
    // 190 px below the top, unless the page cannot scroll that far.
    const atEnd = await page.evaluate(
      () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
    );
    expect(atEnd || Math.abs(top - 190) < 4).toBe(true);
  }).toPass();
  await expect(index).toBeInViewport();
  await page.screenshot({ path: '.tmp/shots-account/resources-desktop.png' });
});
