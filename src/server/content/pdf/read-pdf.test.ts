import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brokenXrefPdf,
  encryptPdf,
  ghostscriptPdf,
  interactivePdf,
  loopingPagesPdf,
  manualPages,
  scannedPdf,
  textPdf,
} from '../../../../tests/fixtures/content/pdf-samples';
import { Refusal } from '../refusal';
import { readPdf } from './read-pdf';
import { pdfSections } from './sections';

/*
 * The PDF reader on PDFs of every kind a publisher sends, made by Bearing's own fixtures: text in
 * standard, CID, Type 1 and Type 3 fonts, an outline, scans, broken and protected files.
 */

const has = (cmd: string) => {
  try {
    execFileSync('which', [cmd], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-pdf-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const bytesOf = (f: string) => new Uint8Array(fs.readFileSync(f));

describe("text PDFs: every page's text, in standard, CID (Type 0), Type 1 and Type 3 fonts", () => {
  it('reads each page of a Helvetica PDF, in order', async () => {
    const r = await readPdf(await textPdf(manualPages(3)));
    expect(r.pageCount).toBe(3);
    expect(r.pages.map((p) => p.text.split('\n')[0])).toEqual([
      '1 Section 1 on handrail checks',
      '2 Section 2 on handrail checks',
      '3 Section 3 on handrail checks',
    ]);
    expect(r.pages.every((p) => p.hasTextLayer && !p.recognised)).toBe(true);
  });
  it('reads text set in an embedded CID TrueType font', async () => {
    const r = await readPdf(await textPdf(manualPages(2, 'gangway'), { cidFont: true }));
    expect(r.pages[1].text).toContain('Replace corroded gangway brackets within 4 working days.');
  });
  it.skipIf(!has('gs'))("reads a Type 1 font's text, and opens a Type 3 font's page without failing", async () => {
    const file = path.join(tmp, 'gs.pdf');
    ghostscriptPdf(file, { type1: 'Bollard load register', type3: 'ABBA' });
    const r = await readPdf(bytesOf(file));
    expect(r.pageCount).toBe(1);
    expect(r.pages[0].text).toContain('Bollard load register');
  });
});

describe('the outline: its entries as sections, each holding the text of its pages', () => {
  it('cuts the pages at the outline entries; pages of one section are separated by form feeds', async () => {
    const pages = manualPages(4);
    const r = await readPdf(await textPdf(pages, { outline: true }));
    expect(r.outline.map((o) => [o.title, o.page, o.level])).toEqual(pages.map((p, i) => [p.heading, i + 1, 1]));
    const s = pdfSections(r.pages, r.outline);
    expect(s.map((x) => [x.heading, x.page])).toEqual(pages.map((p, i) => [p.heading, i + 1]));
  });
  it('without an outline, each page with text is a section of its own', async () => {
    const r = await readPdf(await textPdf(manualPages(2)));
    expect(pdfSections(r.pages, r.outline).map((x) => [x.heading, x.page])).toEqual([
      ['Page 1', 1],
      ['Page 2', 2],
    ]);
  });
});

describe('scanned pages: found, and recognised by OCR when asked', () => {
  let bytes: Uint8Array;
  beforeAll(async () => {
    bytes = await scannedPdf(manualPages(3, 'stanchion'), [2]);
  });
  it('a page that draws an image and holds no text has no text layer', async () => {
    const r = await readPdf(bytes);
    expect(r.pages.map((p) => p.hasTextLayer)).toEqual([true, false, true]);
    expect(r.pages[1].drawsImages).toBe(true);
  });
  it.skipIf(!has('tesseract'))(
    "with OCR, the scanned page's words are read and the page is marked recognised",
    async () => {
      const r = await readPdf(bytes, { ocr: { language: 'en' } });
      expect(r.pages[1].recognised).toBe(true);
      expect(r.pages[1].text.toLowerCase()).toContain('stanchion');
      expect(r.pages[0].recognised).toBe(false);
    },
    120_000,
  );
});

describe('broken and protected PDFs: read when a reader can read them, refused with their reason when not', () => {
  it('a cross-reference table with wrong offsets is rebuilt', async () => {
    const r = await readPdf(await brokenXrefPdf(manualPages(2, 'ladder')));
    expect(r.pageCount).toBe(2);
    expect(r.pages[0].text).toContain('ladder');
  });
  it.skipIf(!has('qpdf'))('an owner password only opens for reading; a user password is refused', async () => {
    const plain = path.join(tmp, 'plain.pdf');
    fs.writeFileSync(plain, await textPdf(manualPages(1, 'hatch')));
    const owner = path.join(tmp, 'owner.pdf');
    const user = path.join(tmp, 'user.pdf');
    encryptPdf(plain, owner, { user: '', owner: 'publisher-secret' });
    encryptPdf(plain, user, { user: 'reader-secret', owner: 'publisher-secret' });
    expect((await readPdf(bytesOf(owner))).pages[0].text).toContain('hatch');
    await expect(readPdf(bytesOf(user))).rejects.toThrow('is protected by a password: send the file without its open password');
  });
  it('forms, annotations and JavaScript are noted, never run', async () => {
    const r = await readPdf(await interactivePdf());
    expect(r.notes).toEqual(
      expect.arrayContaining(['carries JavaScript, which Bearing never runs', 'has form fields', 'has annotations']),
    );
  });
  it('a page tree that loops is refused', async () => {
    await expect(readPdf(await loopingPagesPdf())).rejects.toThrow(Refusal);
  });
  it('bytes that are no PDF are refused', async () => {
    await expect(readPdf(new TextEncoder().encode('%PDF-1.7\nnot really'))).rejects.toThrow(/is not a readable PDF/);
  });
});
