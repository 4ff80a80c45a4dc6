import { describe, expect, it } from 'vitest';
import { isPdfJsAsset } from './policy';

/* pdf.js is cached once fetched so kept documents open offline. */

describe('the pdf.js module and worker are recognised, nothing else', () => {
  it("matches Vite's hashed pdf.js files", () => {
    expect(isPdfJsAsset('/assets/pdf-CxGb2Fea.js')).toBe(true);
    expect(isPdfJsAsset('/assets/pdf.worker.min-B_fnEKel.mjs')).toBe(true);
  });
  it('leaves app chunks, API calls and other paths alone', () => {
    for (const p of [
      '/assets/index-abc.js',
      '/assets/PdfReader-abc.js',
      '/api/documents/pdf/contentCode',
      '/assets/pdf-x.css',
      '/pdf-x.js',
    ]) {
      expect(isPdfJsAsset(p), p).toBe(false);
    }
  });
});
