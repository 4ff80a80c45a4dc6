import AxeBuilder from './axe';
import { expect, test } from '@playwright/test';
import { isSmallScreen, signIn } from './fixtures';
import { openSignedIn } from './signed-in';

/*
 * Administration and usage report journeys (002 §2): the platform operator changes a
 * logger's level and reads it back in every tenant's audit list; a customer account's
 * administrator sees that account's audits and mail, and nothing of the process; the usage
 * report charts the events the server recorded.
 */

const ADMIN = 'admin@example.com';
const OPS = 'ops@example.com';
const shots = (name: string) => `.tmp/admin-shots/${name}.png`;

/** Picks an administration view: a select on phones, a tab on wider screens. */
async function chooseView(page: import('@playwright/test').Page, name: string) {
  if (isSmallScreen(page)) await page.getByRole('combobox', { name: 'Administration views' }).selectOption({ label: name });
  else await page.getByRole('tab', { name }).click();
}

/** The view names the screen offers (the phone's select or the wider screen's tabs). */
async function offeredViews(page: import('@playwright/test').Page): Promise<string[]> {
  if (isSmallScreen(page)) return page.getByRole('combobox', { name: 'Administration views' }).locator('option').allInnerTexts();
  return page.getByRole('tab').allInnerTexts();
}

test("the platform operator changes a logger level and reads every tenant's audit list", async ({ page }) => {
  // The operator belongs to no customer account: signing in opens the operator's console.
  await signIn(page, OPS, { landing: 'elsewhere' });
  await expect(page).toHaveURL(/\/admin\/health$/, { timeout: 30_000 });
  await expect(page.getByText('Platform operations')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
  await expect(page.getByText("Every tenant and account, and this server's process.")).toBeVisible();
  await expect(page.getByText('Overall status')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Disk space/ })).toBeVisible();
  expect(await offeredViews(page)).toEqual([
    'Health',
    'Metrics',
    'Thread dump',
    'Loggers',
    'Configuration',
    'Audits',
    'Mail outbox',
    'Imports',
  ]);
  // The console is a screen of its own: it gets the accessibility check every screen gets.
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: shots('health'), fullPage: false });

  await chooseView(page, 'Loggers');
  await expect(page).toHaveURL(/\/admin\/loggers$/);
  await page.getByLabel('Filter loggers').fill('api.documents');
  const level = page.getByRole('combobox', { name: 'Level of bearing.api.documents' });
  await expect(level).toBeVisible();
  await level.selectOption('DEBUG');
  await expect(page.getByText('Logger bearing.api.documents set to DEBUG.')).toBeVisible();
  await expect(level).toHaveValue('DEBUG');
  await page.screenshot({ path: shots('loggers') });

  await chooseView(page, 'Audits');
  await expect(page).toHaveURL(/\/admin\/audits$/);
  const list = page.getByRole('list', { name: 'Audit events' });
  const change = list.getByRole('listitem').filter({ hasText: 'LOGGER_LEVEL_CHANGED' }).first();
  await expect(change).toContainText(OPS);
  await expect(change).toContainText('logger=bearing.api.documents');
  await expect(change).toContainText('Tenant: bearing');
  await expect(list.getByText('AUTHENTICATION_SUCCESS').first()).toBeVisible();
  await expect(page.getByText(/of \d+ events/)).toBeVisible();
  await page.getByLabel('Sort by').selectOption({ label: 'Event type A–Z' });
  // Other journeys add events of their own: check the order, not which type comes first.
  await expect(async () => {
    const types = (await list.getByRole('listitem').allInnerTexts()).map((text) => /\b[A-Z][A-Z_]{3,}\b/.exec(text)?.[0] ?? '');
    expect(types.length).toBeGreaterThan(1);
    expect(types).toEqual([...types].sort());
  }).toPass();
  await page.screenshot({ path: shots('audits') });

  // Put the level back so other journeys log as configured.
  await chooseView(page, 'Loggers');
  await page.getByLabel('Filter loggers').fill('api.documents');
  // The first option inherits from ROOT again.
  await page.getByRole('combobox', { name: 'Level of bearing.api.documents' }).selectOption({ index: 0 });
  await expect(page.getByText('Logger bearing.api.documents set to inherited.')).toBeVisible();

  // Any other address of the app is the console's first view; the operator signs out from its bar.
  await page.goto('/favorites');
  await expect(page).toHaveURL(/\/admin\/health$/);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible({ timeout: 30_000 });
});

test("a customer account's administrator sees that account's audits and mail, not the process", async ({ page }) => {
  await openSignedIn(page, ADMIN, '/admin');
  // The process views are not offered; an address naming one goes to the account's audits.
  await expect(page).toHaveURL(/\/admin\/audits$/);
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
  await expect(page.getByText('Sign-ins, changes and mail of Halvard Structural Group only.')).toBeVisible();
  expect(await offeredViews(page)).toEqual(['Audits', 'Mail outbox']);
  const list = page.getByRole('list', { name: 'Audit events' });
  await expect(
    list.getByRole('listitem').filter({ hasText: 'AUTHENTICATION_SUCCESS' }).filter({ hasText: ADMIN }).first(),
  ).toBeVisible();
  // The operator's sign-ins and changes are the platform's, never a customer's.
  await expect(list.getByText(OPS)).toHaveCount(0);
  await expect(list.getByText('LOGGER_LEVEL_CHANGED')).toHaveCount(0);
  await expect(page.getByText(/^Tenant:/)).toHaveCount(0);
  await page.screenshot({ path: shots('account-audits') });

  await page.goto('/admin/loggers');
  await expect(page).toHaveURL(/\/admin\/audits$/);
  await expect(page.getByText('Overall status')).toHaveCount(0);
  await chooseView(page, 'Mail outbox');
  await expect(page).toHaveURL(/\/admin\/mail$/);
  await expect(page.getByText(/Mails in the outbox: \d+|The outbox is empty\./).first()).toBeVisible();
});

test('usage report charts the events the server recorded for the selected account', async ({ page }) => {
  // A search is a recorded usage event of the admin's account.
  await openSignedIn(page, ADMIN, '/content-search/?content=steel&stype=A');
  // The result count (or the no-results text) shows once the search call has answered.
  await expect(page.getByText(/results? for|No results were found/).first()).toBeVisible({ timeout: 30_000 });

  await page.goto('/usage-report');
  await expect(page.getByRole('heading', { name: 'Usage report', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Start date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const dashboard = page.frameLocator('iframe[title="Usage dashboard"]');
  await expect(dashboard.getByRole('heading', { name: 'Usage report: Halvard Structural Group' })).toBeVisible();
  const searches = dashboard.locator('li[data-kind="search"] strong');
  await expect(searches).not.toHaveText('0');
  await expect(dashboard.getByRole('img', { name: /Usage per day/ })).toBeVisible();
  await expect(dashboard.locator('svg rect[data-kind="search"]').first()).toBeAttached();
  await page.screenshot({ path: shots('usage'), fullPage: false });
  await page.locator('iframe[title="Usage dashboard"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots('usage-chart'), fullPage: false });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Database report (TSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^DR_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.tsv$/);
});
