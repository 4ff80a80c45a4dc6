import { expect, test } from '@playwright/test';
import { expectSignInPage, signIn, signOut, welcomeHeading } from './fixtures';

test.describe('sign-in and sign-out (000 §4 session start, logout)', () => {
  test('ivy signs in to home and signs out from the account menu', async ({ page }) => {
    await signIn(page, 'ivy@example.com');
    await expect(welcomeHeading(page)).toContainText('Ivy Larsen');

    await signOut(page);
    await expectSignInPage(page);

    // The provider session ended too: opening the app asks to sign in again.
    await page.goto('/');
    await expectSignInPage(page);
  });

  test('a launch (a new window, as the installed app starts) is signed in without a redirect; after sign-out it is not', async ({
    page,
    context,
  }) => {
    await signIn(page, 'ivy@example.com');
    const launch = await context.newPage();
    const redirects: string[] = [];
    launch.on('request', (r) => {
      if (r.isNavigationRequest() && /\/authorize|\/implicit\/callback/.test(r.url())) redirects.push(r.url());
    });
    await launch.goto('/');
    await expect(welcomeHeading(launch)).toContainText('Ivy Larsen');
    // src/README.md §4: the kept sign-in answers the launch; the app boots once.
    expect(redirects).toEqual([]);
    await launch.close();

    await signOut(page);
    await expectSignInPage(page);
    // Sign-out wiped the kept sign-in with the rest of the user's data: a launch must sign in.
    const after = await context.newPage();
    await after.goto('/');
    await expectSignInPage(after);
  });

  test('a signed-out first visit reaches the sign-in form without loading the app, and signs in to home', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await expectSignInPage(page);
    // Only the signed-out start: neither the app's start-up code nor the sign-in library, whose
    // download on a slow link came before the form.
    expect(scripts.some((s) => /\/assets\/signedOut-/.test(s))).toBe(true);
    expect(scripts.filter((s) => /\/assets\/(index|auth0-spa-js)[-.]/.test(s))).toEqual([]);
    await page.getByLabel('Email', { exact: true }).fill('ivy@example.com');
    await page.getByLabel('Password', { exact: true }).fill('bearing-demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(welcomeHeading(page)).toContainText('Ivy Larsen', { timeout: 30_000 });
  });

  test('a sign-out link opened from elsewhere asks first: Stay signed in keeps the session, Sign out ends it', async ({
    page,
  }) => {
    await signIn(page, 'ivy@example.com');
    // A typed, bookmarked or cross-site link is not a page of the app: nothing ends without a click.
    await page.goto('/v2/logout');
    await expect(page.getByRole('heading', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByText('Do you want to sign out of')).toBeVisible();
    await page.getByRole('link', { name: 'Stay signed in' }).click();
    await expect(welcomeHeading(page)).toBeVisible({ timeout: 30_000 });

    await page.goto('/v2/logout');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectSignInPage(page);
    await page.goto('/');
    await expectSignInPage(page);
  });

  test('a wrong password is refused on the sign-in page', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email', { exact: true }).fill('ivy@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('The email or password is not right.')).toBeVisible();
  });
});

test.describe('each demo account lands where its session rules say (000 §2.4, §2.6)', () => {
  test('a company user is welcomed with the company acronym or name', async ({ page }) => {
    await signIn(page, 'carl@example.com');
    await expect(welcomeHeading(page)).toContainText(/CEL|Carrow Engineering Ltd/);
  });

  for (const email of ['admin@example.com', 'cpadmin@example.com', 'drm@example.com']) {
    test(`${email} lands on home`, async ({ page }) => {
      await signIn(page, email);
      await expect(welcomeHeading(page)).toBeVisible();
    });
  }

  test('a multi-account user chooses an account on the switch-account page', async ({ page }) => {
    await signIn(page, 'multi@example.com', { landing: 'elsewhere' });
    const choices = page.getByRole('button', { name: /select/i });
    await expect(choices).toHaveCount(3, { timeout: 30_000 });
    // Originating IP address (IPv4 or IPv6 loopback in this harness) and a tech-support mail link.
    await expect(page.getByText(/\b\d{1,3}(\.\d{1,3}){3}\b|::1|::ffff:/).first()).toBeVisible();
    await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();

    await choices.first().click();
    await expect(welcomeHeading(page)).toBeVisible({ timeout: 30_000 });
  });

  test('an account without the licence agreement sees it, with the footer raised while open', async ({ page }) => {
    await signIn(page, 'lca@example.com', { landing: 'elsewhere' });
    // The dialog element itself may be a zero-size positioning layer: judge it by its Close button.
    const close = page.getByRole('dialog').getByRole('button', { name: /close/i }).last();
    await expect(close).toBeVisible({ timeout: 30_000 });
    const footer = page.locator('footer').first();
    await expect(footer).toHaveCSS('z-index', '1032');

    await close.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(footer).toHaveCSS('z-index', '1029');
  });
});

test.describe('a screen that cannot load shows the unexpected-error screen (000 §8, §9)', () => {
  // The search screen's own chunk (not search-rules-…, search-url-…, which home loads too).
  const searchScreenChunk = /\/assets\/search-[\w-]{8}\.js$/;
  // A chunk that cannot load comes from the network: once the service worker controls the page
  // it answers from its precache, which a route cannot fail, so the journey runs without one.
  test.use({ serviceWorkers: 'block' });

  test('the error screen replaces the app; Back returns to home, and Try again loads the screen once the code arrives', async ({
    page,
  }) => {
    await signIn(page, 'ivy@example.com');
    await page.route(searchScreenChunk, (route) => route.abort('internetdisconnected'));
    const box = page.getByRole('search', { name: 'Search the library' }).getByRole('combobox', { name: 'Search term' });
    await box.fill('valve');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'An unexpected error has occurred.' })).toBeVisible();
    await expect(page).toHaveURL(/content-search/);

    // Another page clears the error screen.
    await page.goBack();
    await expect(welcomeHeading(page)).toBeVisible();

    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'An unexpected error has occurred.' })).toBeVisible();
    await page.unroute(searchScreenChunk);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /results? for/ })).toBeVisible();
  });
});
