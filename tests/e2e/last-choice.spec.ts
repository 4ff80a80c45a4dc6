import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './signed-in';
import { queryServerDb as query } from './server-db';

/*
 * Issue 17, finding 5: the screen shows the user's last choice at all times — queued, sending or
 * sent — across network flaps and restarts, and the server ends with exactly that choice. A phone
 * toggles a document's favorite and tracking over 50 rounds: each round the network goes off or
 * stays on, sometimes the app restarts (a reload, offline or not), the network comes back for a
 * random 0–1.5 s. The random sequence is seeded, so a failure replays.
 */

const IVY = 'ivy@example.com';
const ROUNDS = 50;

test.use({ viewport: { width: 390, height: 844 } });
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

interface Doc { id: number; contentCode: string; familyId: number }

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

const serverFavorite = (doc: Doc) => query<{ n: number }>(
  `select count(*) as n from favorite_documents f join users u on u.id = f.user_id where u.email = ? and f.document_id = ?`, IVY, doc.id)[0].n;
const serverTracking = (doc: Doc) => query<{ n: number }>(
  `select count(*) as n from tracked_families t join users u on u.id = t.user_id where u.email = ? and t.family_id = ?`, IVY, doc.familyId)[0].n;

const actions = (page: Page) => page.getByRole('toolbar', { name: 'Document actions' });
const favoriteButton = (page: Page) => actions(page).getByRole('button', { name: /^(Favorite|Remove favorite)( \(pending\))?$/ });
const trackButton = (page: Page) => actions(page).getByRole('button', { name: /^(Track|Stop tracking)( \(pending\))?$/ });

test.describe('every screen shows the user\'s last choice across flaps and restarts (issue 17, finding 5)', () => {
  test('50 rounds of favorite and track toggles with the network flapping and the app restarting', async ({ page, context }) => {
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
    const next = random(17);
    const shows = async (round: number) => {
      await expect(favoriteButton(page), `round ${round}: favorite`).toHaveAttribute('aria-pressed', String(want.favorite), { timeout: 15_000 });
      await expect(trackButton(page), `round ${round}: tracking`).toHaveAttribute('aria-pressed', String(want.track), { timeout: 15_000 });
    };

    for (let round = 1; round <= ROUNDS; round++) {
      const offline = next() < 0.6;
      if (offline) await context.setOffline(true);
      if (next() < 0.5) { await favoriteButton(page).click(); want.favorite = !want.favorite; }
      else { await trackButton(page).click(); want.track = !want.track; }
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
