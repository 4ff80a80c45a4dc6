import { expect, test, type Page } from '@playwright/test';
import { ORIGINS } from './env';
import { signIn } from './fixtures';
import { openSignedIn } from './signed-in';

/*
 * Home extras of 000 §3: the profile ribbon of the application profile, and the tenant's consent
 * script (onetrust-script), loaded only when the tenant configures one, as an external file the
 * Content Security Policy allows (no inline script, no violation).
 */

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'phone journey');
});

/** Every Content Security Policy violation the page reports. */
async function watchCsp(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'}`),
    );
  });
  page.on('console', (m) => {
    if (/Content Security Policy|CSP violation/i.test(m.text())) found.push(m.text());
  });
  return found;
}

test.describe('000 §3 application profile: a ribbon when an active profile is one of display-ribbon-on-profiles', () => {
  test('the main tenant, running its demo profile, says so on home; Northwind shows no ribbon', async ({ page }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, 'ivy@example.com', '/');
    const ribbon = page.getByRole('note', { name: 'Not the production library' });
    await expect(ribbon).toHaveText(/demo installation/i);
    await page.screenshot({ path: 'test-results/home-ribbon.png' });
    await page.context().clearCookies();
    await signIn(page, 'nora@example.com', { origin: ORIGINS.northwind });
    await expect(page.getByRole('note', { name: 'Not the production library' })).toHaveCount(0);
  });
});

test.describe('000 §3 onetrust-script: the tenant consent script loads only when configured, within the Content Security Policy', () => {
  test('Northwind loads its consent script from its assets without a violation; the main tenant loads none', async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await watchCsp(page);
    await signIn(page, 'nora@example.com', { origin: ORIGINS.northwind });
    await expect(page.locator('html')).toHaveAttribute('data-consent-script', 'loaded');
    await expect(page.locator('script#onetrust-script')).toHaveAttribute(
      'src',
      `${ORIGINS.northwind}/tenant-assets/northwind/consent.js`,
    );
    expect(violations).toEqual([]);

    await page.context().clearCookies();
    await openSignedIn(page, 'ivy@example.com', '/');
    await expect(page.locator('script#onetrust-script')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-consent-script', /./);
  });
});

test.describe('000 §3 home groups: subscriptions (marketplace and your)', () => {
  test("Ivy's subscriptions tab shows her collections, then the marketplace with the tenant's sales contact", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, 'ivy@example.com', '/home/3');
    const yours = page.getByRole('region', { name: 'Your subscriptions' });
    await expect(yours.getByRole('link', { name: /Search this subscription/ }).first()).toBeVisible({ timeout: 30_000 });
    const market = page.getByRole('region', { name: 'Marketplace' });
    const ask = market.getByRole('link', { name: /^Ask about / });
    await expect(ask.first()).toHaveAttribute('href', 'mailto:sales@bearing.example');
    // A marketplace collection is not one of hers: it does not open the subscription search.
    await expect(market.getByRole('link', { name: /Search this subscription/ })).toHaveCount(0);
    await market.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/home-marketplace.png' });
  });
});

test.describe('000 §3 billboard: an account with the billboard setting shows its collections on home', () => {
  test("the Halvard account's home shows its collections as a billboard that opens the subscription search", async ({ page }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, 'admin@example.com', '/');
    const billboard = page.getByRole('region', { name: "Your library's collections" });
    const first = billboard.getByRole('link').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: 'test-results/home-billboard.png' });
    await first.click();
    await expect(page).toHaveURL(/\/mysubscription-search\/\?content=&stype=A&categories=/);
  });
  test('an account without the setting has no billboard', async ({ page }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, 'ivy@example.com', '/');
    // The billboard would follow the refinement nodes; an account without the setting never asks for them.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await expect(page.getByRole('region', { name: "Your library's collections" })).toHaveCount(0);
  });
});
