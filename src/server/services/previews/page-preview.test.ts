import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPreviewPath } from '../../../api/documents';
import { createDemoApp, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';

/* PDF page previews (the contract beside PDF_PREVIEW_PATH in src/api/documents.ts). */

let d: DemoApp;
let ivy: Record<string, string>;
let drm: Record<string, string>;
let nora: Record<string, string>;
const docOf = async (publisher: string) =>
  d.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select(['documents.id', 'documents.content_code', 'documents.page_count', 'documents.pdf_path'])
    .where('publishers.code', '=', publisher)
    .where('documents.pdf_path', 'is not', null)
    .orderBy('documents.id')
    .executeTakeFirstOrThrow();
const get = (url: string, headers: Record<string, string>) => d.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  d = await createDemoApp();
  [ivy, drm, nora] = await Promise.all([d.as('ivy@example.com'), d.as('drm@example.com'), d.as('nora@example.com', NORTHWIND)]);
}, 120_000);
afterAll(async () => d?.close());

describe('a page preview is a WebP of that page about 1024 px wide, with the page count and page size', () => {
  it("page 1 and the last page: image/webp, 1024 px wide, the page's aspect, x-page-count and x-page-size, a strong ETag; mostly white paper with ink on it", async () => {
    const kes = await docOf('KES');
    const res = await get(pdfPreviewPath(kes.content_code, 1), ivy);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(Number(res.headers['x-page-count'])).toBe(kes.page_count);
    const [w, h] = String(res.headers['x-page-size']).split('x').map(Number);
    expect(w).toBeGreaterThan(500);
    expect(res.headers.etag).toMatch(/^"p1w1024-.+"$/);
    const img = await loadImage(res.rawPayload);
    expect(img.width).toBe(1024);
    expect(Math.abs(img.height - (1024 * h) / w)).toBeLessThanOrEqual(1);
    // Real content drawn: some dark pixels (text), mostly light ones (paper).
    const c = createCanvas(img.width, img.height);
    c.getContext('2d').drawImage(img, 0, 0);
    const px = c.getContext('2d').getImageData(0, 0, img.width, img.height).data;
    let dark = 0;
    for (let i = 0; i < px.length; i += 4) if (px[i] < 100) dark++;
    expect(dark).toBeGreaterThan(500);
    expect(dark).toBeLessThan(px.length / 4 / 4);
    const last = await get(pdfPreviewPath(kes.content_code, kes.page_count), ivy);
    expect(last.statusCode).toBe(200);
    expect(Buffer.compare(last.rawPayload, res.rawPayload)).not.toBe(0);
  }, 60_000);
  it('404 error.noPage past the last page, with the page count', async () => {
    const kes = await docOf('KES');
    const res = await get(pdfPreviewPath(kes.content_code, kes.page_count + 1), ivy);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('error.noPage');
    expect(res.headers['x-page-count']).toBe(String(kes.page_count));
  }, 60_000);
  it('400 with fieldErrors for a missing content code, page 0 or a non-numeric page', async () => {
    for (const url of [
      '/api/documents/pdf/preview?page=1',
      '/api/documents/pdf/preview?contentCode=X&page=0',
      '/api/documents/pdf/preview?contentCode=X&page=one',
    ]) {
      const res = await get(url, ivy);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe("previews are kept on disk keyed by the PDF's ETag: the next request is a file read, a replaced PDF is never shown stale", () => {
  it('a second request answers the same bytes from DATA_DIR/previews; If-None-Match answers 304', async () => {
    const kes = await docOf('KES');
    const first = await get(pdfPreviewPath(kes.content_code, 2), ivy);
    const dir = path.join(d.app.config.dataDir, 'previews', kes.content_code);
    expect(fs.readdirSync(dir).length).toBe(1);
    const again = await get(pdfPreviewPath(kes.content_code, 2), ivy);
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    const not = await get(pdfPreviewPath(kes.content_code, 2), { ...ivy, 'if-none-match': String(first.headers.etag) });
    expect(not.statusCode).toBe(304);
  }, 60_000);
  it('a replaced PDF gets new previews under a new ETag and the old ones are removed', async () => {
    const hmi = await docOf('HMI');
    const before = await get(pdfPreviewPath(hmi.content_code, 1), ivy);
    const file = path.resolve(d.app.config.filesDir, hmi.pdf_path!);
    const kes = await docOf('KES');
    // Another document's bytes stand in for a new edition of the file.
    await get(`/api/documents/pdf/contentCode?contentCode=${kes.content_code}`, ivy);
    fs.copyFileSync(path.resolve(d.app.config.filesDir, kes.pdf_path!), file);
    const after = await get(pdfPreviewPath(hmi.content_code, 1), ivy);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(Buffer.compare(after.rawPayload, before.rawPayload)).not.toBe(0);
    expect(fs.readdirSync(path.join(d.app.config.dataDir, 'previews', hmi.content_code)).length).toBe(1);
  }, 60_000);
});

describe("previews follow the PDF's access rules; restricted (DRM) viewing is never cached", () => {
  it('private cache for an ordinary account, no-store for a DRM account', async () => {
    const kes = await docOf('KES');
    expect((await get(pdfPreviewPath(kes.content_code, 1), ivy)).headers['cache-control']).toBe('private, no-cache');
    const msa = await docOf('MSA');
    const res = await get(pdfPreviewPath(msa.content_code, 1), drm);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  }, 60_000);
  it("the same refusals as the PDF: 401 anonymous, 404 for another tenant's document, 403 not entitled", async () => {
    const kes = await docOf('KES');
    const pdf = (h: Record<string, string>) => get(`/api/documents/pdf/contentCode?contentCode=${kes.content_code}`, h);
    for (const h of [{ host: String(ivy.host) }, nora]) {
      const [p, v] = [await pdf(h), await get(pdfPreviewPath(kes.content_code, 1), h)];
      expect(v.statusCode).toBe(p.statusCode);
      expect(v.statusCode).toBeGreaterThanOrEqual(401);
    }
    const ctc = await docOf('CTC');
    const refused = await get(pdfPreviewPath(ctc.content_code, 1), ivy);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('error.notEntitled');
    expect(refused.headers['content-type']).not.toBe('image/webp');
  }, 60_000);
});
