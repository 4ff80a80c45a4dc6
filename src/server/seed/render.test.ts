import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CatalogueGenerator } from './catalogue';
import { TaxonomyIndex, buildTaxonomy } from './taxonomy';
import { renderDocumentPdf } from './render-pdf';
import { renderDocumentHtml } from './render-html';

const fontsDir =
  path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

function firstDocuments(count: number) {
  const gen = new CatalogueGenerator(3, new TaxonomyIndex(buildTaxonomy()));
  const out = [];
  while (out.length < count) out.push(...gen.next(count - out.length).documents);
  return out;
}

async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl: fontsDir, isEvalSupported: false }).promise;
  const pageText = async (n: number) =>
    (await (await pdf.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
  return { pdf, pageText };
}

describe('The PDF of an edition has selectable text and page_count pages', () => {
  it('shows the designation, title and numbered sections as text', async () => {
    const { row, sections } = firstDocuments(1)[0];
    const { pdf, pageText } = await pdfText(await renderDocumentPdf(row, sections));
    expect(pdf.numPages).toBe(row.page_count);
    const first = await pageText(1);
    expect(first).toContain(row.display_designation);
    expect(first).toContain('1. Scope');
    expect(first.replace(/\s+/g, ' ')).toContain(row.title.split(' ').slice(0, 3).join(' '));
    expect(await pageText(pdf.numPages)).toContain(`Page ${row.page_count} of ${row.page_count}`);
  });

  it('renders every section heading of a document somewhere in the PDF', async () => {
    const { row, sections } = firstDocuments(3)[2];
    const { pdf, pageText } = await pdfText(await renderDocumentPdf(row, sections));
    let all = '';
    for (let n = 1; n <= pdf.numPages; n++) all += await pageText(n);
    for (const s of sections) expect(all).toContain(`${s.ordinal}. ${s.heading}`);
  });

  it('makes long manuals for reader benchmarks', async () => {
    const { row, sections } = firstDocuments(1)[0];
    const manual = { ...row, page_count: 100 };
    const { pdf, pageText } = await pdfText(await renderDocumentPdf(manual, sections));
    expect(pdf.numPages).toBe(100);
    expect(await pageText(100)).toContain('Interlaboratory Study Data');
  });

  it('gives the same bytes for the same document, with fixed metadata', async () => {
    const { row, sections } = firstDocuments(2)[1];
    const [x, y] = [await renderDocumentPdf(row, sections), await renderDocumentPdf(row, sections)];
    expect(Buffer.from(x).equals(Buffer.from(y))).toBe(true);
    const { pdf } = await pdfText(x);
    const { info } = (await pdf.getMetadata()) as unknown as { info: Record<string, string> };
    expect(info).toMatchObject({
      Producer: 'Bearing seed',
      Creator: 'Bearing seed',
      CreationDate: 'D:20260101000000Z',
      ModDate: 'D:20260101000000Z',
    });
  });
});

describe('The HTML of an edition is semantic and anchored by section', () => {
  it('has one anchored section per stored section, a contents list and a table', () => {
    const { row, sections } = firstDocuments(1)[0];
    const html = renderDocumentHtml(row, sections);
    for (const s of sections) {
      expect(html).toContain(`<section id="section-${s.ordinal}"`);
      expect(html).toContain(`href="#section-${s.ordinal}"`);
    }
    expect(html).toMatch(/<table>[\s\S]*<th scope="col">Laboratory<\/th>[\s\S]*<\/table>/);
    expect(html).toContain(`<h1>${row.title}</h1>`);
  });

  it('escapes text', () => {
    const { row, sections } = firstDocuments(1)[0];
    const html = renderDocumentHtml({ ...row, title: 'A <b> & "c"' }, sections);
    expect(html).toContain('<h1>A &lt;b&gt; &amp; &quot;c&quot;</h1>');
  });
});
