import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { diffDocuments } from './diff';
import { renderRedlinePdf } from './redline-pdf';

/* The redline PDF: deletions struck through, insertions underlined and coloured, a legend page. */

const fontsDir =
  path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

async function open(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl: fontsDir, isEvalSupported: false }).promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('');
    const annots = (await page.getAnnotations()).map((a) => ({
      subtype: a.subtype as string,
      contents: (a.contentsObj?.str ?? '') as string,
    }));
    pages.push({ text, annots });
  }
  return pages;
}

describe('the redline marks deleted and inserted words', () => {
  const blocks = diffDocuments(
    [{ heading: 'Procedure', body: 'Heat the specimen to 120 degrees for 30 minutes.\n\nRecord the furnace number.' }],
    [{ heading: 'Procedure', body: 'Heat the specimen to 150 degrees for 30 minutes.\n\nCool it slowly in still air.' }],
  );
  it('legend first, then the newer text with both words; markup annotations name each change', async () => {
    const pages = await open(await renderRedlinePdf(blocks, { old: 'D100-19', new: 'D100-24', title: 'Heat Treatment' }));
    expect(pages.length).toBe(2);
    expect(pages[0].text).toContain('Legend');
    expect(pages[0].text).toContain('D100-24 compared with D100-19');
    expect(pages[0].text).toMatch(/\d+ words deleted, \d+ words inserted/);
    const body = pages[1];
    expect(body.text).toContain('Heat the specimen to 120150 degrees');
    expect(body.text).toContain('Record the furnace number.');
    expect(body.text).toContain('Cool it slowly in still air.');
    expect(body.annots).toEqual(
      expect.arrayContaining([
        { subtype: 'StrikeOut', contents: 'Deleted: 120' },
        { subtype: 'Underline', contents: 'Inserted: 150' },
        { subtype: 'StrikeOut', contents: 'Deleted: Record the furnace number.' },
        { subtype: 'Underline', contents: 'Inserted: Cool it slowly in still air.' },
      ]),
    );
    expect(body.annots.filter((a) => a.contents.includes('specimen'))).toEqual([]);
  });
  it('long texts flow onto more pages; characters outside the standard fonts do not break it', async () => {
    const long = Array.from({ length: 120 }, (_, i) => `Clause ${i} keeps its words ≤ ${i} mm.`).join('\n\n');
    const pages = await open(
      await renderRedlinePdf(
        diffDocuments([{ heading: 'S', body: long }], [{ heading: 'S', body: `${long}\n\nNew closing clause.` }]),
        { old: 'a', new: 'b', title: 't' },
      ),
    );
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.at(-1)!.annots.map((a) => a.contents)).toContain('Inserted: New closing clause.');
  });
});
