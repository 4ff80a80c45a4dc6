import { loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPreviewPath } from '../../../api/documents';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';

/* Page previews: page 1 readable at once, under the same access rules as the PDF. */

let d: DemoApp;
let ivy: Record<string, string>;
let drm: Record<string, string>;
let carl: Record<string, string>;
let nora: Record<string, string>;
const anon = { host: new URL(MAIN).host };
const docOf = async (publisher: string) =>
  d.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select(['documents.id', 'documents.content_code'])
    .where('publishers.code', '=', publisher)
    .orderBy('documents.id')
    .executeTakeFirstOrThrow();
const get = (code: string, page: number, headers: Record<string, string>) =>
  d.app.inject({ method: 'GET', url: pdfPreviewPath(code, page), headers });

beforeAll(async () => {
  d = await createDemoApp();
  [ivy, drm, carl, nora] = await Promise.all([
    d.as('ivy@example.com'),
    d.as('drm@example.com'),
    d.as('carl@example.com'),
    d.as('nora@example.com', NORTHWIND),
  ]);
}, 120_000);
afterAll(async () => d?.close());

describe('a page preview is the page as an image, with the page count and size the reader lays out with', () => {
  it('200 image/webp about 1024 px wide, x-page-count, x-page-size in points, a strong ETag and a private cache', async () => {
    const kes = await docOf('KES');
    const res = await get(kes.content_code, 1, ivy);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(Number(res.headers['x-page-count'])).toBeGreaterThan(1);
    expect(res.headers['x-page-size']).toMatch(/^\d+(\.\d+)?x\d+(\.\d+)?$/);
    // Strong (no W/ prefix): the same bytes on every node.
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(res.headers['cache-control']).toMatch(/^private/);
    const image = await loadImage(res.rawPayload);
    expect(image.width).toBe(1024);
  });

  it('is kept after the first render: the same bytes again, and 304 for the ETag', async () => {
    const kes = await docOf('KES');
    const first = await get(kes.content_code, 2, ivy);
    const again = await get(kes.content_code, 2, ivy);
    expect(Buffer.compare(first.rawPayload, again.rawPayload)).toBe(0);
    const cached = await get(kes.content_code, 2, { ...ivy, 'if-none-match': String(first.headers.etag) });
    expect(cached.statusCode).toBe(304);
  });

  it('404 past the last page, 400 for a page that is not a positive number', async () => {
    const kes = await docOf('KES');
    const count = Number((await get(kes.content_code, 1, ivy)).headers['x-page-count']);
    expect((await get(kes.content_code, count + 1, ivy)).statusCode).toBe(404);
    expect(
      (
        await d.app.inject({
          method: 'GET',
          url: `/api/documents/pdf/preview?contentCode=${kes.content_code}&page=0`,
          headers: ivy,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('previews carry content, so they follow the PDF access rules', () => {
  it('an account without the subscription gets 403, a signed-out caller 401, another tenant 404', async () => {
    const kes = await docOf('KES');
    expect((await get(kes.content_code, 1, carl)).statusCode).toBe(403);
    expect((await get(kes.content_code, 1, anon)).statusCode).toBe(401);
    expect((await get(kes.content_code, 1, nora)).statusCode).toBe(404);
  });

  it('restricted (DRM) viewing may see the page but the reply is never stored', async () => {
    const msa = await docOf('MSA');
    const res = await get(msa.content_code, 1, drm);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
  });
});
