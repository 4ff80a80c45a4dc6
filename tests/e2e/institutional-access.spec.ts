import { expect, test } from '@playwright/test';
import { handoffLink } from './handoff';
import { DEMO_PASSWORD, expectSignInPage, signOut, welcomeHeading } from './fixtures';
import { queryServerDb as query } from './server-db';

/*
 * Sign-in without a password. The browser reaches the server from loopback, a proxy
 * TRUST_PROXY trusts by default, so X-Forwarded-For set on the context is the visitor's address.
 */

// Phone journeys per mode; the account menu and the sign-in page are the same on a wide screen.
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'phone journey');
});

/** A document both Carrow's company user and Ivy may read: the central login comes back to it. */
function documentForCarrowAndIvy(): string {
  const rows = query<{ contentCode: string }>(
    `select d.content_code as contentCode from documents d
      where d.status = 'Active' and d.language_code = 'en-US' and d.pdf_path is not null
        and d.publisher_id in (select sp.publisher_id from subscription_products sp
              join account_subscriptions a on a.product_id = sp.id
              join user_entitlements ue on ue.account_id = a.account_id
              join users u on u.id = ue.user_id where u.email = 'carl@example.com')
        and d.publisher_id in (select sp.publisher_id from subscription_products sp
              join account_subscriptions a on a.product_id = sp.id
              join user_entitlements ue on ue.account_id = a.account_id
              join users u on u.id = ue.user_id where u.email = 'ivy@example.com')
      order by d.id limit 1`,
  );
  if (!rows[0]) throw new Error('no document both Carrow and Ivy may read');
  return rows[0].contentCode;
}

test.describe('the central login: company sessions sign in personally and come back (000 §2.5, §6; 001 §4)', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.7' } });

  test('Favorite on a document sends a company user to the central login; signing in there comes back to the document', async ({
    page,
  }) => {
    test.slow();
    const contentCode = documentForCarrowAndIvy();
    await page.goto(`/document?contentCode=${encodeURIComponent(contentCode)}`);
    const toolbar = page.getByRole('toolbar', { name: 'Document actions' });
    await toolbar.getByRole('button', { name: 'Favorite', exact: true }).click();
    await expect(page).toHaveURL(/\/central-login\?origin=.*&force=true&idToken=/);
    await expect(page.getByRole('heading', { name: 'Sign in with your own account' })).toBeVisible();
    await expect(page.getByText('Tracking and favorites are kept for a person')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in with my account' }).click();
    // The company session ends; the form shows although the address is still Carrow's.
    await page.getByLabel('Email', { exact: true }).fill('ivy@example.com');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/document\\?contentCode=${encodeURIComponent(contentCode)}`), { timeout: 30_000 });
    await expect(toolbar.getByRole('button', { name: 'Favorite', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Sign in / Register' })).toHaveCount(0);
  });

  test('the header offers Sign in / Register; Not now keeps the company session; a link off the site is refused', async ({
    page,
  }) => {
    await page.goto('/home/0');
    await expect(welcomeHeading(page)).toContainText(/CEL|Carrow Engineering Ltd/, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Sign in / Register' }).click();
    await expect(page).toHaveURL(/\/central-login\?origin=/);
    await expect(page.getByRole('heading', { name: 'Sign in / Register' })).toBeVisible();
    await expect(page.getByText('No account yet?')).toBeVisible();
    await page.getByRole('link', { name: 'Not now' }).click();
    await expect(welcomeHeading(page)).toContainText(/CEL|Carrow Engineering Ltd/);

    await page.goto('/central-login?origin=https%3A%2F%2Fevil.example%2F&force=true');
    await expect(page.getByRole('alert').filter({ hasText: 'does not lead back to a page of this library' })).toBeVisible({
      timeout: 30_000,
    });
  });
});

test.describe('IP authentication: outside every range, the ordinary sign-in', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.10' } });

  test('gets the form', async ({ page }) => {
    await page.goto('/');
    await expectSignInPage(page);
  });
});

test.describe('JWT hand-off: a partner link signs its user in', () => {
  // Each link is made by the demo script, a Node process of its own: seconds on a busy machine.
  test.slow();
  test('a hand-off link signs Carl in to Carrow home', async ({ page }) => {
    await page.goto(handoffLink('carl@example.com'));
    await expect(welcomeHeading(page)).toContainText(/CEL|Carrow Engineering Ltd/, { timeout: 30_000 });
  });

  test('a replayed link gets the error page, not a session', async ({ page, browser }) => {
    const link = handoffLink('carl@example.com');
    await page.goto(link);
    await expect(welcomeHeading(page)).toBeVisible({ timeout: 30_000 });
    const other = await browser.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { name: 'This link cannot sign you in' })).toBeVisible();
    await expect(other.getByText(/already been used/)).toBeVisible();
    await other.getByRole('link', { name: 'Continue' }).click();
    await expectSignInPage(other);
    await other.close();
  });

  test('an expired link gets the error page, not a session', async ({ page }) => {
    await page.goto(handoffLink('carl@example.com', '--expires-in', '-60'));
    await expect(page.getByRole('heading', { name: 'This link cannot sign you in' })).toBeVisible();
    await expect(page.getByText(/has expired/)).toBeVisible();
    await page.goto('/');
    await expectSignInPage(page);
  });
});

test.describe('APPLET hand-off: sign-out first shows the info dialog, and signs out only after OK (000 §2.5)', () => {
  test.slow();
  test('Escape keeps the user signed in; OK signs out', async ({ page }) => {
    await page.goto(handoffLink('carl@example.com', '--applet'));
    await expect(welcomeHeading(page)).toBeVisible({ timeout: 30_000 });
    await signOut(page);
    // The dialog element itself has no box (its sheet is fixed-positioned): its content shows it.
    const ok = page.getByRole('dialog', { name: 'Signing out' }).getByRole('button', { name: 'OK' });
    await expect(ok).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ok).toBeHidden();
    await expect(welcomeHeading(page)).toBeVisible();
    await signOut(page);
    await expect(ok).toBeVisible();
    // The sheet may still be sliding in on a slow phone: press its OK once it is there.
    await ok.dispatchEvent('click');
    await expectSignInPage(page);
  });
});
