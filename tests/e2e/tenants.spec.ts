import { expect, test } from '@playwright/test';
import { ORIGINS } from './env';
import { signIn, welcomeHeading } from './fixtures';

const NOT_AUTHORIZED = 'You are not authorized to access this page.';

// The guards exist (src/app/app/route-access.ts) but their screens are not in the route table
// yet (src/app/app/router.tsx), so these paths show the fallback screen today. Remove the
// fixme when /user-resources and /compass-points-admin-list are registered with guardedRoute.
const GUARDED_SCREENS_PENDING = 'guarded screens not yet registered in router.tsx';

test.describe('white-label tenant by host (000 §1)', () => {
  test('nora signs in on northwind and sees the Northwind Press Library', async ({ page }) => {
    await signIn(page, 'nora@example.com', { origin: ORIGINS.northwind });
    await expect(page).toHaveTitle(/Northwind Press Library/);
  });

  test('user resources are for the main tenant only', async ({ page }) => {
    test.fixme(true, GUARDED_SCREENS_PENDING);
    await signIn(page, 'nora@example.com', { origin: ORIGINS.northwind });
    await page.goto(`${ORIGINS.northwind}/user-resources`);
    await expect(page.getByText(NOT_AUTHORIZED)).toBeVisible();
  });
});

test.describe('unknown tenant (000 §2.4)', () => {
  test('an unknown host shows the proxy-setup error page with its instructions link', async ({ page }) => {
    await page.goto(`${ORIGINS.unknown}/`);
    await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/proxy/i).first()).toBeVisible();
    await expect(page.getByRole('link').first()).toBeVisible();
    // No sign-in form: there is no tenant to sign in to.
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  });
});

test.describe('route table fallbacks and guards (000 §2.1, §2.4)', () => {
  test('an unknown path shows the fallback screen', async ({ page }) => {
    await signIn(page, 'ivy@example.com');
    await page.goto('/no-such-page');
    await expect(page.getByText('The page does not exist.')).toBeVisible();
  });

  test('a guarded path the user lacks shows the not-authorized alert', async ({ page }) => {
    test.fixme(true, GUARDED_SCREENS_PENDING);
    await signIn(page, 'ivy@example.com');
    // Admin compass points need the CP_ADMIN authority; ivy is a plain compass user.
    await page.goto('/compass-points-admin-list');
    await expect(page.getByText(NOT_AUTHORIZED)).toBeVisible();
    await page.goto('/');
    await expect(welcomeHeading(page)).toBeVisible();
  });
});
