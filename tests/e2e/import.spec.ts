import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';
import { fullNisoSts } from '../fixtures/content/sts-samples';
import { manualPages, textPdf } from '../fixtures/content/pdf-samples';

/*
 * Real content on a phone (50): the platform operator imports a publisher's delivery from the
 * console and reads its report; a subscriber then reads the imported standard as HTML.
 */

const OPS = 'ops@example.com';
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

test.describe('the operator imports a delivery from the console on a phone (50)', () => {
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
