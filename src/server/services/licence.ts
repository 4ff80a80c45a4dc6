import type { FastifyRequest } from 'fastify';
import { LCA_PDF_PATH, type LcaValidateReply } from '../../api/lca';
import { acceptLicence } from '../repositories/licence';
import { requireAccount } from './session';
import { recordAudit } from './audit';

/** Whether the selected account still has to accept its licence agreement (000 §2.4). */
export async function validateLicence(req: FastifyRequest): Promise<LcaValidateReply> {
  const { account } = await requireAccount(req);
  const due = account.lca_required === 1 && !account.lca_accepted_at;
  return { responseData: { value: { accepted: !due, licenseContent: due ? LCA_PDF_PATH : null } } };
}

export async function createLicence(req: FastifyRequest): Promise<{ accepted: true }> {
  const ctx = await requireAccount(req);
  await acceptLicence(req.server.db, ctx.account.id, new Date().toISOString());
  await recordAudit(req.server.db, { tenantId: ctx.tenantId, accountId: ctx.account.id, userId: ctx.userId, principal: ctx.user.email, type: 'LICENCE_ACCEPTED', data: { accountId: ctx.account.id } });
  return { accepted: true };
}
