import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { signIn } from './fixtures';

/*
 * Journeys that need a publisher's delivery in the library import it the way the platform
 * operator does, through the console's upload, in a browser context of her own, and wait for
 * the import's report to say it is done.
 */

export const OPS = 'ops@example.com';

/** A fresh folder for a journey's delivery files. */
export function deliveryDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-delivery-'));
}

/** Uploads `files` as one import under `publisher` and waits until it is done; the report page stays open. */
export async function importThroughConsole(page: Page, files: string[], o: { publisher: string; label: string }): Promise<void> {
  await signIn(page, OPS, { landing: 'elsewhere' });
  await page.goto('/admin/imports');
  await expect(page.getByRole('heading', { name: 'Import a delivery' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Files', { exact: true }).setInputFiles(files);
  await page.getByLabel('Publisher of documents whose metadata names none').selectOption(o.publisher);
  await page.getByLabel('Label (optional)').fill(o.label);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Report of ${o.label}` })).toBeVisible({ timeout: 30_000 });
  // OCR of a scanned page takes a few seconds on two busy cores.
  await expect(page.getByText('Done', { exact: true })).toBeVisible({ timeout: 120_000 });
}

/** The same, in a browser context of the operator's own, closed afterwards. */
export async function importAsOperator(
  browser: Browser,
  files: string[],
  o: { publisher: string; label: string },
): Promise<void> {
  const context = await browser.newContext();
  try {
    await importThroughConsole(await context.newPage(), files, o);
  } finally {
    await context.close();
  }
}
