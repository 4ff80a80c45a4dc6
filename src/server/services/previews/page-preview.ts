import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DocumentError, PAGE_COUNT_HEADER, PAGE_SIZE_HEADER } from '../../../api/documents';
import { HttpError } from '../../http-error';
import { findFullDocumentById, type FullDocumentRow } from '../../repositories/document-details';
import { listDocumentsWithPdf } from '../../repositories/documents';
import { isDrmView } from '../documents/access';
import { contentByCode } from '../content-access/require-content';
import { documentFile } from '../documents/files';
import { fileEtag, noneMatch } from '../file-etag';
import { cachedPageCount, cachedPreview, storePageCount, storePreview, type CachedPreview } from './preview-cache';
import { PreviewBusy, renderPage } from './render-pool';
import type { ServiceContext, ServiceRuntime } from '../context';

/*
 * GET pdf/preview (PDF_PATH's page previews): one page of the edition's PDF as a WebP
 * about 1024 px wide, which the reader shows at once while pdf.js fetches the page's ranges.
 * Same access as the PDF itself (the PDF route's check, so both move to the content-access policy
 * together). Rendered on first request (or ahead, by warmPreviews) and kept on disk keyed by the
 * PDF's ETag.
 */

export const PREVIEW_WIDTH = 1024;
export const PREVIEW_QUALITY = 80;

/** The stored preview of a page, rendering it first when needed; null past the last page. */
async function previewOf(
  app: ServiceRuntime,
  doc: FullDocumentRow,
  page: number,
): Promise<{ preview: CachedPreview | null; pdfEtag: string; pageCount?: number } | null> {
  const f = await documentFile(app, doc, 'pdf');
  if (!f) return null;
  const pdfEtag = await fileEtag(f);
  const dataDir = app.config.dataDir;
  const stored = await cachedPreview(dataDir, doc.content_code, pdfEtag, page);
  if (stored) return { preview: stored, pdfEtag };
  const known = await cachedPageCount(dataDir, doc.content_code, pdfEtag);
  if (known !== null && page > known) return { preview: null, pdfEtag, pageCount: known };
  const r = await renderPage({ file: f.file, etag: pdfEtag, page, width: PREVIEW_WIDTH, quality: PREVIEW_QUALITY });
  if (r.missing) {
    await storePageCount(dataDir, doc.content_code, pdfEtag, r.pageCount);
    return { preview: null, pdfEtag, pageCount: r.pageCount };
  }
  const meta = { pageCount: r.pageCount, width: r.width, height: r.height };
  const image = await storePreview(dataDir, doc.content_code, pdfEtag, page, r.image, meta);
  return { preview: { image, meta }, pdfEtag };
}

/** GET pdf/preview?contentCode&page. */
export async function sendPagePreview(
  ctx: ServiceContext,
  reply: FastifyReply,
  contentCode: string,
  page: number,
): Promise<FastifyReply> {
  const a = await contentByCode(ctx, contentCode, 'view');
  let got;
  try {
    got = await previewOf(ctx, a.doc, page);
  } catch (err) {
    if (err instanceof PreviewBusy) {
      reply.header('retry-after', '2');
      throw new HttpError(503, 'error.previewBusy', { detail: 'Too many page previews are being made; retry shortly' });
    }
    throw err;
  }
  if (!got) throw new HttpError(404, DocumentError.noPdf, { detail: DocumentError.noPdf });
  const { preview, pdfEtag } = got;
  // Restricted (DRM) viewing keeps no copy anywhere, the browser's cache included.
  reply.header('cache-control', isDrmView(a.scope) ? 'no-store' : 'private, no-cache').header('vary', 'Authorization');
  if (!preview) {
    reply.header(PAGE_COUNT_HEADER, String(got.pageCount));
    throw new HttpError(404, DocumentError.noPage, { detail: DocumentError.noPage });
  }
  const etag = `"p${page}w${PREVIEW_WIDTH}-${pdfEtag.slice(1, -1)}"`;
  reply
    .header('etag', etag)
    .header(PAGE_COUNT_HEADER, String(preview.meta.pageCount))
    .header(PAGE_SIZE_HEADER, `${round(preview.meta.width)}x${round(preview.meta.height)}`)
    .header('access-control-expose-headers', `etag, ${PAGE_COUNT_HEADER}, ${PAGE_SIZE_HEADER}`);
  if (noneMatch(reply.request.headers['if-none-match'], etag)) return reply.status(304).send();
  const buf = await fs.promises.readFile(preview.image);
  return reply.status(200).header('content-type', 'image/webp').header('content-length', buf.length).send(buf);
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Renders the first page of every document's PDF ahead of any request (in the background after
 * the server is up, through the same bounded queue), so the first tap finds it on disk. Pages
 * already on disk cost a stat and a hash of the PDF (kept per process). PREVIEW_WARM=0 turns it
 * off; PREVIEW_WARM=<n> warms the first n pages.
 */
export async function warmPreviews(app: FastifyInstance, pages = 1): Promise<void> {
  if (pages < 1) return;
  const ids = await listDocumentsWithPdf(app.db);
  for (const { id } of ids) {
    // A server closing (or a test app closed) stops warming.
    if (!app.server.listening) return;
    const doc = await findFullDocumentById(app.db, id);
    if (!doc) continue;
    for (let p = 1; p <= pages; p++) {
      try {
        const got = await previewOf(app, doc, p);
        if (!got?.preview) break;
      } catch (err) {
        if (err instanceof PreviewBusy) {
          await new Promise((r) => setTimeout(r, 1000));
          p--;
          continue;
        }
        app.log.warn({ err, contentCode: doc.content_code }, 'page preview failed');
        break;
      }
    }
  }
}
