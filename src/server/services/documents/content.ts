import type { FastifyReply } from 'fastify';
import { DocumentError } from '../../../api/documents';
import { ENTITLEMENT_ACCESS_HEADER } from '../../../api/http-headers';
import { HttpError } from '../../http-error';
import { recordUsage } from '../usage/record-usage';
import { upsertAccessedDocument } from '../../repositories/user-documents';
import type { DocumentAccess } from './access';
import { contentByCode, contentById } from '../content-access/require-content';
import fs from 'node:fs';
import { documentFile, type StoredFile } from './files';
import { sendStoredFile } from '../file-reply';
import { pdfWithCompassPoints } from '../compass-points/download';
import { DOCUMENT_HTML_CSP } from '../../plugins/security-headers';
import type { ServiceContext } from '../context';

/*
 * Content replies (001 §7): the PDF, the HTML, the full book and the download. Every one passes
 * the content-access policy first (services/content-access: tenant offer, licence agreement,
 * entitlement, DRM, downloadable) and records a usage event: 'open' when the reader gets
 * the start of the document (later range requests of the same reading are not new opens),
 * 'download' for downloads.
 */

async function recordOpen(ctx: ServiceContext, a: DocumentAccess) {
  await upsertAccessedDocument(ctx.db, a.owner, a.doc.id, new Date().toISOString());
  await recordUsage(ctx, a.scope, 'open', a.doc);
}

/** A safe file name from a designation (the download is named with .pdf, 001 §9). */
export const pdfFileName = (designationNo: string, suffix = '') =>
  `${designationNo.replace(/[^A-Za-z0-9._-]+/g, '_')}${suffix}.pdf`;
const attachment = (name: string) => `attachment; filename="${name}"`;

/** GET pdf/contentCode: the PDF inline, ranges allowed. */
export async function sendPdf(ctx: ServiceContext, reply: FastifyReply, contentCode: string): Promise<FastifyReply> {
  const a = await contentByCode(ctx, contentCode, 'view');
  const f = await documentFile(ctx, a.doc, 'pdf');
  if (!f) throw new HttpError(404, DocumentError.noPdf, { detail: DocumentError.noPdf });
  reply.header(ENTITLEMENT_ACCESS_HEADER, 'true');
  const sent = await sendStoredFile(reply, f, {
    type: 'application/pdf',
    disposition: `inline; filename="${pdfFileName(a.doc.designation_no)}"`,
  });
  if ((sent.status === 200 || sent.status === 206) && sent.start === 0) await recordOpen(ctx, a);
  // Returning the reply tells Fastify a streamed body is on its way.
  return reply;
}

/** GET html/{id}: the HTML version of an edition by content id. */
export async function sendHtml(ctx: ServiceContext, reply: FastifyReply, id: number): Promise<FastifyReply> {
  const a = await contentById(ctx, id, 'view');
  const f = await documentFile(ctx, a.doc, 'html');
  if (!f) throw new HttpError(404, 'error.noHtml', { detail: 'error.noHtml' });
  // The reader renders it in its own sandboxed frame; opened as a page, it runs sandboxed too.
  reply.header('content-security-policy', DOCUMENT_HTML_CSP);
  const gz = await compressedCopy(f, reply.request.headers['accept-encoding']);
  const sent = gz
    ? await sendStoredFile(reply, gz, { type: 'text/html; charset=utf-8', encoding: 'gzip' })
    : await sendStoredFile(reply, f, { type: 'text/html; charset=utf-8' });
  if (sent.status === 200) await recordOpen(ctx, a);
  return reply;
}

/** The import's gzipped copy of a stored file (<file>.gz), when the caller accepts gzip and the copy exists. */
async function compressedCopy(f: StoredFile, acceptEncoding: string | undefined): Promise<StoredFile | null> {
  if (!/\bgzip\b/.test(acceptEncoding ?? '')) return null;
  const stat = await fs.promises.stat(`${f.file}.gz`).catch(() => null);
  return stat ? { file: `${f.file}.gz`, size: stat.size, mtimeMs: stat.mtimeMs } : null;
}

/** `a` passed the content policy in 'download' mode (downloadable, not DRM). */
async function sendAttachment(
  ctx: ServiceContext,
  reply: FastifyReply,
  a: DocumentAccess,
  suffix: string,
  compassPoints = false,
): Promise<FastifyReply> {
  const f = await documentFile(ctx, a.doc, 'pdf');
  const name = pdfFileName(a.doc.designation_no, suffix);
  await recordUsage(ctx, a.scope, 'download', a.doc);
  if (!f) {
    // No PDF for this edition: an empty file, which the client answers with the tenant no-PDF message (001 §8).
    reply
      .status(200)
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(name))
      .header('cache-control', 'private, no-store')
      .header('content-length', 0)
      .send(Buffer.alloc(0));
    return reply;
  }
  reply.header('cache-control', 'private, no-store');
  // With compass points: the caller's active highlights and names drawn into a copy (null: none to draw).
  const flattened = compassPoints ? await pdfWithCompassPoints(ctx, a, f.file) : null;
  if (flattened)
    return reply
      .status(200)
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(name))
      .send(Buffer.from(flattened));
  await sendStoredFile(reply, f, { type: 'application/pdf', disposition: attachment(name) });
  return reply;
}

/**
 * POST download: the PDF as an attachment. Refused (403 'error.notDownloadable') when the
 * edition is not downloadable or the account reads under DRM. With `compassPoints` the caller's
 * active compass points are flattened into the PDF.
 */
export async function sendDownload(
  ctx: ServiceContext,
  reply: FastifyReply,
  contentCode: string,
  compassPoints = false,
): Promise<FastifyReply> {
  return sendAttachment(ctx, reply, await contentByCode(ctx, contentCode, 'download'), '', compassPoints);
}

/** GET fullBook: the whole publication as one PDF attachment (same rules as the download). */
export async function sendFullBook(ctx: ServiceContext, reply: FastifyReply, contentCode: string): Promise<FastifyReply> {
  return sendAttachment(ctx, reply, await contentByCode(ctx, contentCode, 'download'), '-full-book');
}
