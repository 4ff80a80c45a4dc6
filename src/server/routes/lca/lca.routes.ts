import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LCA_CREATE_PATH, LCA_PDF_PATH, LCA_VALIDATE_PATH, lcaCreateReply, lcaValidateReply } from '../../../api/lca';
import { createLicence, validateLicence } from '../../services/licence';
import { renderLicencePdf } from '../../services/licence-pdf';
import { requireTenant } from '../../services/tenant-config';

/** Licence agreement calls (000 §7). The agreement text is public: the dialog embeds it without a token. */
export const lcaRoutes: FastifyPluginAsyncZod = async (app) => {
  const pdfs = new Map<string, Uint8Array>();
  app.get(LCA_VALIDATE_PATH, { schema: { response: { 200: lcaValidateReply } } }, async (req) => validateLicence(req.ctx));
  app.post(LCA_CREATE_PATH, { schema: { response: { 200: lcaCreateReply } } }, async (req) => createLicence(req.ctx));
  app.get(LCA_PDF_PATH, async (req, reply) => {
    const tenant = requireTenant(req.ctx);
    let pdf = pdfs.get(tenant.name);
    if (!pdf) {
      pdf = await renderLicencePdf(tenant.name);
      pdfs.set(tenant.name, pdf);
    }
    return reply
      .type('application/pdf')
      .header('cache-control', 'public, max-age=3600')
      .header('content-disposition', 'inline; filename="licence-agreement.pdf"')
      .send(Buffer.from(pdf));
  });
};
