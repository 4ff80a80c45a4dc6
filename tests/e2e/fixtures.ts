import { expect, type Page } from '@playwright/test';
import { ORIGINS } from './env';

/** Every demo account's password (src/server/seed/people.ts). */
export const DEMO_PASSWORD = 'bearing-demo';

/** The home screen's welcome heading (000 §2.6). */
export function welcomeHeading(page: Page) {
  return page.getByRole('heading', { name: /Welcome back/ });
}

/**
 * Signs in through the server's sign-in page the way a user does: open the app, fill Email and
 * Password, press Sign in. Waits for the home screen unless `landing` says the user lands
 * elsewhere (switch-account page, licence dialog).
 */
export async function signIn(
  page: Page,
  email: string,
  options: { origin?: string; landing?: 'home' | 'elsewhere' } = {},
): Promise<void> {
  const origin = options.origin ?? ORIGINS.main;
  await page.goto(`${origin}/`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if ((options.landing ?? 'home') === 'home') await expect(welcomeHeading(page)).toBeVisible({ timeout: 30_000 });
}

/** True on the phone project: help, language and more live in the sidebar below 768 px. */
export function isSmallScreen(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Opens the account menu in the header and signs out. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: /sign out/i }).click();
}

/**
 * Chooses an interface language from the header (desktop) or the sidebar (phone). The
 * controls are found without their (translated) names: after the first switch they are no
 * longer English. Language names are shown in their own language, so `label` is stable.
 */
export async function chooseLanguage(page: Page, label: RegExp): Promise<void> {
  const header = page.getByRole('banner');
  if (isSmallScreen(page)) {
    // The menu toggle is the header's first button.
    await header.getByRole('button').first().click();
  } else {
    // "Language: English, EN" / "اللغة: العربية، AR": the name ends with a comma and the code.
    await header.getByRole('button', { name: /[,،，]\s*[A-Z]{2}(-[A-Za-z]+)?$/ }).click();
  }
  await page.getByText(label).last().click();
}

/** The sign-in page's form, used to prove that a user is signed out. */
export async function expectSignInPage(page: Page): Promise<void> {
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}
