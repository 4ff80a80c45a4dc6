import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DocumentError, PAGE_COUNT_HEADER, PAGE_SIZE_HEADER } from '../../../api/documents';
import { ENTITLEMENT_ACCESS_HEADER } from '../../../api/http-headers';
import { HttpError } from '../../http-error';
import { isDrmView } from '../document-access';
import { contentByCode } from '../content-access/require-content';
import { documentFile, type StoredFile } from '../document-files';
import { PageRenderer } from './renderer';

/*
 * Page previews (issue 18): a page of an edition's PDF as a WebP image the reader shows at once,
 * long before pdf.js has the bytes and fonts to paint the real page on a slow link. They carry the
 * document's content, so they pass the same access checks as the PDF itself. Rendered on first
 * request and kept on disk beside the data, named by the PDF's version, so a replaced file is
 * rendered anew and every node behind a balancer can share them.
 */

const renderers = new WeakMap<FastifyInstance, PageRenderer>();
const pending = new Map<string, Promise<Preview | null>>();

interface Preview { file: string; pages: number; pageWidth: number; pageHeight: number }

/** The node's one render thread (closed with the app). */
export function pageRenderer(app: FastifyInstance): PageRenderer {
  let r = renderers.get(app);
  if (!r) renderers.set(app, (r = new PageRenderer()));
  return r;
}

const versionOf = (f: StoredFile) => `${f.size.toString(16)}-${Math.floor(f.mtimeMs).toString(16)}`;
const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_');

async function readSidecar(file: string): Promise<Preview | null> {
  try {
    const meta = JSON.parse(await fs.promises.readFile(`${file}.json`, 'utf8')) as Omit<Preview, 'file'>;
    await fs.promises.access(file);
    return { file, ...meta };
  } catch {
    return null;
  }
}

/** The stored preview of a page, rendered first when missing; null past the last page. */
async function previewOf(app: FastifyInstance, contentCode: string, pdf: StoredFile, page: number): Promise<Preview | null> {
  const version = versionOf(pdf);
  const file = path.join(app.config.dataDir, 'previews', safe(contentCode), `${version}-p${page}.webp`);
  const kept = await readSidecar(file);
  if (kept) return kept;
  let job = pending.get(file);
  if (!job) {
    job = (async () => {
      const r = await pageRenderer(app).render(pdf.file, version, page);
      if (!r.ok) {
        if (r.pastEnd) return null;
        throw new Error(`preview of ${contentCode} page ${page} failed: ${r.error}`);
      }
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: another request (or node) never reads half an image.
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await fs.promises.writeFile(tmp, r.webp);
      await fs.promises.writeFile(`${file}.json`, JSON.stringify({ pages: r.pages, pageWidth: r.pageWidth, pageHeight: r.pageHeight }));
      await fs.promises.rename(tmp, file);
      return { file, pages: r.pages, pageWidth: r.pageWidth, pageHeight: r.pageHeight };
    })().finally(() => pending.delete(file));
    pending.set(file, job);
  }
  return job;
}

/** GET pdf/preview?contentCode&page: the page as WebP, under the PDF's access rules. */
export async function sendPagePreview(req: FastifyRequest, reply: FastifyReply, contentCode: string, page: number): Promise<FastifyReply> {
  const a = await contentByCode(req, contentCode, 'view');
  const pdf = await documentFile(req.server, a.doc, 'pdf');
  if (!pdf) throw new HttpError(404, DocumentError.noPdf, { detail: DocumentError.noPdf });
  const preview = await previewOf(req.server, a.doc.content_code, pdf, page);
  if (!preview) throw new HttpError(404, 'error.notFound', { detail: `page ${page} is past the last page` });
  const etag = `"${versionOf(pdf)}-p${page}"`;
  reply.header(ENTITLEMENT_ACCESS_HEADER, 'true')
    .header('etag', etag)
    .header('vary', 'Authorization')
    .header(PAGE_COUNT_HEADER, String(preview.pages))
    .header(PAGE_SIZE_HEADER, `${preview.pageWidth}x${preview.pageHeight}`)
    // Restricted (DRM) viewing keeps no copies anywhere, not even in the browser's cache.
    .header('cache-control', isDrmView(a.scope) ? 'private, no-store' : 'private, max-age=86400');
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
  const bytes = await fs.promises.readFile(preview.file);
  return reply.status(200).type('image/webp').header('content-length', bytes.length).send(bytes);
}
