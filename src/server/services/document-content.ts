import type { FastifyReply, FastifyRequest } from 'fastify';
import { DocumentError } from '../../api/documents';
import { ENTITLEMENT_ACCESS_HEADER } from '../../api/http-headers';
import { HttpError } from '../http-error';
import { insertUsageEvent } from '../repositories/usage-events';
import { upsertAccessedDocument } from '../repositories/user-documents';
import { isDrmView, notEntitled, offeredByCode, offeredById, type DocumentAccess } from './document-access';
import { documentFile } from './document-files';
import { sendStoredFile } from './file-reply';
import { pdfWithCompassPoints } from './compass-point-download';

/*
 * Content replies (001 §7): the PDF, the HTML, the full book and the download. Every one checks
 * entitlement first (DOMAIN invariant 1) and records a usage event: 'open' when the reader gets
 * the start of the document (later range requests of the same reading are not new opens),
 * 'download' for downloads.
 */

async function recordOpen(req: FastifyRequest, a: DocumentAccess) {
  const s = a.scope.session;
  await upsertAccessedDocument(req.server.db, a.owner, a.doc.id, new Date().toISOString());
  await insertUsageEvent(req.server.db, { tenantId: s.tenantId, accountId: s.account.id, userId: s.userId, publisherId: a.doc.publisher_id, documentId: a.doc.id, kind: 'open' });
}

/** Content needs entitlement; a refusal is recorded as a 'denial' usage event (COUNTER No_License). */
async function entitledOrDenied(req: FastifyRequest, a: DocumentAccess): Promise<DocumentAccess> {
  if (a.entitled) return a;
  const s = a.scope.session;
  await insertUsageEvent(req.server.db, { tenantId: s.tenantId, accountId: s.account.id, userId: s.userId, publisherId: a.doc.publisher_id, documentId: a.doc.id, kind: 'denial' });
  throw notEntitled();
}
/**
 * The access check of the PDF by content code, also used by its page previews (one place, so the
 * content-access policy can replace it for both at once).
 */
export const entitledByCode = async (req: FastifyRequest, contentCode: string) => entitledOrDenied(req, await offeredByCode(req, contentCode));
const entitledById = async (req: FastifyRequest, id: number) => entitledOrDenied(req, await offeredById(req, id));

/** A safe file name from a designation (the download is named with .pdf, 001 §9). */
export const pdfFileName = (designationNo: string, suffix = '') => `${designationNo.replace(/[^A-Za-z0-9._-]+/g, '_')}${suffix}.pdf`;
const attachment = (name: string) => `attachment; filename="${name}"`;

/** GET pdf/contentCode: the PDF inline, ranges allowed. */
export async function sendPdf(req: FastifyRequest, reply: FastifyReply, contentCode: string): Promise<FastifyReply> {
  const a = await entitledByCode(req, contentCode);
  const f = await documentFile(req.server, a.doc, 'pdf');
  if (!f) throw new HttpError(404, DocumentError.noPdf, { detail: DocumentError.noPdf });
  reply.header(ENTITLEMENT_ACCESS_HEADER, 'true');
  const sent = await sendStoredFile(req, reply, f, { type: 'application/pdf', disposition: `inline; filename="${pdfFileName(a.doc.designation_no)}"` });
  if ((sent.status === 200 || sent.status === 206) && sent.start === 0) await recordOpen(req, a);
  // Returning the reply tells Fastify a streamed body is on its way.
  return reply;
}

/** GET html/{id}: the HTML version of an edition by content id. */
export async function sendHtml(req: FastifyRequest, reply: FastifyReply, id: number): Promise<FastifyReply> {
  const a = await entitledById(req, id);
  const f = await documentFile(req.server, a.doc, 'html');
  if (!f) throw new HttpError(404, 'error.noHtml', { detail: 'error.noHtml' });
  const sent = await sendStoredFile(req, reply, f, { type: 'text/html; charset=utf-8' });
  if (sent.status === 200) await recordOpen(req, a);
  return reply;
}

async function sendAttachment(req: FastifyRequest, reply: FastifyReply, a: DocumentAccess, suffix: string, compassPoints = false): Promise<FastifyReply> {
  if (!a.doc.downloadable || isDrmView(a.scope)) throw new HttpError(403, DocumentError.notDownloadable, { detail: DocumentError.notDownloadable });
  const f = await documentFile(req.server, a.doc, 'pdf');
  const name = pdfFileName(a.doc.designation_no, suffix);
  const s = a.scope.session;
  await insertUsageEvent(req.server.db, { tenantId: s.tenantId, accountId: s.account.id, userId: s.userId, publisherId: a.doc.publisher_id, documentId: a.doc.id, kind: 'download' });
  if (!f) {
    // No PDF for this edition: an empty file, which the client answers with the tenant no-PDF message (001 §8).
    reply.status(200).header('content-type', 'application/pdf').header('content-disposition', attachment(name)).header('cache-control', 'private, no-store')
      .header('content-length', 0).send(Buffer.alloc(0));
    return reply;
  }
  reply.header('cache-control', 'private, no-store');
  // With compass points: the caller's active highlights and names drawn into a copy (null: none to draw).
  const flattened = compassPoints ? await pdfWithCompassPoints(req, a, f.file) : null;
  if (flattened) return reply.status(200).header('content-type', 'application/pdf').header('content-disposition', attachment(name)).send(Buffer.from(flattened));
  await sendStoredFile(req, reply, f, { type: 'application/pdf', disposition: attachment(name) });
  return reply;
}

/**
 * POST download: the PDF as an attachment. Refused (403 'error.notDownloadable') when the
 * edition is not downloadable or the account reads under DRM. With `compassPoints` the caller's
 * active compass points are flattened into the PDF.
 */
export async function sendDownload(req: FastifyRequest, reply: FastifyReply, contentCode: string, compassPoints = false): Promise<FastifyReply> {
  return sendAttachment(req, reply, await entitledByCode(req, contentCode), '', compassPoints);
}

/** GET fullBook: the whole publication as one PDF attachment (same rules as the download). */
export async function sendFullBook(req: FastifyRequest, reply: FastifyReply, contentCode: string): Promise<FastifyReply> {
  return sendAttachment(req, reply, await entitledByCode(req, contentCode), '-full-book');
}
