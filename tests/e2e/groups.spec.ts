import { expect, test, type Page } from '@playwright/test';
import { escapeRegExp, plainActiveDocument, readCatalogue, type CatalogueDocument } from './catalogue';
import { openSignedIn } from './signed-in';
import { queryServerDb } from './server-db';
import { dialogLayer } from './layers';

/*
 * Groups and sharing journeys on a phone (002 §2): create a group through the wizard with a
 * member and a document, e-mail it (the journey server has no SMTP_URL, so the mail lands in the
 * local outbox), share a document with a group and with an external address from the
 * document's more menu, and see it in the recipient's shared-with-me list.
 */

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => !isMobile, 'phone journeys');

let catalogue: CatalogueDocument[];
let wizardDoc: CatalogueDocument;
let sharedDoc: CatalogueDocument;
const GROUP = `Gauge calibration ${Date.now() % 100000}`;
const SUBJECT = 'Calibration day moved';

test.beforeAll(() => {
  catalogue = readCatalogue();
  // Documents the seed has not shared with anyone, so the share dialog starts with Add, not Sent.
  const shared = new Set(
    queryServerDb<{ c: string }>('select d.content_code as c from content_shares s join documents d on d.id = s.document_id').map(
      (r) => r.c,
    ),
  );
  const fresh = [0, 1, 2, 3, 4, 5, 6, 7]
    .map((i) => {
      try {
        return plainActiveDocument(catalogue, 'MSA', i);
      } catch {
        return null;
      }
    })
    .filter((d): d is CatalogueDocument => !!d && !shared.has(d.contentCode));
  [wizardDoc, sharedDoc] = fresh;
});

const outbox = () => {
  return queryServerDb<{ to_addr: string; cc_addr: string | null; subject: string; body: string; state: string }>(
    'select to_addr, cc_addr, subject, body, state from mail_outbox order by id',
  );
};

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('create a group through the wizard, then e-mail it', async ({ page }) => {
  await openSignedIn(page, 'ivy@example.com', '/groups');
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Corrosion review panel' })).toBeVisible();
  await shot(page, 'groups-list');

  await page.getByRole('button', { name: 'Create group' }).click();
  const dialog = page.getByRole('dialog');
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await dialog.getByLabel('Name').fill(GROUP);
  await dialog.getByLabel('Description').fill('Technicians who calibrate the lab gauges.');
  await expect(next).toBeEnabled();
  await next.click();

  // Step 2: members, found as you type (debounced), ticked and moved across.
  await expect(next).toBeDisabled();
  await dialog.getByRole('searchbox', { name: 'Search members by name' }).fill('owen');
  await dialog.getByRole('checkbox', { name: 'Owen Hale' }).check();
  await shot(page, 'wizard-members');
  await dialog.getByRole('button', { name: 'Add selected' }).click();
  await expect(dialog.getByRole('region', { name: /Group members/ }).getByText('Owen Hale')).toBeVisible();
  await next.click();

  // Step 3: documents, searched on Enter.
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  const search = dialog.getByRole('searchbox', { name: 'Search documents' });
  await search.fill(wizardDoc.designationNo);
  await search.press('Enter');
  await dialog
    .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(wizardDoc.designationNo)}\\b`) })
    .first()
    .check();
  await dialog.getByRole('button', { name: 'Add selected' }).click();
  await shot(page, 'wizard-documents');
  await confirm.click();

  // Creating leads to the new group's detail.
  await expect(page).toHaveURL(/\/group-detail\/?\?groupId=\d+/);
  await expect(page.getByRole('heading', { name: GROUP, level: 1 })).toBeVisible();
  await expect(page.getByText('Owen Hale')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(wizardDoc.designationNo)) })).toBeVisible();
  await shot(page, 'group-detail');

  // E-mail the group.
  await page.getByRole('button', { name: 'Email' }).click();
  const mail = page.getByRole('dialog');
  const send = mail.getByRole('button', { name: 'Send' });
  await mail.getByLabel('Subject').fill(SUBJECT);
  await expect(send).toBeDisabled();
  await mail.getByLabel('Message').fill('We calibrate on Thursday this week.');
  await mail.getByLabel('Send me a copy').check();
  await shot(page, 'email-dialog');
  await send.click();
  await expect(page.getByText('Group email sent.')).toBeVisible();
  const sent = outbox().find((m) => m.subject === SUBJECT)!;
  expect(sent).toMatchObject({ to_addr: 'owen.hale@example.com', cc_addr: 'ivy@example.com', state: 'stored' });
  expect(sent.body).toContain('We calibrate on Thursday this week.');

  // The owner deletes the single document (Close / Delete confirmation), then the group.
  await page.getByRole('button', { name: `Delete ${wizardDoc.designationNo} from the group` }).click();
  const confirmDoc = page.getByRole('dialog', { name: 'Delete document' });
  await expect(confirmDoc.getByRole('button', { name: 'Close' }).last()).toBeVisible();
  // 002 §9: the delete-document dialog sits on layer 1030, the others on 1033.
  expect(await dialogLayer(confirmDoc)).toBe(1030);
  await confirmDoc.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('This group has no documents.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add documents' })).toBeVisible();
  await page.getByRole('button', { name: 'Group owner actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete group' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByRole('link', { name: GROUP })).toHaveCount(0);
});

test('share a document with a group and with an external address', async ({ page }) => {
  await openSignedIn(page, 'ivy@example.com', `/document/?contentCode=${encodeURIComponent(sharedDoc.contentCode)}`);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share document' });
  const search = dialog.getByLabel('Search users and groups');

  await search.fill('corrosion');
  await dialog.getByRole('button', { name: 'Add Corrosion review panel' }).click();
  await search.fill('outside.reviewer@elsewhere.example');
  await expect(dialog.getByText('External user').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Add outside.reviewer@elsewhere.example' }).click();
  await search.fill('zzqx');
  await expect(dialog.getByText(/No user or group matches/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /See 1 more/ })).toBeVisible();
  await shot(page, 'share-dialog');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Document shared.')).toBeVisible();

  // Already shared: the rows say Sent.
  await search.fill('corrosion');
  await expect(dialog.getByText('Sent')).toBeVisible();
  await shot(page, 'share-sent');
  const external = outbox().find((m) => m.to_addr === 'outside.reviewer@elsewhere.example');
  expect(external?.body).toContain(sharedDoc.contentCode);
});

test('the recipient sees the shared document in My Shared Documents', async ({ page }) => {
  await openSignedIn(page, 'owen.hale@example.com', '/sharedWithMe');
  await expect(page.getByRole('heading', { name: 'My Shared Documents' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: sharedDoc.designationNo });
  await expect(row).toContainText('Ivy Larsen');
  await shot(page, 'shared-with-me');
  await page.goto('/publicationsShared');
  await expect(page.getByRole('heading', { name: 'My Publications Shared' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('Ivy Larsen');
  await shot(page, 'publications-shared');
});
