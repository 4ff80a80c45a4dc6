import { normaliseGroupMail, type GroupMailBody } from '../../../api/groups';
import { listGroupMembers } from '../../repositories/groups';
import { groupOfAccount, requireGroupScope } from './rules';
import { sendMail, senderOf } from '../mail';
import type { ServiceContext } from '../context';

/**
 * POST group/sendMailToGroup (002 §2, §5): any member of the account may e-mail a group. It goes
 * to the members and the owner, not back to the sender unless they asked for a copy.
 */
export async function mailGroup(ctx: ServiceContext, body: GroupMailBody): Promise<{ recipients: number }> {
  const scope = await requireGroupScope(ctx);
  const mail = normaliseGroupMail(body);
  const db = ctx.db;
  const group = await groupOfAccount(db, scope, mail.groupId);
  const me = scope.session.user;
  const members = await listGroupMembers(db, [group.id]);
  const to = [...new Set([...members.map((m) => m.email), group.owner_email])].filter(
    (e) => e.toLowerCase() !== me.email.toLowerCase(),
  );
  const cc = mail.copyMe ? [me.email] : [];
  if (to.length === 0 && cc.length === 0) return { recipients: 0 };
  const sender = `${me.first_name} ${me.last_name}`.trim();
  await sendMail(db, ctx.config, {
    tenantId: ctx.tenant!.id,
    accountId: scope.session.account.id,
    from: senderOf(ctx.tenant),
    to: to.length ? to : cc,
    cc: to.length ? cc : [],
    replyTo: me.email,
    subject: mail.subject,
    text: `${mail.message}\n\n— ${sender}, to the group "${group.name}"`,
  });
  return { recipients: to.length + cc.length };
}
