import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT, ORIGINS } from './env';
import { DEMO_PASSWORD, expectSignInPage, welcomeHeading } from './fixtures';

/*
 * Single sign-on (000 §2.5, §4) through the embedded company IdP that `npm start`
 * runs on idp.localhost for Carrow Engineering Ltd (main tenant) and Saltmarsh Shipyards
 * (Northwind Press): a real second OpenID provider, no mock.
 */

// Phone journeys per mode; the account menu and the sign-in page are the same on a wide screen.
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'phone journey');
});

const require = createRequire(import.meta.url);

/**
 * Gives an already provisioned user a second entitlement in the journey server's database, so
 * the account menu would offer Switch Account to anyone but an SSO user.
 */
function entitle(email: string, accountId: number): void {
  const Database = require('better-sqlite3') as new (path: string) => {
    prepare(sql: string): { run(...p: unknown[]): unknown };
    close(): void;
  };
  const db = new Database(join(process.env.E2E_DATA_DIR!, 'bearing.sqlite'));
  try {
    db.prepare('INSERT INTO user_entitlements (user_id, account_id) SELECT id, ? FROM users WHERE email = ?').run(
      accountId,
      email,
    );
  } finally {
    db.close();
  }
}

test.describe('single sign-on through the company IdP (000 §4)', () => {
  test("a company e-mail goes to the IdP, signs in there, and lands on Carrow's home signed in; no switch account; sign-out informs first", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign in with Carrow Engineering Ltd' })).toBeVisible({ timeout: 30_000 });
    // The e-mail's domain decides: no password typed on Bearing's page.
    await page.getByLabel('Email', { exact: true }).fill('dana.reyes@carrow.example');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`^http://idp\\.localhost:${E2E_PORT}/interaction/`));
    await expect(page.getByText('Carrow Engineering Ltd')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('dana.reyes@carrow.example');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(welcomeHeading(page)).toContainText('Dana Reyes', { timeout: 30_000 });
    expect(new URL(page.url()).host).toBe(`localhost:${E2E_PORT}`);

    // Entitled to a second account, she still works in the account her IdP vouched for.
    entitle('dana.reyes@carrow.example', 3);
    await page.reload();
    await expect(welcomeHeading(page)).toContainText('Dana Reyes', { timeout: 30_000 });
    await page.getByRole('button', { name: /account menu/i }).click();
    await expect(page.getByRole('menuitem', { name: /sign out/i })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /switch account/i })).toHaveCount(0);

    // Sign-out shows the SSO info first; Escape keeps her signed in, only OK signs out.
    await page.getByRole('menuitem', { name: /sign out/i }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('You signed in through your organisation (single sign-on).')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(welcomeHeading(page)).toBeVisible();

    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: /sign out/i }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expectSignInPage(page);
  });

  test("on the white-label tenant a company e-mail goes to the IdP as Saltmarsh's client and lands on Northwind's home signed in", async ({
    page,
  }) => {
    await page.goto(`${ORIGINS.northwind}/`);
    await expect(page.getByRole('link', { name: 'Sign in with Saltmarsh Shipyards' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Sign in with Carrow Engineering Ltd' })).toHaveCount(0);
    await page.getByLabel('Email', { exact: true }).fill('maren.holt@saltmarsh.example');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`^http://idp\\.localhost:${E2E_PORT}/interaction/`));
    await expect(page.getByText('Saltmarsh Shipyards')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('maren.holt@saltmarsh.example');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(welcomeHeading(page)).toContainText('Maren Holt', { timeout: 30_000 });
    expect(new URL(page.url()).host).toBe(`northwind.localhost:${E2E_PORT}`);
    await expect(page).toHaveTitle(/Northwind Press Library/);
  });

  test('a company user whose directory entry has no names is told the profile cannot be completed here, then signed out (progressive profiling)', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByLabel('Email', { exact: true }).fill('sam.okafor@carrow.example');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^http://idp\\.localhost:${E2E_PORT}/interaction/`));
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    // No profile-completion address is configured for the demo tenant: the message, then sign-out.
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Your profile is missing details we need')).toBeVisible({ timeout: 30_000 });
    await expect(welcomeHeading(page)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expectSignInPage(page);
  });
});
