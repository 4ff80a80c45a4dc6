import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PageText } from './compass-points/carry-forward-match';

/*
 * The text of a PDF with positions, read by pdf.js (its legacy build runs in Node): what the
 * carry-forward and the seed use to place compass points where the reader would select them.
 */

// pdf.js reads the standard fonts' metrics from its own package (without them it warns per font).
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;

/** Every page's text items in PDF user space. */
export async function extractPageText(bytes: Uint8Array): Promise<PageText[]> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
  }).promise;
  try {
    const pages: PageText[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const items = [];
      for (const it of content.items) {
        if (!('str' in it) || it.str === '') continue;
        const [a, b, , , e, f] = it.transform as number[];
        items.push({ str: it.str, x: e, y: f, width: it.width, height: it.height || Math.hypot(a, b) });
      }
      pages.push({ pageNumber: n, items });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}
