import { expect, test } from '@playwright/test';
import { openSignedIn } from './signed-in';
import { queryServerDb as query } from './server-db';

/*
 * PDF notes are every reader's (001 §4 limits them to no user type): a company user reading
 * through the company's subscription notes a clause, and the note is there when the document
 * opens again.
 */

const CARL = 'carl@example.com';

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'phone journey');
});

test.describe('PDF notes: any reader of the document may note it (001 §4)', () => {
  test('a company user adds a note and finds it again', async ({ page }) => {
    const [doc] = query<{ id: number; contentCode: string }>(
      `select d.id, d.content_code as contentCode from documents d
        where d.status = 'Active' and d.language_code = 'en-US' and d.pdf_path is not null and d.page_count < 60
          and d.publisher_id in (select sp.publisher_id from subscription_products sp
            join account_subscriptions a on a.product_id = sp.id join user_entitlements ue on ue.account_id = a.account_id
            join users u on u.id = ue.user_id where u.email = ?)
        order by d.id desc limit 1`,
      CARL,
    );
    const url = `/document?contentCode=${encodeURIComponent(doc.contentCode)}`;
    await openSignedIn(page, CARL, url);
    const span = page
      .locator('[data-page="1"] .textLayer span')
      .filter({ hasText: /^[A-Za-z][^.]{30,}/ })
      .nth(1);
    await expect(span).toBeAttached({ timeout: 30_000 });
    await span.evaluate((el) => {
      el.scrollIntoView({ block: 'center' });
      const range = document.createRange();
      range.selectNodeContents(el);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    const text = `Company note ${Date.now()}`;
    await page.getByRole('button', { name: 'Add note to selection' }).click();
    await page.getByRole('dialog', { name: 'Add note' }).getByLabel('Note').fill(text);
    await page.getByRole('dialog', { name: 'Add note' }).getByRole('button', { name: 'Save' }).click();
    const highlight = page.locator(`[data-page="1"] button.pdfr-highlight[aria-label="${text}"]`).first();
    await expect(highlight).toBeAttached({ timeout: 15_000 });
    await expect
      .poll(
        () =>
          query<{ n: number }>(
            'select count(*) as n from pdf_notes n join users u on u.id = n.user_id where u.email = ? and n.document_id = ? and n.note = ?',
            CARL,
            doc.id,
            text,
          )[0].n,
        { timeout: 15_000 },
      )
      .toBe(1);
    await page.reload();
    await expect(page.locator(`[data-page="1"] button.pdfr-highlight[aria-label="${text}"]`).first()).toBeAttached({
      timeout: 30_000,
    });
  });
});
