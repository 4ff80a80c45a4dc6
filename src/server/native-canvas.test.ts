import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { canvasLoadedHere } from './native-canvas';
import { renderPage, stopRenderer } from './services/previews/render-pool';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'native-canvas-'));
afterAll(async () => {
  await stopRenderer();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a thread that draws never leaves the canvas addon to the threads alone', () => {
  it('the preview renderer holds the addon in the main thread once its thread has drawn', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([300, 400]);
    const file = path.join(dir, 'one-page.pdf');
    fs.writeFileSync(file, await pdf.save());
    expect(canvasLoadedHere()).toBe(false);
    const r = await renderPage({ file, etag: '"one"', page: 1, width: 200, quality: 80 });
    expect(r.missing).toBeFalsy();
    expect(canvasLoadedHere()).toBe(true);
  });
});
