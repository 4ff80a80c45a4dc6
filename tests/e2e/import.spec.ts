import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';
import { openSignedIn } from './signed-in';
import { deliveryDir, importAsOperator } from './importing';
import { fullNisoSts } from '../fixtures/content/sts-samples';
import { manualPages, scannedPdf, textPdf } from '../fixtures/content/pdf-samples';

/*
 * Real content on a phone: the platform operator imports a publisher's delivery from the
 * console and reads its report; a subscriber reads the imported standard as HTML, finds a
 * scanned manual by a word on its scanned page, and compares two imported editions.
 */

const OPS = 'ops@example.com';
const IVY = 'ivy@example.com';
/** A number no other journey's delivery uses, for designations of its own. */
const unique = () => `${Date.now() % 100000}${Math.floor(Math.random() * 90 + 10)}`;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000100000001008020000009091683600000017494441547801' +
    '63fccf8001c60f0f3c30d0032a30a28005001fd20fb6ea7ae8a50000000049454e44ae426082',
  'hex',
);

test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'phone', 'phone journeys');
});

/** A fresh delivery folder: an STS standard with its figure and print, and a file that is none of these. */
async function delivery(stem: string, dated: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-delivery-'));
  fs.writeFileSync(path.join(dir, `${stem}.xml`), fullNisoSts({ dated, originator: 'CMB' }));
  fs.writeFileSync(path.join(dir, `${stem}.pdf`), await textPdf(manualPages(4, 'decking'), { outline: true }));
  fs.writeFileSync(path.join(dir, 'fig-slider.png'), PNG);
  fs.writeFileSync(path.join(dir, 'readme.txt'), 'Delivery notes');
  return dir;
}

test.describe('the operator imports a delivery from the console on a phone', () => {
  test('uploads files, sees the import run and its per-file report, and finds it in the history', async ({ page }) => {
    test.setTimeout(120_000);
    const dir = await delivery(`CMB-${Date.now()}`, `CMB 7${String(Date.now()).slice(-5)}:2024`);
    await signIn(page, OPS, { landing: 'elsewhere' });
    await page.goto('/admin/imports');
    await expect(page.getByRole('heading', { name: 'Import a delivery' })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Files', { exact: true }).setInputFiles(fs.readdirSync(dir).map((f) => path.join(dir, f)));
    await expect(page.getByText(/Files chosen: 4/)).toBeVisible();
    await page.getByLabel('Publisher of documents whose metadata names none').selectOption('MSA');
    await page.getByLabel('Label (optional)').fill('Decking delivery');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Report of Decking delivery' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Done', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Imported 3 · updated 0 · unchanged 0 · refused 1')).toBeVisible();
    await expect(page.getByText('Reason: is text of no kind Bearing imports')).toBeVisible();
    await expect(page.getByText(/^Content code msa-cmb-7/).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('import-report.png') });
    await page.getByRole('button', { name: /All imports/ }).click();
    await expect(page.getByRole('heading', { name: 'Import history' })).toBeVisible();
    await expect(page.getByText('Decking delivery').first()).toBeVisible();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

test.describe('an imported STS standard reads as HTML on a phone: clause links, tables, formulas, terms', () => {
  test('a clause link opens the clause; the table keeps its spans, the formula is MathML, the terms are marked', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const n = unique();
    const dir = deliveryDir();
    fs.writeFileSync(path.join(dir, `cmb-${n}.xml`), fullNisoSts({ dated: `CMB ${n}-2:2024`, undated: `CMB ${n}-2` }));
    fs.writeFileSync(path.join(dir, 'fig-slider.png'), PNG);
    await importAsOperator(
      browser,
      fs.readdirSync(dir).map((f) => path.join(dir, f)),
      { publisher: 'MSA', label: `STS ${n}` },
    );
    await openSignedIn(page, IVY, `/document?contentCode=msa-cmb-${n}-2-2024&section=sec_5`);
    const frame = page.frameLocator('iframe[title]');
    await expect(frame.locator('h2#sec_5')).toBeAttached({ timeout: 30_000 });
    await expect
      .poll(() =>
        page.locator('iframe[title]').evaluate((f: HTMLIFrameElement) => {
          const top = f.getBoundingClientRect().top + f.contentDocument!.getElementById('sec_5')!.getBoundingClientRect().top;
          return top >= 80 && top < 844;
        }),
      )
      .toBe(true);
    await expect(page.getByText('Its PDF has not been delivered yet: read it here as HTML.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('sts-clause.png') });
    // The formula is drawn as MathML; the table keeps its merged header cells.
    await expect(frame.locator('#formula_1 math mfrac')).toBeAttached();
    await expect(frame.locator('#tab_1 th[colspan="2"]')).toHaveText('Pendulum value');
    await expect(frame.locator('#tab_2 td[rowspan="2"]')).toHaveText('Softwood');
    await frame.locator('#tab_1').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('sts-table.png') });
    // A cross-reference inside the document moves to its clause.
    await frame.locator('#sec_1').scrollIntoViewIfNeeded();
    await frame.getByRole('link', { name: 'Clause 3' }).click();
    await expect(frame.locator('dfn', { hasText: 'pendulum value' })).toBeInViewport({ timeout: 10_000 });
    await expect(frame.locator('.term-status', { hasText: 'deprecated' })).toBeAttached();
    await page.screenshot({ path: test.info().outputPath('sts-terms.png') });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

test.describe('a scanned page is found by a word on it and opens at that page', () => {
  test('the scanned manual is recognised at import; searching a word of page 2 offers that page and opens there', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const n = unique();
    const word = 'gunwale';
    const pages = manualPages(3, 'ladder');
    pages[1] = {
      heading: `2 Gunwale stanchions ${n}`,
      lines: ['Check every gunwale stanchion weld for cracks.', 'Paint bare steel before the tide turns.'],
    };
    const dir = deliveryDir();
    fs.writeFileSync(path.join(dir, `MSA-SC${n}-24.pdf`), await scannedPdf(pages, [2]));
    await importAsOperator(
      browser,
      fs.readdirSync(dir).map((f) => path.join(dir, f)),
      { publisher: 'MSA', label: `Scan ${n}` },
    );
    await openSignedIn(page, IVY, `/content-search/?content=${word}%20${n}&stype=A`);
    const result = page.getByRole('article').filter({ hasText: `SC${n}-24` });
    await expect(result).toBeVisible({ timeout: 60_000 });
    await expect(result.getByText('From page 2')).toBeVisible();
    await expect(result.locator('mark', { hasText: /gunwale/i }).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('scan-result.png') });
    await result.getByRole('link').first().click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('toolbar', { name: 'Reader tools' }).getByText('Page 2 of 3')).toBeAttached({ timeout: 30_000 });
    await expect(page.getByText('Delivered as a PDF only: this document has no HTML view.')).toBeVisible();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

test.describe('a second edition is imported: compared with the first, and a compass point carried to it', () => {
  test('the point made on the 2023 edition is on the 2025 edition, which compares with the 2023 one as HTML and as a redline', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const n = unique();
    const first = deliveryDir();
    fs.writeFileSync(
      path.join(first, `cmb-${n}-2023.xml`),
      fullNisoSts({ dated: `CMB ${n}:2023`, undated: `CMB ${n}`, releaseDate: '2023-03-01' }),
    );
    fs.writeFileSync(path.join(first, `cmb-${n}-2023.pdf`), await textPdf(manualPages(3, 'bollard')));
    await importAsOperator(
      browser,
      fs.readdirSync(first).map((f) => path.join(first, f)),
      { publisher: 'MSA', label: `Edition 2023 ${n}` },
    );

    // Ivy marks a line of page 1 of the 2023 edition.
    await openSignedIn(page, IVY, `/document?contentCode=msa-cmb-${n}-2023`);
    const line = page.locator('[data-page="1"] .textLayer span').filter({ hasText: /^Record torque readings of bay 1/ });
    await expect(line).toBeVisible({ timeout: 30_000 });
    await line.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    });
    await page.getByRole('button', { name: 'Create compass point' }).click();
    await page.getByRole('dialog').getByLabel(/^Name/).fill(`Torque register ${n}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Compass point saved.')).toBeVisible();

    // The 2025 edition: a new page in front, the marked line now on page 2, a clause reworded.
    const second = deliveryDir();
    const pages = [
      { heading: '0 Changes in this edition', lines: ['This edition adds a register of bollard repairs.'] },
      ...manualPages(3, 'bollard'),
    ];
    fs.writeFileSync(
      path.join(second, `cmb-${n}-2025.xml`),
      fullNisoSts({
        dated: `CMB ${n}:2025`,
        undated: `CMB ${n}`,
        releaseDate: '2025-03-01',
        scopeSentence: 'This edition specifies a pendulum method and a dry test for decking boards.',
      }),
    );
    fs.writeFileSync(path.join(second, `cmb-${n}-2025.pdf`), await textPdf(pages));
    await importAsOperator(
      browser,
      fs.readdirSync(second).map((f) => path.join(second, f)),
      { publisher: 'MSA', label: `Edition 2025 ${n}` },
    );

    await page.goto(`/document?contentCode=msa-cmb-${n}-2025`);
    const carried = page.locator(`[data-kind="compass-point"][aria-label="Torque register ${n}"]`).first();
    await expect(carried).toBeAttached({ timeout: 60_000 });
    await expect(page.locator('[data-page="2"]').locator(`[data-kind="compass-point"]`)).toHaveCount(1, { timeout: 30_000 });
    await carried.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: test.info().outputPath('carried-point.png') });

    // Compare with the earlier edition: the HTML comparison marks the reworded clause, and the redline downloads.
    await page.getByRole('toolbar', { name: 'Document actions' }).getByRole('button', { name: 'Compare', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare versions' });
    await expect(dialog.getByRole('heading', { name: 'Compare versions' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Compare', exact: true }).click();
    const view = page.getByRole('region', { name: 'Version comparison' });
    await expect(
      view
        .locator('.cmp-result')
        .locator('ins', { hasText: /dry test/ })
        .first(),
    ).toBeVisible({ timeout: 90_000 });
    await page.screenshot({ path: test.info().outputPath('compare-html.png') });
    await view.getByRole('tab', { name: 'PDF' }).click();
    const redline = view.getByRole('button', { name: 'Download redlined PDF' });
    await expect(redline).toBeVisible({ timeout: 90_000 });
    const download = page.waitForEvent('download');
    await redline.click();
    expect((await download).suggestedFilename()).toMatch(/^redline-.*\.pdf$/);
    for (const d of [first, second]) fs.rmSync(d, { recursive: true, force: true });
  });
});
