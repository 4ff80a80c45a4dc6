import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, PDFDict, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, migrate, type OpenDatabase } from '../db/database';
import { renderHeavyPdf } from './heavy-pdf';
import { HEAVY_DOCS, heavyCount, heavyPdfFile, heavySpecOf } from './heavy';
import { seedDemo } from './seed';
import { seedHeavyHandbooks } from './heavy-import';

/* The heavy demo handbooks. A small spec stands in for the 10-40 MB ones in these tests. */

const small = {
  contentCode: 'msa-hb12-24',
  displayDesignation: 'MSA HB12-24',
  title: 'Handbook of Structural Steel Connection Inspection',
  pages: 40,
  megabytes: 1.5,
  topic: 'steel',
};

describe('a heavy handbook has raster figures, vector drawings, tables and an embedded font, at about the size asked', () => {
  let bytes: Uint8Array;
  beforeAll(async () => {
    bytes = await renderHeavyPdf(small);
  }, 60_000);
  it('exactly the pages asked, within 25% of the size asked', async () => {
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(40);
    expect(bytes.length).toBeGreaterThan(1.5e6 * 0.75);
    expect(bytes.length).toBeLessThan(1.5e6 * 1.25);
  });
  it('JPEG images (DCTDecode) and an embedded TrueType font file (FontFile2)', async () => {
    const pdf = await PDFDocument.load(bytes);
    const objects = pdf.context.enumerateIndirectObjects().map(([, o]) => o);
    const dicts = objects
      .map((o) => (o instanceof PDFRawStream ? o.dict : o instanceof PDFDict ? o : null))
      .filter((d): d is PDFDict => d !== null);
    const jpegs = dicts.filter((d) => d.get(PDFName.of('Filter'))?.toString() === '/DCTDecode');
    expect(jpegs.length).toBe(Math.floor((40 - 1) / 3));
    expect(dicts.some((d) => d.has(PDFName.of('FontFile2')))).toBe(true);
  });
});

describe('heavy handbooks are deterministic (DOMAIN invariant 5) and made once', () => {
  it('the same spec gives the same bytes', async () => {
    const [a, b] = [await renderHeavyPdf(small), await renderHeavyPdf(small)];
    expect(crypto.createHash('sha256').update(a).digest('hex')).toBe(crypto.createHash('sha256').update(b).digest('hex'));
  }, 60_000);
  it('a cached file of this generator version is reused, not made again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heavy-'));
    const f1 = await heavyPdfFile(small, dir);
    const mtime = fs.statSync(f1).mtimeMs;
    const f2 = await heavyPdfFile(small, dir);
    expect(f2).toBe(f1);
    expect(fs.statSync(f2).mtimeMs).toBe(mtime);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});

describe('SEED_HEAVY picks how many heavy handbooks the seed adds', () => {
  it('all, none or a count; anything else is refused', () => {
    expect(heavyCount(undefined)).toBe(5);
    expect(heavyCount('all')).toBe(5);
    expect(heavyCount('none')).toBe(0);
    expect(heavyCount('1')).toBe(1);
    expect(heavyCount('9')).toBe(5);
    expect(() => heavyCount('some')).toThrow(/SEED_HEAVY/);
  });
  it('five handbooks of 10-40 MB and 300-800 pages, at least two from publishers Ivy subscribes to', () => {
    expect(HEAVY_DOCS.length).toBeGreaterThanOrEqual(5);
    for (const d of HEAVY_DOCS) {
      expect(d.megabytes).toBeGreaterThanOrEqual(10);
      expect(d.megabytes).toBeLessThanOrEqual(40);
      expect(d.pages).toBeGreaterThanOrEqual(300);
      expect(d.pages).toBeLessThanOrEqual(800);
    }
    expect(HEAVY_DOCS.filter((d) => ['MSA', 'KES', 'HMI', 'TMB'].includes(d.publisher)).length).toBeGreaterThanOrEqual(2);
    expect(HEAVY_DOCS[0].megabytes).toBe(20);
  });
});

describe('the heavy handbooks arrive as a PDF-only delivery with a manifest, after the catalogue', () => {
  let open: OpenDatabase;
  afterAll(async () => open?.db.destroy());
  it('the first handbook is imported as an active Manual with its pages as sections and no HTML view; a second run imports nothing', async () => {
    open = await openDatabase('sqlite::memory:');
    await migrate(open);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heavy-seed-'));
    const filesDir = path.join(dataDir, 'files');
    await seedDemo(open.db, { documents: 20, filesDir, dataDir, files: false });
    // The journeys' cache: the 20 MB handbook is made once per machine.
    const cacheDir = process.env.HEAVY_CACHE_DIR ?? path.join(os.tmpdir(), 'bearing-heavy-cache');
    const o = { count: 1, cacheDir, filesDir, dataDir, indexDocuments: null };
    expect(await seedHeavyHandbooks(open.db, o)).toBe(1);
    const row = await open.db
      .selectFrom('documents')
      .selectAll()
      .where('content_code', '=', 'msa-hb12-24')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      document_type: 'Manual',
      status: 'Active',
      page_count: HEAVY_DOCS[0].pages,
      html_path: null,
      language_code: 'en-US',
    });
    expect(row.id).toBeGreaterThan(20);
    expect(heavySpecOf(row.content_code)).toBeTruthy();
    const sections = await open.db
      .selectFrom('document_sections')
      .select(['heading', 'page_number'])
      .where('document_id', '=', row.id)
      .execute();
    expect(sections.length).toBeGreaterThan(100);
    expect(sections.every((x) => x.page_number !== null)).toBe(true);
    expect(await seedHeavyHandbooks(open.db, o)).toBe(0);
  }, 180_000);
});
