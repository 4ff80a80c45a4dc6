import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { escapeRegExp, plainActiveDocument, readCatalogue, type CatalogueDocument } from './catalogue';
import { isSmallScreen } from './fixtures';
import { openSignedIn } from './signed-in';

/*
 * Search journeys (000 §2.3, §2.6, §4, §5) against the real server and its seeded
 * 60-document catalogue. Designations come from the seeded database, never from copies.
 */

let catalogue: CatalogueDocument[];
test.beforeAll(() => {
  catalogue = readCatalogue();
});

/** The search form: the hero's on / and /home/, the header's elsewhere (the hero's home hides the header one). */
function searchForm(page: Page) {
  return page.getByRole('search', { name: 'Search the library' });
}

function searchInput(page: Page) {
  return searchForm(page).getByRole('combobox', { name: 'Search term' });
}

/** The results heading, "N results for “term”"; resolves to N. */
async function resultCount(page: Page): Promise<number> {
  const heading = page.getByRole('heading', { level: 1, name: /results? for/ });
  await expect(heading).toBeVisible();
  // The count is 0 while the first page loads: wait until the screen is no longer busy.
  await expect(page.locator('section[aria-busy="false"]')).toBeVisible();
  const text = (await heading.textContent()) ?? '';
  return Number(/^(\d+)/.exec(text.trim())?.[1] ?? NaN);
}

/** A document in a result list, a link to its address: its name starts with the designation, then a space. */
function openButton(scope: Page | ReturnType<Page['locator']>, designationNo: string) {
  return scope.getByRole('link', { name: new RegExp(`^${escapeRegExp(designationNo)}(?![\\d/-])`) }).first();
}

/** A type-ahead suggestion (an option of the search box, not a link): its name starts with the designation. */
function suggestionButton(scope: ReturnType<Page['locator']>, designationNo: string) {
  return scope.getByRole('button', { name: new RegExp(`^${escapeRegExp(designationNo)}(?![\\d/-])`) }).first();
}

/** A home card, a link: its name reads "MSA · Standard Active A102-17 Title …", the designation inside. */
function cardButton(scope: ReturnType<Page['locator']>, designationNo: string) {
  return scope.getByRole('link', { name: new RegExp(`(^|\\s)${escapeRegExp(designationNo)}(?![\\d/-])`) });
}

/** The element is what a tap at its centre reaches: nothing paints over it. */
async function expectOnTop(locator: ReturnType<Page['locator']>) {
  const covering = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return top && !el.contains(top) ? top.outerHTML.slice(0, 120) : null;
  });
  expect(covering, 'an element paints over it').toBeNull();
}

/**
 * Users whose "recently accessed" list no other journey of this run touches, one per project,
 * so parallel opens elsewhere cannot push the opened document out of the six cards.
 */
function ownIndividualUser(info: TestInfo): string {
  return info.project.name === 'phone' ? 'owen.hale@example.com' : 'priya.nandakumar@example.com';
}

test.describe('search by designation from home and open the result (000 §2.6, §4 document open)', () => {
  test('a designation search from the hero opens the document and it shows in Recently accessed', async ({ page }, info) => {
    const doc = plainActiveDocument(catalogue, 'MSA');
    await openSignedIn(page, ownIndividualUser(info));

    await searchForm(page).getByRole('combobox', { name: 'Search type' }).selectOption({ label: 'Designation' });
    await searchInput(page).fill(doc.designationNo);
    await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(
      new RegExp(`/content-search/\\?content=${escapeRegExp(encodeURIComponent(doc.designationNo))}&stype=D`),
    );
    expect(await resultCount(page)).toBeGreaterThanOrEqual(1);
    // A real link (long-press, new tab, copy), named "designation title" with a space between.
    const result = openButton(page, doc.designationNo);
    await expect(result).toHaveAttribute('href', `/document?contentCode=${encodeURIComponent(doc.contentCode)}`);
    await expect(result).toHaveAccessibleName(new RegExp(`^${escapeRegExp(doc.designationNo)} \\S`));
    await openButton(page, doc.designationNo).click();
    await expect(page).toHaveURL(new RegExp(`/document\\?contentCode=${escapeRegExp(doc.contentCode)}$`));

    await page.goto('/');
    const recent = page.getByRole('tabpanel', { name: 'Recently accessed' });
    await expect(cardButton(recent, doc.designationNo)).toBeVisible();
  });

  test('a home tab (where the logo leads) keeps one search box, and it searches', async ({ page }) => {
    await openSignedIn(page, 'ivy@example.com', '/home/0');
    await expect(searchForm(page)).toHaveCount(1);
    await searchInput(page).fill('bolt');
    await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/content-search\/\?content=bolt/);
  });

  test('a term under 2 characters is refused in place', async ({ page }) => {
    await openSignedIn(page, 'ivy@example.com');
    await searchInput(page).fill(' a ');
    await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(searchForm(page).getByRole('alert')).toHaveText('Enter at least 2 characters to search.');
    await expect(page).not.toHaveURL(/content-search/);
  });
});

test.describe('refinements narrow the search and are kept in the URL (000 §2.3 categories, §4 refinements)', () => {
  test('ticking a publisher adds it to categories and the count becomes that publisher’s', async ({ page }) => {
    // Any publisher the list shows first (it shows two before 'see more').
    const publishers = [...new Set(catalogue.map((d) => d.publisherName))].map(escapeRegExp).join('|');
    await openSignedIn(page, 'ivy@example.com', '/content-search/?content=standard&stype=A');
    const before = await resultCount(page);

    // Desktop shows the refinements beside the results; phones open them in a sheet.
    const panel = isSmallScreen(page)
      ? page.getByRole('dialog', { name: 'Refine results' })
      : page.getByRole('complementary', { name: 'Refine results' });
    if (isSmallScreen(page)) {
      await expect(page.getByRole('complementary', { name: 'Refine results' })).toBeHidden();
      await page.getByRole('button', { name: 'Refine', exact: true }).click();
    }
    const firstBox = panel.getByRole('checkbox', { name: new RegExp(`^(${publishers})\\s*\\d+$`) }).first();
    await expect(firstBox).toBeVisible();
    const label = (await firstBox.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '')).trim();
    const [, publisher, countText] = /^(.*?)\s*(\d+)$/.exec(label) ?? [];
    const expected = Number(countText);
    // From here on the box is found by its publisher: its count changes once it is ticked.
    const box = panel.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(publisher)}\\s*\\d+$`) });
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(before);

    await box.click();
    await expect(page).toHaveURL(/[?&]categories=/);
    // The publisher tree is refinement root 1; the name is kept for the chips.
    const categories = JSON.parse(new URL(page.url()).searchParams.get('categories') ?? '[]') as { r: number; n: string }[];
    expect(categories).toEqual([expect.objectContaining({ r: 1, n: publisher })]);
    await expect(box).toBeChecked();
    if (isSmallScreen(page)) await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: `Remove ${publisher}` })).toBeVisible();
    await expect.poll(() => resultCount(page)).toBe(expected);

    // Removing the chip restores the unrefined search.
    await page.getByRole('button', { name: `Remove ${publisher}` }).click();
    await expect(page).not.toHaveURL(/categories=/);
    await expect.poll(() => resultCount(page)).toBe(before);
  });
});

test.describe('pagination shows next only with nextPageFlag (000 §4 pagination, §2.3 page)', () => {
  test('next moves page by page until the last page, where next is disabled', async ({ page }) => {
    await openSignedIn(page, 'ivy@example.com', '/content-search/?content=standard&stype=A');
    const count = await resultCount(page);
    const lastPage = Math.ceil(count / 25) - 1;
    expect(lastPage).toBeGreaterThanOrEqual(1);

    const pager = page.getByRole('navigation', { name: 'Result pages' });
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    for (let p = 1; p <= lastPage; p++) {
      await pager.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]page=${p}(&|$)`));
      await expect(pager.getByRole('button', { name: `Page ${p + 1}` })).toHaveAttribute('aria-current', 'page');
    }
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeEnabled();

    // A numbered page goes straight there (0-based in the URL).
    await pager.getByRole('button', { name: 'Page 1' }).click();
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(pager.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  test('a search with one page of results has no pager', async ({ page }) => {
    const doc = plainActiveDocument(catalogue, 'MSA');
    await openSignedIn(page, 'ivy@example.com', `/content-search/?content=${encodeURIComponent(doc.designationNo)}&stype=D`);
    expect(await resultCount(page)).toBeLessThanOrEqual(25);
    await expect(page.getByRole('navigation', { name: 'Result pages' })).toHaveCount(0);
  });
});

test.describe('changing the search type clears the results (000 §4)', () => {
  test("the old type's results go; searching again shows the new type's", async ({ page }) => {
    await openSignedIn(page, 'ivy@example.com', '/content-search/?content=steel&stype=K');
    expect(await resultCount(page)).toBeGreaterThan(0);
    await searchForm(page).getByRole('combobox', { name: 'Search type' }).selectOption({ label: 'Designation' });
    await expect(page.getByRole('heading', { level: 1, name: /results? for/ })).toHaveCount(0);
    await expect(page.getByText('You changed the search type. Search again to see its results.')).toBeVisible();
    await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/content-search\/\?content=steel&stype=D$/);
    await expect(page.getByRole('heading', { level: 1, name: /results? for/ })).toBeVisible();
  });
});

test.describe('the all-content / my-subscription radio keeps the query string (000 §2.3)', () => {
  test('switching scope changes the path and keeps content and stype', async ({ page }) => {
    await openSignedIn(page, 'ivy@example.com', '/content-search/?content=steel&stype=K');
    const all = page.getByRole('radio', { name: 'All content' });
    const mine = page.getByRole('radio', { name: 'My subscriptions' });
    await expect(all).toBeChecked();

    await mine.click();
    await expect(page).toHaveURL(/\/mysubscription-search\/\?content=steel&stype=K$/);
    await expect(mine).toBeChecked();
    await expect(searchInput(page)).toHaveValue('steel');
    await resultCount(page);

    await all.click();
    await expect(page).toHaveURL(/\/content-search\/\?content=steel&stype=K$/);
    await expect(all).toBeChecked();
  });
});

test.describe('type-ahead suggests documents from 3 characters and opens the chosen one (000 §4 type-ahead)', () => {
  test('typing part of a designation on home shows suggestions; choosing one opens it', async ({ page }) => {
    const doc = plainActiveDocument(catalogue, 'HMI');
    const typed = doc.designation.slice(0, Math.max(3, doc.designation.length - 1));
    await openSignedIn(page, 'ivy@example.com');

    const input = searchInput(page);
    // Two characters are not enough: the panel is gated on the current text, not only the debounce.
    await input.fill(typed.slice(0, 2));
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    await input.fill(typed);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const panelId = await input.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = page.locator(`[id="${panelId}"]`);
    const suggestion = suggestionButton(panel, doc.designationNo);
    await expect(suggestion).toBeVisible();
    await expectOnTop(suggestion);
    await suggestion.click();
    await expect(page).toHaveURL(new RegExp(`/document\\?contentCode=${escapeRegExp(doc.contentCode)}$`));
  });

  test('the header box on a search page offers the same suggestions', async ({ page }) => {
    const doc = plainActiveDocument(catalogue, 'TMB');
    await openSignedIn(page, 'ivy@example.com', '/content-search/?content=steel&stype=A');
    const input = page.getByRole('banner').getByRole('combobox', { name: 'Search term' });
    await expect(input).toHaveValue('steel');
    await input.fill(doc.designation);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await input.getAttribute('aria-controls')}"]`);
    await expect(suggestionButton(panel, doc.designationNo)).toBeVisible();
    // Escape closes the panel without leaving the page.
    await input.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/content-search\//);
  });
});

test.describe('semantic search needs the semantic-search flag (000 §2.3)', () => {
  test('a company account without the flag is redirected to content search with stype A', async ({ page }) => {
    await openSignedIn(page, 'carl@example.com', '/semantic-search/?content=steel');
    await expect(page).toHaveURL(/\/content-search\/\?content=steel&stype=A$/);
    expect(await resultCount(page)).toBeGreaterThan(0);
  });

  test('an account with the flag stays on semantic search', async ({ page }) => {
    await openSignedIn(page, 'ivy@example.com', '/semantic-search/?content=steel');
    await expect(page.getByRole('heading', { level: 1, name: /results? for “steel”/ })).toBeVisible();
    await expect(page).toHaveURL(/\/semantic-search\/\?content=steel$/);
  });
});

test.describe('a semantic result says why it came up: the passage that matched, its words marked', () => {
  test("a site engineer's question shows each result's passage with the thesaurus's words marked", async ({ page }) => {
    await openSignedIn(
      page,
      'ivy@example.com',
      `/semantic-search/?content=${encodeURIComponent('rebar rusting inside concrete')}`,
    );
    expect(await resultCount(page)).toBeGreaterThan(0);
    const why = page.getByRole('figure', { name: /^Why this result/ }).first();
    await expect(why).toBeVisible();
    const mark = why.locator('blockquote mark').first();
    await expect(mark).toBeVisible();
    // "rusting" is explained by the catalogue's words for it, not only by the word typed.
    await expect(
      page
        .locator('blockquote mark')
        .filter({ hasText: /corrosion|oxidation|rust|reinforcing/i })
        .first(),
    ).toBeVisible();
    // The passage fits the card: nothing overflows a phone's width.
    const box = (await why.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
});

test.describe('opening a document runs the entitlement check first (000 §4 document open, §8 no-access)', () => {
  test('a document of a publisher the account does not subscribe to shows the no-access dialog', async ({ page }) => {
    // ivy's account subscribes to MSA, KES, HMI and TMB (src/server/seed/people.ts), not CTC.
    const doc = plainActiveDocument(catalogue, 'CTC');
    await openSignedIn(page, 'ivy@example.com', `/content-search/?content=${encodeURIComponent(doc.designationNo)}&stype=D`);
    await resultCount(page);
    const searchUrl = page.url();
    await openButton(page, doc.designationNo).click();

    // The dialog element itself is a zero-size positioning layer: judge it by its OK button.
    const dialog = page.getByRole('dialog', { name: 'Not in your subscription' });
    const ok = dialog.getByRole('button', { name: 'OK', exact: true });
    await expect(ok).toBeVisible();
    // 000 §8: the tenant's name, its support e-mail and phone, and its sales or contact link.
    await expect(dialog).toContainText('Your Bearing subscription does not include this document');
    await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(dialog.getByRole('link', { name: /^\+/ })).toHaveAttribute('href', /^tel:/);
    await expect(dialog.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', 'mailto:sales@bearing.example');
    await ok.click();
    await expect(dialog).toHaveCount(0);
    // Not opened from a resolver: the user stays on the results.
    expect(page.url()).toBe(searchUrl);
  });
});
