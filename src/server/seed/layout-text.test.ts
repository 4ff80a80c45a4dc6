import { describe, expect, it } from 'vitest';
import { extractPageText } from '../services/pdf-text';
import { layoutPageText } from './layout-text';
import { renderDocumentPdf } from './render-pdf';

/* The seed places its compass points from the layout; this keeps that in step with the rendered PDF. */

const doc = {
  content_code: 'msa-a101-20',
  display_designation: 'MSA A101-20',
  designation_no: 'A101-20',
  title: 'Standard Test Method for Tensile Strength of Demonstration Bars at Room Temperature',
  document_type: 'Standard',
  status: 'Active',
  language_code: 'en-US',
  publish_date: '2020-03-01',
  page_count: 4,
};
const body = Array.from(
  { length: 30 },
  (_, i) => `Sentence ${i} explains how the specimen is prepared, conditioned and measured before the test begins.`,
).join(' ');
const sections = [
  { ordinal: 1, heading: 'Scope', body },
  {
    ordinal: 2,
    heading: 'Apparatus and a rather long heading that the renderer may have to shrink to fit within the page width',
    body: `${body}\n\n${body}`,
  },
];

describe('layout positions match what pdf.js reads from the rendered PDF', () => {
  it('gives the same text, position and width for every text line of every text page', async () => {
    const fromPdf = await extractPageText(await renderDocumentPdf(doc, sections));
    const fromLayout = layoutPageText(doc, sections);
    expect(fromLayout.length).toBeGreaterThan(1);
    for (const p of fromLayout) {
      const read = fromPdf[p.pageNumber - 1].items;
      expect(p.items.map((i) => i.str)).toEqual(read.map((i) => i.str));
      p.items.forEach((it, k) => {
        expect(it.x).toBeCloseTo(read[k].x, 1);
        expect(it.y).toBeCloseTo(read[k].y, 1);
        expect(it.width).toBeCloseTo(read[k].width, 0);
        expect(it.height).toBeCloseTo(read[k].height, 1);
      });
    }
  }, 30_000);
});
