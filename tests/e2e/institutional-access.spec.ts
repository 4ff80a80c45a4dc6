import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ORIGINS } from './env';
import { DEMO_PASSWORD, expectSignInPage, signOut, welcomeHeading } from './fixtures';

/*
 * Sign-in without a password (issue 19). The browser reaches the server from loopback, a proxy
 * TRUST_PROXY trusts by default, so X-Forwarded-For set on the context is the visitor's address.
 */

// Phone journeys per mode (issue 19); the account menu and the sign-in page are the same on a wide screen.
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'phone journey');
});

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

/** A hand-off link as `npm run demo:handoff -- <email>` prints it, for the journey server. */
function handoffLink(email: string, ...options: string[]): string {
  const out = execFileSync(
    'node',
    ['--import', 'tsx', 'src/server/operations/demo-handoff.ts', email, '--origin', ORIGINS.main, ...options],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      encoding: 'utf8',
    },
  );
  return out.trim().split('\n').pop()!;
}

test.describe('IP authentication: a visitor inside Carrow address range opens Bearing signed in', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.7' } });

  test('lands on Carrow company home with no password', async ({ page }) => {
    await page.goto('/');
    await expect(welcomeHeading(page)).toContainText(/CEL|Carrow Engineering Ltd/, { timeout: 30_000 });
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  });

  test('can still sign in personally from the account menu', async ({ page }) => {
    // Two sign-ins and a sign-out in between.
    test.slow();
    await page.goto('/');
    await expect(welcomeHeading(page)).toContainText(/CEL|Carrow Engineering Ltd/, { timeout: 30_000 });
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign in personally' }).click();
    await page.getByLabel('Email', { exact: true }).fill('ivy@example.com');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(welcomeHeading(page)).toContainText('Ivy Larsen', { timeout: 30_000 });
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
