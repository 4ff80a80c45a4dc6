import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './signed-in';

// The service worker is part of what these journeys test (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });

/*
 * "Screens that need the network say so plainly instead of spinning." A phone journey
 * against the real server: a screen whose data was never saved on the device, opened offline.
 */

const SHOTS = process.env.OFFLINE_SHOTS ?? join(tmpdir(), 'bearing-offline-shots');

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
}

test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'phone journeys');
  test.setTimeout(120_000);
});

test.describe('a screen that needs the network says so instead of spinning', () => {
  test('groups opened offline explain why they wait, and load once the network is back', async ({ page, context }) => {
    await openSignedIn(page, 'ivy@example.com', '/');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    try {
      // An in-app navigation (the tokens stay in this tab); nothing of the groups screen is saved.
      await page.evaluate(() => {
        history.pushState({}, '', '/groups');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      const notice = page.getByTestId('needs-network');
      await expect(notice).toBeVisible({ timeout: 30_000 });
      await expect(notice).toContainText('needs the network');
      await expect(page.locator('svg.animate-spin')).toHaveCount(0);
      await page.screenshot({ path: join(SHOTS, 'needs-network-groups.png') });
    } finally {
      await context.setOffline(false);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('needs-network')).toHaveCount(0, { timeout: 30_000 });
  });
});
