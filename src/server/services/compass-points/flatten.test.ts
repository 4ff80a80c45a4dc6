import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { flattenCompassPoints, winAnsiSafe } from './flatten';

/* The download with compass points never fails on what users type, however long or whatever script. */

async function blank(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage([612, 792]);
  return pdf.save();
}

describe('names the standard fonts cannot draw do not fail the download', () => {
  it('replaces characters outside WinAnsi and shortens long text', () => {
    expect(winAnsiSafe('Größe 測定  ok')).toBe('Größe ?? ok');
    expect(winAnsiSafe('x'.repeat(300))).toHaveLength(255);
  });
  it('flattens points named in any script, lists many points over several pages, skips rects outside the document', async () => {
    const points = Array.from({ length: 60 }, (_, i) => ({
      name: `Точка ${i} — ${'long name '.repeat(10)}`,
      description: 'd'.repeat(1300),
      overlayDetails: 'o'.repeat(500),
      selectionText: 's '.repeat(500),
      rects: [{ pageNumber: (i % 3) + 1, x: 60, y: 700 - i * 10, width: 100, height: 12 }],
    }));
    points.push({
      name: 'Nowhere',
      description: '',
      overlayDetails: '',
      selectionText: '',
      rects: [{ pageNumber: 99, x: 0, y: 0, width: 1, height: 1 }],
    });
    const out = await PDFDocument.load(await flattenCompassPoints(await blank(3), points, 'Title'));
    expect(out.getPageCount()).toBeGreaterThan(4);
  });
});
