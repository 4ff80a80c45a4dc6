import { expect, test, type Page } from '@playwright/test';
import { expectSignInPage, signIn, signOut, welcomeHeading } from './fixtures';
import { forgetSession, openSignedIn } from './signed-in';
import { queryServerDb as query } from './server-db';

// The service worker is part of what these journeys test (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: 'allow' });

/*
 * The Content Security Policy (src/server/plugins/security-headers.ts) holds
 * on every screen. A policy that blocks something often breaks a screen silently (a style that
 * does not apply, a worker that never starts), so each journey records every violation the
 * browser reports, in the page, its frames and its workers, and expects none.
 */

const IVY = 'ivy@example.com';
const SHOTS = '.tmp/csp-shots';

/** Collects CSP violations: the securitypolicyviolation event of every frame, and the browser's own console report. */
async function watchCsp(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.documentURI} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy|CSP violation/i.test(m.text())) found.push(`[${page.url()}] ${m.text()}`);
  });
  page.on('pageerror', (e) => {
    if (/Content Security Policy|EvalError|unsafe-eval/i.test(e.message)) found.push(`[${page.url()}] ${e.message}`);
  });
  return found;
}

/** The screen settled (its data arrived, or a few seconds passed: the reader keeps loading) and no violation so far. */
async function expectClean(page: Page, found: string[], screen: string) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  expect(found, `CSP violations on ${screen}`).toEqual([]);
}

/** An active en-US edition with a PDF and an HTML version that `email`'s account is subscribed to. */
function readableDocument(email: string): { contentCode: string; title: string } {
  const [doc] = query<{ contentCode: string; title: string }>(
    `select d.content_code as contentCode, d.title
       from documents d
      where d.status = 'Active' and d.language_code = 'en-US' and d.pdf_path is not null and d.html_path is not null
        and d.page_count >= 2
        and d.publisher_id in (
          select sp.publisher_id from subscription_products sp
            join account_subscriptions a on a.product_id = sp.id
            join user_entitlements ue on ue.account_id = a.account_id
            join users u on u.id = ue.user_id
           where u.email = ?)
      order by d.id limit 1`,
    email,
  );
  if (!doc) throw new Error(`no readable document for ${email}`);
  return doc;
}

test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'phone journeys');
});

test('a reader signs in, uses every screen of the library and signs out with no CSP violation', async ({ page }) => {
  test.setTimeout(180_000);
  const found = await watchCsp(page);

  await page.goto('/');
  await expectSignInPage(page);
  await expectClean(page, found, 'the sign-in page');

  await signIn(page, IVY);
  await expect(welcomeHeading(page)).toBeVisible();
  await expectClean(page, found, 'home');

  await page.goto('/content-search/?content=steel&stype=A');
  await expect(page.getByText(/results? for|No results were found/).first()).toBeVisible({ timeout: 30_000 });
  await expectClean(page, found, 'search');

  // The document reader: pdf.js (its worker, canvases, text layer, fonts), then the HTML frame.
  const doc = readableDocument(IVY);
  await page.goto(`/document?contentCode=${encodeURIComponent(doc.contentCode)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-page="1"] canvas')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-page="1"] .textLayer span').first()).toBeAttached({ timeout: 30_000 });
  await expectClean(page, found, 'the PDF tab');
  await page.screenshot({ path: `${SHOTS}/document-pdf.png` });

  await page.getByRole('combobox', { name: 'Document views' }).selectOption({ label: 'HTML' });
  const frame = page.frameLocator('iframe[title="Document text"]');
  await expect(frame.getByText(doc.title).first()).toBeVisible({ timeout: 30_000 });
  // The reader's typography (a <style> inside the frame) applies: headings take its colour.
  await expect(frame.locator('h2').first()).toHaveCSS('color', 'rgb(15, 61, 94)');
  await expectClean(page, found, 'the HTML tab');
  await page.screenshot({ path: `${SHOTS}/document-html.png` });

  for (const [path, heading] of [
    ['/compass-points-list', 'My compass points'],
    ['/groups', 'Groups'],
    ['/favorites', /favorites/i],
    ['/myAccount', 'My Account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible({ timeout: 30_000 });
    await expectClean(page, found, path);
  }

  // Sign-out runs through the provider's pages (its auto-posting form is allowed by hash).
  await page.goto('/');
  await expect(welcomeHeading(page)).toBeVisible({ timeout: 30_000 });
  await signOut(page);
  await expectSignInPage(page);
  await expectClean(page, found, 'sign-out and the sign-in page after it');
  forgetSession(IVY);
});

test("the operator's administration screens show no CSP violation", async ({ page }) => {
  test.setTimeout(120_000);
  const found = await watchCsp(page);
  // The platform operator signs in straight to the console.
  await signIn(page, 'ops@example.com', { landing: 'elsewhere' });
  await expect(page).toHaveURL(/\/admin\/health$/, { timeout: 30_000 });
  await expect(page.getByText('Overall status')).toBeVisible();
  await expectClean(page, found, '/admin/health');
  for (const view of ['Loggers', 'Audits']) {
    await page.getByRole('combobox', { name: 'Administration views' }).selectOption({ label: view });
    await expect(page).toHaveURL(new RegExp(`/admin/${view.toLowerCase()}$`));
    await expectClean(page, found, `/admin/${view.toLowerCase()}`);
  }
});

test("an account administrator's audits and the usage report (framed dashboard) show no CSP violation", async ({ page }) => {
  test.setTimeout(120_000);
  const found = await watchCsp(page);
  await openSignedIn(page, 'admin@example.com', '/admin/audits');
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expectClean(page, found, '/admin/audits');

  await page.goto('/usage-report');
  await expect(page.getByRole('heading', { name: 'Usage report', level: 1 })).toBeVisible({ timeout: 30_000 });
  const dashboard = page.frameLocator('iframe[title="Usage dashboard"]');
  await expect(dashboard.getByRole('heading', { name: /Usage report:/ })).toBeVisible({ timeout: 30_000 });
  await expectClean(page, found, 'the usage report');
});

test('the compass-point administrator’s list and report show no CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const found = await watchCsp(page);
  await openSignedIn(page, 'cpadmin@example.com', '/compass-points-admin-list');
  await expect(page.getByRole('heading', { name: 'Compass points of the account' })).toBeVisible({ timeout: 30_000 });
  await expectClean(page, found, 'the compass-point admin list');
  await page.goto('/compass-points-report');
  await expect(page.getByRole('heading', { name: 'Compass points report' })).toBeVisible({ timeout: 30_000 });
  await expectClean(page, found, 'the compass-point report');
});
