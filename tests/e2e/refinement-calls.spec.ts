import { expect, test, type Request } from '@playwright/test';
import { escapeRegExp } from './catalogue';
import { openSignedIn } from './signed-in';
import { queryServerDb as query } from './server-db';

/*
 * The refinement calls of 000 §7 the search screen makes: the subscription search lists the
 * account's subscribed publishers from GET refinement-nodes (a refinement tree, cached for
 * 720000 ms), and the Category section's first level comes from the top-level count call.
 */

const IVY = 'ivy@example.com';

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'phone journey');
});

/** Names of the publishers Ivy's account subscribes to that have documents. */
function subscribedPublisherNames(): string[] {
  return query<{ name: string }>(
    `select distinct p.name as name from publishers p
       join subscription_products sp on sp.publisher_id = p.id join account_subscriptions a on a.product_id = sp.id
       join user_entitlements ue on ue.account_id = a.account_id join users u on u.id = ue.user_id
      where u.email = ? and exists (select 1 from documents d where d.publisher_id = p.id)`,
    IVY,
  ).map((r) => r.name);
}

test.describe('000 §7 refinement nodes and top-level counts, where the search screen uses them', () => {
  test('the subscription search lists the subscribed publishers from the refinement nodes; Category has its top-level counts', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const calls: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) calls.push(r);
    });
    await openSignedIn(page, IVY, '/mysubscription-search/?content=&stype=A');
    await page.getByRole('button', { name: 'Refine', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Refine results' });
    const names = subscribedPublisherNames();
    expect(names.length).toBeGreaterThan(1);
    const publisherBox = panel.getByRole('checkbox', { name: new RegExp(`^(${names.map(escapeRegExp).join('|')})\\s*\\d+$`) });
    await expect(publisherBox.first()).toBeVisible({ timeout: 60_000 });
    await expect(panel.getByRole('button', { name: /^Category/ })).toBeVisible();
    await page.screenshot({ path: 'test-results/refinement-calls.png' });

    expect(
      calls.some(
        (r) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/documents/entitled-documents/refinement-nodes',
      ),
    ).toBe(true);
    const topLevel = calls.filter(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/documents/entitled-documents/search/top-level/count',
    );
    expect(topLevel.map((r) => (r.postDataJSON() as { section: string }).section)).toContain('Category');
  });

  test('the content search asks the top-level counts of the Category section', async ({ page }) => {
    test.setTimeout(150_000);
    const topLevel = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/documents/search/top-level/count',
      { timeout: 60_000 },
    );
    await openSignedIn(page, IVY, '/content-search/?content=standard&stype=A');
    // On a phone the refinements live in a sheet, which asks its counts when it opens.
    await page.getByRole('button', { name: 'Refine', exact: true }).click();
    expect((await topLevel).postDataJSON() as { section: string; keywords: string }).toEqual(
      expect.objectContaining({ section: 'Category', keywords: 'standard' }),
    );
  });
});
