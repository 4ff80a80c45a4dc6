import { LCA_PDF_PATH, type LcaValidateReply } from '../../api/lca';
import { acceptLicence } from '../repositories/licence';
import { requireAccount } from './session';
import { recordAudit } from './audit';
import type { ServiceContext } from './context';

/** Whether the selected account still has to accept its licence agreement (000 §2.4). */
export async function validateLicence(ctx: ServiceContext): Promise<LcaValidateReply> {
  const { account } = await requireAccount(ctx);
  const due = account.lca_required === 1 && !account.lca_accepted_at;
  return { responseData: { value: { accepted: !due, licenseContent: due ? LCA_PDF_PATH : null } } };
}

export async function createLicence(ctx: ServiceContext): Promise<{ accepted: true }> {
  const session = await requireAccount(ctx);
  await acceptLicence(ctx.db, session.account.id, new Date().toISOString());
  await recordAudit(ctx.db, {
    tenantId: session.tenantId,
    accountId: session.account.id,
    userId: session.userId,
    principal: session.user.email,
    type: 'LICENCE_ACCEPTED',
    data: { accountId: session.account.id },
  });
  return { accepted: true };
}
