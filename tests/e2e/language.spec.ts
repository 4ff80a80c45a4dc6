import { expect, test } from '@playwright/test';
import { chooseLanguage, signIn } from './fixtures';

// The language choice may be saved to the user's profile, so each project uses its own user
// and the two projects never race on one profile.
const USERS: Record<string, string> = { phone: 'owen.hale@example.com', desktop: 'priya.nandakumar@example.com' };

test.describe('interface language (002 language, 000 §3 languages)', () => {
  test('switching to Deutsch and to Arabic re-labels the app and turns Arabic right-to-left', async ({ page }, info) => {
    await signIn(page, USERS[info.project.name] ?? 'owen.hale@example.com');

    await chooseLanguage(page, /^Deutsch$/);
    await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await chooseLanguage(page, /^(العربية|Arabic)$/);
    await expect(page.locator('html')).toHaveAttribute('lang', /^ar/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // Leave the profile in English for the next run on the same data directory.
    await chooseLanguage(page, /^English$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
