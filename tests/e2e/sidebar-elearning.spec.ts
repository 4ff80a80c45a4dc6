import { expect, test } from '@playwright/test';
import { openSignedIn } from './signed-in';

/*
 * The sidebar's E-Learning entry (000 §2.5) runs the entitlement-status check before it opens:
 * an individual subscriber of the main publisher gets the tenant's training site in a new
 * window; a company user, whom the check answers 'no entitlement', gets the message instead.
 */

const TRAINING = 'https://learn.bearing.example/';

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'phone journey');
});

test.describe('Sidebar E-Learning opens after its entitlement check (000 §2.5)', () => {
  test('an entitled subscriber gets the training site in a new window', async ({ page, context }) => {
    // The training site is outside this machine's network: answer it here, to see that it was opened.
    await context.route(`${TRAINING}**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Training</title>' }),
    );
    await openSignedIn(page, 'ivy@example.com', '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const popup = context.waitForEvent('page');
    const check = page.waitForResponse((r) => r.url().includes('/api/entitlement/getElpEntitlementStatus'));
    await page.getByRole('button', { name: 'E-Learning' }).click();
    expect((await check).status()).toBe(200);
    const opened = await popup;
    await expect.poll(() => opened.url()).toBe(TRAINING);
    await opened.close();
  });

  test('a company user is told the subscription does not include it, and no window stays open', async ({ page, context }) => {
    await openSignedIn(page, 'carl@example.com', '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'E-Learning' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-learning' });
    await expect(dialog.getByText('Your subscription does not include e-learning.')).toBeVisible();
    await expect.poll(() => context.pages().length).toBe(1);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });
});
