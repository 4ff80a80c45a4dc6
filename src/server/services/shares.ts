import {
  EMAIL_PATTERN,
  ShareError,
  type ShareReply,
  type ShareTarget,
  type ShareWithGroupBody,
  type ShareWithUserBody,
  type SharedWithContentReply,
} from '../../api/shares';
import { SEARCH_MIN } from '../../api/groups';
import { HttpError, badRequest, tooManyRequests } from '../http-error';
import {
  findAccountUserByEmail,
  findAccountUsers,
  findGroupOfAccount,
  listGroupMembers,
  searchAccountUsers,
  searchGroupsOfAccount,
} from '../repositories/groups';
import { insertShareOnce, listSharesOfDocument } from '../repositories/shares';
import { entitledById, type DocumentAccess } from './documents/access';
import { groupFeatureOn } from './groups/rules';
import { sendMail, senderOf } from './mail';
import { requireScope, type Scope } from './scope';
import type { ServiceContext } from './context';

/*
 * Sharing a document (002 §2 Share dialog, §5, §7). The tenant's content-share feature must be
 * on and the caller an individual user who may read the document. Targets are the account's own
 * users and groups; anybody else, a user of another account included, is reached only as an
 * external address, by mail, and never sees the share in Bearing.
 */

const DEFAULT_LIST = 20;

async function requireShareScope(ctx: ServiceContext): Promise<Scope> {
  const scope = await requireScope(ctx);
  const features = (ctx.tenant?.config?.features ?? []) as string[];
  if (!features.includes('content-share') || scope.session.user.user_type !== 'INDIVIDUAL')
    throw new HttpError(403, ShareError.featureOff);
  return scope;
}

const fullName = (u: { first_name: string | null; last_name: string | null }) =>
  `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim();

async function groupTargets(ctx: ServiceContext, groups: { id: number; name: string }[]): Promise<ShareTarget[]> {
  const members = await listGroupMembers(
    ctx.db,
    groups.map((g) => g.id),
  );
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    isGroup: true as const,
    rosters: members.filter((m) => m.group_id === g.id).map((m) => ({ userName: fullName(m) })),
  }));
}

/** GET getSharedGroupAndUserByContentID/{id}: this document's shares made in the caller's account. */
export async function sharesOfDocument(ctx: ServiceContext, contentId: number): Promise<SharedWithContentReply> {
  const scope = await requireShareScope(ctx);
  const { doc } = await entitledById(ctx, contentId);
  const rows = await listSharesOfDocument(ctx.db, scope.session.account.id, doc.id);
  const groups = await groupTargets(
    ctx,
    rows.filter((r) => r.shared_with_group_id).map((r) => ({ id: r.shared_with_group_id!, name: r.group_name ?? '' })),
  );
  const users = rows
    .filter((r) => !r.shared_with_group_id)
    .map((r) =>
      r.shared_with_user_id
        ? { id: r.shared_with_user_id, name: fullName(r), email: r.email ?? '', isExternalUser: false }
        : { id: null, name: r.external_email ?? '', email: r.external_email ?? '', isExternalUser: true },
    );
  return { groups: groups as SharedWithContentReply['groups'], users };
}

/**
 * GET searchUsersAndGroups?keyword: the account's groups (group feature on) and other users whose
 * name or address contains the keyword; with the group feature off only an exact address matches.
 * A short keyword answers the default list.
 */
export async function searchTargets(ctx: ServiceContext, keyword: string): Promise<ShareTarget[]> {
  const scope = await requireShareScope(ctx);
  const db = ctx.db;
  const accountId = scope.session.account.id;
  const term = keyword.trim();
  const toUser = (u: { id: number; first_name: string; last_name: string; email: string }) => ({
    id: u.id,
    name: fullName(u),
    email: u.email,
    isExternalUser: false,
  });
  if (!groupFeatureOn(scope)) {
    if (!EMAIL_PATTERN.test(term)) return [];
    const u = await findAccountUserByEmail(db, accountId, term);
    return u && u.id !== scope.session.userId ? [toUser(u)] : [];
  }
  const short = term.length < SEARCH_MIN;
  const [groups, users] = await Promise.all([
    searchGroupsOfAccount(db, accountId, short ? '' : term, DEFAULT_LIST),
    searchAccountUsers(db, {
      accountId,
      term: short ? '' : term,
      excludeUserId: scope.session.userId,
      offset: 0,
      limit: DEFAULT_LIST,
      email: true,
    }),
  ]);
  return [...(await groupTargets(ctx, groups)), ...users.rows.map(toUser)];
}

/** The shared document, which must be the same one by id and code and one the caller may read. */
async function sharedDocument(ctx: ServiceContext, contentId: number, contentCode: string): Promise<DocumentAccess> {
  const a = await entitledById(ctx, contentId);
  if (a.doc.content_code !== contentCode)
    throw badRequest(ShareError.documentMismatch, {
      params: 'contentShare',
      fieldErrors: [{ objectName: 'contentShare', field: 'contentCode', message: ShareError.documentMismatch }],
    });
  return a;
}

function notice(ctx: ServiceContext, scope: Scope, a: DocumentAccess, title?: string) {
  const me = scope.session.user;
  const link = `${ctx.tenant!.origin}/document/?contentCode=${encodeURIComponent(a.doc.content_code)}`;
  const name = title?.trim() || `${a.doc.designation_no} ${a.doc.title}`;
  return {
    subject: `${fullName(me)} shared "${name}" with you`,
    text: `${fullName(me)} (${me.email}) shared a document with you:\n\n${name}\n${link}\n`,
  };
}

/** POST contentShare/withGroup: the document joins the group's documents; members get a notice. */
export async function shareWithGroup(ctx: ServiceContext, body: ShareWithGroupBody): Promise<ShareReply> {
  const scope = await requireShareScope(ctx);
  if (!groupFeatureOn(scope)) throw new HttpError(403, ShareError.featureOff);
  const a = await sharedDocument(ctx, body.contentID, body.contentCode);
  const db = ctx.db;
  const group = await findGroupOfAccount(db, scope.session.account.id, body.sharedWithGroupID);
  if (!group)
    throw badRequest(ShareError.unknownGroup, {
      params: 'contentShare',
      fieldErrors: [{ objectName: 'contentShare', field: 'sharedWithGroupID', message: ShareError.unknownGroup }],
    });
  const r = await insertShareOnce(db, {
    tenant_id: ctx.tenant!.id,
    account_id: scope.session.account.id,
    document_id: a.doc.id,
    shared_by_id: scope.session.userId,
    shared_with_group_id: group.id,
    created_at: new Date().toISOString(),
  });
  if (r.created) {
    const to = [...new Set([...(await listGroupMembers(db, [group.id])).map((m) => m.email), group.owner_email])].filter(
      (e) => e !== scope.session.user.email,
    );
    if (to.length)
      await sendMail(db, ctx.config, {
        tenantId: ctx.tenant!.id,
        accountId: scope.session.account.id,
        from: senderOf(ctx.tenant),
        to,
        replyTo: scope.session.user.email,
        ...notice(ctx, scope, a, body.title),
      });
  }
  return { id: r.id, contentCode: a.doc.content_code, created: r.created };
}

/**
 * POST contentShare/withUser: a user of the account by id, or an external address. An address
 * that belongs to a user of the account becomes a share with that user.
 */
export async function shareWithUser(ctx: ServiceContext, body: ShareWithUserBody): Promise<ShareReply> {
  const scope = await requireShareScope(ctx);
  const a = await sharedDocument(ctx, body.contentID, body.contentCode);
  const db = ctx.db;
  const accountId = scope.session.account.id;
  const fieldError = (message: string, field: string) =>
    badRequest(message, { params: 'contentShare', fieldErrors: [{ objectName: 'contentShare', field, message }] });
  let userId: number | null = null;
  let email: string;
  if (body.externalUser || !body.sharedWithUserID) {
    const address = (body.email ?? '').trim().toLowerCase();
    if (!EMAIL_PATTERN.test(address)) throw fieldError(ShareError.emailRequired, 'email');
    const colleague = await findAccountUserByEmail(db, accountId, address);
    userId = colleague?.id ?? null;
    email = colleague?.email ?? address;
  } else {
    const [u] = await findAccountUsers(db, accountId, [body.sharedWithUserID]);
    if (!u) throw fieldError(ShareError.unknownUser, 'sharedWithUserID');
    userId = u.id;
    email = u.email;
  }
  const tenantId = ctx.tenant!.id;
  // An outside address gets a mail from the tenant's sender: limited per user, refused before anything is written.
  if (!userId) {
    const gate = await ctx.shareMails.check(tenantId, scope.session.userId);
    if (!gate.allowed) throw tooManyRequests(ShareError.mailLimit, gate.retryAfterS);
  }
  const r = await insertShareOnce(db, {
    tenant_id: tenantId,
    account_id: accountId,
    document_id: a.doc.id,
    shared_by_id: scope.session.userId,
    shared_with_user_id: userId,
    external_email: userId ? null : email,
    created_at: new Date().toISOString(),
  });
  if (r.created && !userId) await ctx.shareMails.sent(tenantId, scope.session.userId);
  if (r.created)
    await sendMail(db, ctx.config, {
      tenantId: ctx.tenant!.id,
      accountId: scope.session.account.id,
      from: senderOf(ctx.tenant),
      to: [email],
      replyTo: scope.session.user.email,
      ...notice(ctx, scope, a, body.title),
    });
  return { id: r.id, contentCode: a.doc.content_code, created: r.created };
}
