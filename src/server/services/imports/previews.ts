import fs from 'node:fs';
import { fileEtag } from '../file-etag';
import { cachedPreview, storePreview } from '../previews/preview-cache';
import { PREVIEW_QUALITY, PREVIEW_WIDTH } from '../previews/page-preview';
import { PreviewBusy, renderPage } from '../previews/render-pool';

/*
 * The first page's preview of an imported PDF, made at import through the preview renderer's own
 * queue and cache, so the first reader of a new document finds page 1 on disk (the reader shows
 * it at once while pdf.js fetches the page).
 */

const BUSY_RETRIES = 30;

export async function makeFirstPagePreview(dataDir: string, contentCode: string, pdfFile: string): Promise<void> {
  const stat = await fs.promises.stat(pdfFile);
  const etag = await fileEtag({ file: pdfFile, size: stat.size, mtimeMs: stat.mtimeMs });
  if (await cachedPreview(dataDir, contentCode, etag, 1)) return;
  for (let attempt = 0; ; attempt++) {
    try {
      const r = await renderPage({ file: pdfFile, etag, page: 1, width: PREVIEW_WIDTH, quality: PREVIEW_QUALITY });
      if (r.missing) return;
      await storePreview(dataDir, contentCode, etag, 1, r.image, { pageCount: r.pageCount, width: r.width, height: r.height });
      return;
    } catch (err) {
      // Readers asking for previews come first; the import waits its turn.
      if (!(err instanceof PreviewBusy) || attempt >= BUSY_RETRIES) throw err;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
