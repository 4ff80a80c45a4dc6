import { expect, test } from '@playwright/test';
import { ORIGINS } from './env';
import { signIn, welcomeHeading } from './fixtures';

const NOT_AUTHORIZED = 'You are not authorized to access this page.';

const NOT_FOUND = 'The page does not exist.';

test.describe('white-label tenant by host (000 §1)', () => {
  test('nora signs in on northwind and sees the Northwind Press Library', async ({ page }) => {
    await signIn(page, 'nora@example.com', { origin: ORIGINS.northwind });
    await expect(page).toHaveTitle(/Northwind Press Library/);
  });

  test('user resources are for the main tenant only', async ({ page }) => {
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
    await signIn(page, 'ivy@example.com');
    // Admin compass points need the CP_ADMIN authority; ivy is a plain compass user.
    await page.goto('/compass-points-admin-list');
    await expect(page.getByText(NOT_AUTHORIZED)).toBeVisible();
    await page.goto('/');
    await expect(welcomeHeading(page)).toBeVisible();
  });
});

test.describe('every guard kind refuses the users it should (000 §2.4)', () => {
  const cases: { guard: string; email: string; path: string; origin?: string }[] = [
    { guard: 'group feature', email: 'carl@example.com', path: '/groups' },
    { guard: 'compass-point flag with non-company user', email: 'carl@example.com', path: '/compass-points-list' },
    { guard: 'content-share tenant feature', email: 'nora@example.com', path: '/sharedWithMe', origin: ORIGINS.northwind },
    { guard: 'authority list (ADMIN or REPORT_VIEW)', email: 'ivy@example.com', path: '/usage-report' },
    { guard: 'DRM viewing not allowed', email: 'drm@example.com', path: '/compass-points-report' },
  ];
  for (const c of cases) {
    test(`${c.guard}: ${c.email} on ${c.path}`, async ({ page }) => {
      await signIn(page, c.email, c.origin ? { origin: c.origin } : undefined);
      await page.goto(`${c.origin ?? ''}${c.path}`);
      await expect(page.getByText(NOT_AUTHORIZED)).toBeVisible();
    });
  }

  test('a user the guards let through is not told off (custom collection, ivy)', async ({ page }) => {
    await signIn(page, 'ivy@example.com');
    await page.goto('/custom-collections');
    // Past the guard: the collection screen itself, not the fallback or the alert.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
    await expect(page.getByText(NOT_AUTHORIZED)).toHaveCount(0);
  });

  test('/document under restricted (DRM) viewing redirects to /document-view, keeping the query', async ({ page }) => {
    await signIn(page, 'drm@example.com');
    await page.goto('/document?contentCode=abc');
    await expect(page).toHaveURL(/\/document-view\?contentCode=abc$/);
  });
});

test.describe('every screen names itself in the page title (000 §2.2)', () => {
  test('home, a list, a search and a document each give the tab and history their own title', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'one run is enough: titles do not depend on the viewport');
    await signIn(page, 'ivy@example.com');
    await expect(page).toHaveTitle('Home – Bearing');
    await page.goto('/favorites');
    await expect(page).toHaveTitle('My favorites – Bearing');
    await page.goto('/content-search/?content=bolt');
    await expect(page).toHaveTitle('bolt – All content – Bearing');
    await page.goto('/document?contentCode=msa-hb12-24');
    await expect(page).toHaveTitle('MSA HB12-24 – Document – Bearing', { timeout: 30_000 });
  });
});
