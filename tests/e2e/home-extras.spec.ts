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
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'}`));
  });
  page.on('console', (m) => { if (/Content Security Policy|CSP violation/i.test(m.text())) found.push(m.text()); });
  return found;
}

test.describe('000 §3 application profile: a ribbon when an active profile is one of display-ribbon-on-profiles', () => {
  test('the main tenant, running its demo profile, says so on home; Northwind shows no ribbon', async ({ page }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, 'ivy@example.com', '/');
    const ribbon = page.getByRole('note', { name: 'Installation profile' });
    await expect(ribbon).toHaveText(/demo installation: not the production library/i);
    await page.screenshot({ path: 'test-results/home-ribbon.png' });
    await page.context().clearCookies();
    await signIn(page, 'nora@example.com', { origin: ORIGINS.northwind });
    await expect(page.getByRole('note', { name: 'Installation profile' })).toHaveCount(0);
  });
});

test.describe('000 §3 onetrust-script: the tenant consent script loads only when configured, within the Content Security Policy', () => {
  test('Northwind loads its consent script from its assets without a violation; the main tenant loads none', async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await watchCsp(page);
    await signIn(page, 'nora@example.com', { origin: ORIGINS.northwind });
    await expect(page.locator('html')).toHaveAttribute('data-consent-script', 'loaded');
    await expect(page.locator('script#onetrust-script')).toHaveAttribute('src', `${ORIGINS.northwind}/tenant-assets/northwind/consent.js`);
    expect(violations).toEqual([]);

    await page.context().clearCookies();
    await openSignedIn(page, 'ivy@example.com', '/');
    await expect(page.locator('script#onetrust-script')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-consent-script', /./);
  });
});
