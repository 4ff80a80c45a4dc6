import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOWNLOAD_PATH,
  FULL_BOOK_PATH,
  HTML_PATH,
  PDF_PATH,
  PDF_PREVIEW_PATH,
  contentCodeQuery,
  downloadBody,
  htmlParams,
  pdfPreviewQuery,
} from '../../../api/documents';
import { sendDownload, sendFullBook, sendHtml, sendPdf } from '../../services/documents/content';
import { sendPagePreview } from '../../services/previews/page-preview';
import { authorizeFirstPageGrant } from '../../plugins/first-page-grant';
import { stopRenderer } from '../../services/previews/render-pool';

/** The content of an edition (001 §7): PDF (ranges), its page previews, HTML by id, full book and download. */
export const documentContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(PDF_PATH, { config: { content: 'view' }, schema: { querystring: contentCodeQuery } }, async (req, reply) =>
    sendPdf(req.ctx, reply, req.query.contentCode),
  );
  app.get(
    PDF_PREVIEW_PATH,
    { config: { content: 'view' }, schema: { querystring: pdfPreviewQuery }, onRequest: authorizeFirstPageGrant },
    async (req, reply) => sendPagePreview(req.ctx, reply, req.query.contentCode, req.query.page),
  );
  app.addHook('onClose', async () => stopRenderer());
  app.get(HTML_PATH, { config: { content: 'view' }, schema: { params: htmlParams } }, async (req, reply) =>
    sendHtml(req.ctx, reply, req.params.id),
  );
  app.get(FULL_BOOK_PATH, { config: { content: 'download' }, schema: { querystring: contentCodeQuery } }, async (req, reply) =>
    sendFullBook(req.ctx, reply, req.query.contentCode),
  );
  app.post(DOWNLOAD_PATH, { config: { content: 'download' }, schema: { body: downloadBody } }, async (req, reply) =>
    sendDownload(req.ctx, reply, req.body.contentCode, req.body.compassPoints),
  );
};
