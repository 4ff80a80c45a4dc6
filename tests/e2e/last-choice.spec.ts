import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './signed-in';
import { queryServerDb as query } from './server-db';

/*
 * The screen shows the user's last choice at all times — queued, sending or
 * sent — across network flaps and restarts, and the server ends with exactly that choice. A phone
 * toggles a document's favorite and tracking over many rounds: each round the network goes off or
 * stays on, sometimes the app restarts (a reload, offline or not), the network comes back for a
 * random 0–1.5 s. The random sequence is seeded, so a failure replays.
 *
 * `npm test` runs the first 15 rounds of each sequence (a few minutes of a phone's flapping, with
 * offline restarts among them); `npm run test:flapping` runs all 50 (FLAP_ROUNDS).
 */

const IVY = 'ivy@example.com';
const ROUNDS = Number(process.env.FLAP_ROUNDS ?? 15);

// The service worker is part of what these journeys test (playwright.config.ts blocks it by default).
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'phone journey');
});

/** A small deterministic generator (mulberry32): the same seed, the same flaps. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Doc {
  id: number;
  contentCode: string;
  familyId: number;
}

function pickDocument(): Doc {
  const docs = query<Doc>(
    `select d.id, d.content_code as contentCode, d.family_id as familyId from documents d
      where d.status = 'Active' and d.language_code = 'en-US' and d.pdf_path is not null and d.html_path is not null
        and d.family_id is not null and d.page_count < 100
        and d.publisher_id in (select sp.publisher_id from subscription_products sp
          join account_subscriptions a on a.product_id = sp.id join user_entitlements ue on ue.account_id = a.account_id
          join users u on u.id = ue.user_id where u.email = ?)
      order by d.id desc limit 1 offset 5`,
    IVY,
  );
  if (!docs[0]) throw new Error('no document for the journey');
  return docs[0];
}

const serverFavorite = (doc: Doc) =>
  query<{ n: number }>(
    `select count(*) as n from favorite_documents f join users u on u.id = f.user_id where u.email = ? and f.document_id = ?`,
    IVY,
    doc.id,
  )[0].n;
const serverTracking = (doc: Doc) =>
  query<{ n: number }>(
    `select count(*) as n from tracked_families t join users u on u.id = t.user_id where u.email = ? and t.family_id = ?`,
    IVY,
    doc.familyId,
  )[0].n;

const actions = (page: Page) => page.getByRole('toolbar', { name: 'Document actions' });
const favoriteButton = (page: Page) => actions(page).getByRole('button', { name: /^(Favorite|Remove favorite)( \(pending\))?$/ });
const trackButton = (page: Page) => actions(page).getByRole('button', { name: /^(Track|Stop tracking)( \(pending\))?$/ });

test.describe("every screen shows the user's last choice across flaps and restarts", () => {
  test(`${ROUNDS} rounds of favorite and track toggles with the network flapping and the app restarting`, async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    const doc = pickDocument();
    const url = `/document?contentCode=${encodeURIComponent(doc.contentCode)}`;
    await openSignedIn(page, IVY, url);
    await expect(favoriteButton(page)).toBeVisible({ timeout: 30_000 });
    // Restarts offline come from the service worker: wait until it has taken the page.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
    const want = {
      favorite: (await favoriteButton(page).getAttribute('aria-pressed')) === 'true',
      track: (await trackButton(page).getAttribute('aria-pressed')) === 'true',
    };
    const next = random(Number(process.env.LAST_CHOICE_SEED ?? 17));
    const shows = async (round: number) => {
      await expect(favoriteButton(page), `round ${round}: favorite`).toHaveAttribute('aria-pressed', String(want.favorite), {
        timeout: 15_000,
      });
      await expect(trackButton(page), `round ${round}: tracking`).toHaveAttribute('aria-pressed', String(want.track), {
        timeout: 15_000,
      });
    };

    for (let round = 1; round <= ROUNDS; round++) {
      const offline = next() < 0.6;
      if (offline) await context.setOffline(true);
      if (next() < 0.5) {
        await favoriteButton(page).click();
        want.favorite = !want.favorite;
      } else {
        await trackButton(page).click();
        want.track = !want.track;
      }
      await shows(round);
      if (next() < 0.25) {
        // A restart: the app opens again (offline from its own copy when the network is off).
        await page.goto(url);
        await expect(favoriteButton(page)).toBeVisible({ timeout: 30_000 });
        await shows(round);
      }
      if (offline) await context.setOffline(false);
      await page.waitForTimeout(Math.floor(next() * 1500));
      await shows(round);
    }

    // Back on the network for good: the server ends with the last choice, each once.
    await context.setOffline(false);
    await expect.poll(() => serverFavorite(doc), { timeout: 60_000 }).toBe(want.favorite ? 1 : 0);
    await expect.poll(() => serverTracking(doc), { timeout: 60_000 }).toBe(want.track ? 1 : 0);
    await page.goto(url);
    await shows(ROUNDS + 1);
  });
});

/** A readable edition with no notes or compass points of Ivy's yet (each run makes its own). */
function pickQuietDocument(skip: number): Doc {
  const docs = query<Doc>(
    `select d.id, d.content_code as contentCode, d.family_id as familyId from documents d
      where d.status = 'Active' and d.language_code = 'en-US' and d.pdf_path is not null and d.family_id is not null and d.page_count < 60
        and not exists (select 1 from compass_points c where c.document_id = d.id)
        and not exists (select 1 from pdf_notes n where n.document_id = d.id)
        and d.publisher_id in (select sp.publisher_id from subscription_products sp
          join account_subscriptions a on a.product_id = sp.id join user_entitlements ue on ue.account_id = a.account_id
          join users u on u.id = ue.user_id where u.email = ?)
      order by d.id limit 1 offset ?`,
    IVY,
    skip,
  );
  if (!docs[0]) throw new Error('no quiet document for the journey');
  return docs[0];
}

/** Selects the text of one body line of page 1, as a long-press would. */
async function selectLine(page: Page, nth: number): Promise<void> {
  const span = page
    .locator('[data-page="1"] .textLayer span')
    .filter({ hasText: /^[A-Za-z][^.]{30,}/ })
    .nth(nth);
  await expect(span).toBeAttached({ timeout: 30_000 });
  await span.evaluate((el) => {
    el.scrollIntoView({ block: 'center' });
    const range = document.createRange();
    range.selectNodeContents(el);
    const sel = window.getSelection()!;
    sel.removeAllRanges();
    sel.addRange(range);
  });
}

const noteHighlight = (page: Page, text: string) =>
  page.locator(`[data-page="1"] button.pdfr-highlight[aria-label="${text}"]`).first();
const pointHighlights = (page: Page) => page.locator('[data-page="1"] [data-kind^="compass-point"][data-highlight]');

test.describe('notes and compass points show the last choice too', () => {
  test(`${ROUNDS} rounds of note edits, compass-point renames and favorite toggles with the network flapping and the app restarting`, async ({
    page,
    context,
  }) => {
    test.setTimeout(420_000);
    const doc = pickQuietDocument(test.info().retry);
    const url = `/document?contentCode=${encodeURIComponent(doc.contentCode)}`;
    await openSignedIn(page, IVY, url);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
    // Restarts offline need the document itself on the device.
    await expect(page.getByText(/Available offline/)).toBeVisible({ timeout: 60_000 });

    // One note and one compass point to change, made online.
    const want = { note: 'Note r0', point: 'Point r0', favorite: false };
    await selectLine(page, 4);
    await page.getByRole('button', { name: 'Add note to selection' }).click();
    await page.getByRole('dialog', { name: 'Add note' }).getByLabel('Note').fill(want.note);
    await page.getByRole('dialog', { name: 'Add note' }).getByRole('button', { name: 'Save' }).click();
    await expect(noteHighlight(page, want.note)).toBeAttached({ timeout: 15_000 });
    await selectLine(page, 2);
    await page.getByRole('button', { name: 'Create compass point' }).click();
    const create = page.getByRole('dialog', { name: 'Create compass point' });
    await create.getByLabel(/^Name/).fill(want.point);
    await create.getByRole('button', { name: 'Save' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    want.favorite = (await favoriteButton(page).getAttribute('aria-pressed')) === 'true';

    const shows = async (round: number) => {
      await expect(noteHighlight(page, want.note), `round ${round}: note`).toBeAttached({ timeout: 15_000 });
      await expect
        .poll(
          async () =>
            await pointHighlights(page).evaluateAll((els) =>
              els.map((e) => (e.getAttribute('aria-label') ?? e.getAttribute('title') ?? '').replace(/ \(pending\)$/, '')),
            ),
          { message: `round ${round}: compass point`, timeout: 15_000 },
        )
        .toEqual([want.point]);
      await expect(favoriteButton(page), `round ${round}: favorite`).toHaveAttribute('aria-pressed', String(want.favorite), {
        timeout: 15_000,
      });
    };
    await shows(0);

    // LAST_CHOICE_SEED replays another sequence (a failure names the round; the seed names the run).
    const next = random(Number(process.env.LAST_CHOICE_SEED ?? 29));
    for (let round = 1; round <= ROUNDS; round++) {
      const offline = next() < 0.6;
      if (offline) await context.setOffline(true);
      const pick = next();
      if (pick < 0.4) {
        // By keyboard: on some documents the compass point's line box overlaps the note's, and a
        // tap lands on whichever is on top; the highlights are buttons, so Enter opens the one focused.
        await noteHighlight(page, want.note).press('Enter');
        const sheet = page.getByRole('dialog', { name: 'Edit note' });
        want.note = `Note r${round}`;
        await sheet.getByLabel('Note').fill(want.note);
        await sheet.getByRole('button', { name: 'Save' }).click();
        await expect(sheet).toBeHidden();
        // The sheet hands focus back to the note's highlight when it leaves the page, after its
        // closing transition: wait for that, or a round that focuses the compass point next can
        // have its focus taken back to the note just before Enter (the note's sheet opened then).
        await expect(page.locator('[role="dialog"]')).toHaveCount(0);
      } else if (pick < 0.8) {
        // Focus and key in one action, so no step of the test runs between them.
        await pointHighlights(page).first().press('Enter');
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Edit' }).click();
        want.point = `Point r${round}`;
        await dialog.getByLabel(/^Name/).fill(want.point);
        await dialog.getByRole('button', { name: 'Save' }).click();
        // Sent: the dialog shows the point again; queued: it closes. Either way, close it, and
        // wait until it has left the page and handed focus back (as the note's sheet above).
        await page.keyboard.press('Escape');
        await expect(page.locator('[role="dialog"]')).toHaveCount(0);
      } else {
        await favoriteButton(page).click();
        want.favorite = !want.favorite;
      }
      await shows(round);
      if (next() < 0.25) {
        await page.goto(url);
        await expect(favoriteButton(page)).toBeVisible({ timeout: 30_000 });
        await shows(round);
      }
      if (offline) await context.setOffline(false);
      await page.waitForTimeout(Math.floor(next() * 1500));
      await shows(round);
    }

    // Back on the network for good: the server ends with exactly the last choices, each once.
    await context.setOffline(false);
    const notes = () =>
      query<{ note: string }>(
        `select n.note from pdf_notes n join users u on u.id = n.user_id where u.email = ? and n.document_id = ?`,
        IVY,
        doc.id,
      ).map((r) => r.note);
    const points = () =>
      query<{ name: string }>(
        `select c.name from compass_points c join users u on u.id = c.user_id where u.email = ? and c.document_id = ?`,
        IVY,
        doc.id,
      ).map((r) => r.name);
    await expect.poll(notes, { timeout: 60_000 }).toEqual([want.note]);
    await expect.poll(points, { timeout: 60_000 }).toEqual([want.point]);
    await expect.poll(() => serverFavorite(doc), { timeout: 60_000 }).toBe(want.favorite ? 1 : 0);
    await page.goto(url);
    await shows(ROUNDS + 1);
  });
});
