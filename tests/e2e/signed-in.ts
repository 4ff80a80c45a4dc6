import { expect, type Cookie, type Page } from '@playwright/test';
import { signIn, welcomeHeading } from './fixtures';

/*
 * Journeys that are not about signing in start signed in: the first journey of a worker signs
 * a user in through the form, later ones reuse that browser session's cookies (the provider
 * session signs the app in silently), which keeps the search journeys fast.
 */
const sessions = new Map<string, Cookie[]>();

/**
 * Opens `path` signed in as `email` (the sign-in form the first time in this worker). Waits for
 * the home screen when `path` is home.
 */
export async function openSignedIn(page: Page, email: string, path = '/'): Promise<void> {
  const cookies = sessions.get(email);
  if (cookies) {
    await page.context().addCookies(cookies);
  } else {
    await signIn(page, email);
    sessions.set(email, await page.context().cookies());
    if (path === '/') return;
  }
  await page.goto(path);
  if (path === '/') await expect(welcomeHeading(page)).toBeVisible({ timeout: 30_000 });
}

/**
 * A journey that signs `email` out ends the provider session the cached cookies point at: forget
 * them, so the next journey of this worker signs in through the form again.
 */
export function forgetSession(email: string): void {
  sessions.delete(email);
}
