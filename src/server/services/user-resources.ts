import type { FastifyReply } from 'fastify';
import { ErrorCode } from '../../api/errors';
import { helpFileName, marcFileName, type HelpDocumentQuery, type MarcDocumentQuery } from '../../api/user-resources';
import { forbidden } from '../http-error';
import { buildHelpDocument } from './help-documents';
import { MARC_CONTENT_TYPES, buildMarcFile } from './marc/marc-documents';
import { requireSession } from './session';
import type { ServiceContext } from './context';

/* The user resources page's downloads (002 §2, §6): signed in, main tenant only. */

async function requireMainTenant(ctx: ServiceContext): Promise<void> {
  await requireSession(ctx);
  if (!ctx.tenant?.isMain) throw forbidden(ErrorCode.forbidden);
}

/** GET api/documents/getHelpDocument: one help document as a PDF attachment. */
export async function sendHelpDocument(ctx: ServiceContext, reply: FastifyReply, q: HelpDocumentQuery): Promise<FastifyReply> {
  await requireMainTenant(ctx);
  const pdf = Buffer.from(await buildHelpDocument(ctx, q.title));
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${helpFileName(q.title)}"`)
    .header('content-length', pdf.length)
    .send(pdf);
}

/** GET api/documents/getMarcDocument: one MARC collection in one format, as an attachment. */
export async function sendMarcDocument(ctx: ServiceContext, reply: FastifyReply, q: MarcDocumentQuery): Promise<FastifyReply> {
  await requireMainTenant(ctx);
  const { body, count } = await buildMarcFile(ctx, q.title, q.format);
  return reply
    .type(MARC_CONTENT_TYPES[q.format])
    .header('content-disposition', `attachment; filename="${marcFileName(q.title, q.format)}"`)
    .header('x-record-count', String(count))
    .header('content-length', body.length)
    .send(body);
}
