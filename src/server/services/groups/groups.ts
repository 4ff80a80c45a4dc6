import type {
  GroupCard,
  GroupDetail,
  GroupDocumentsBody,
  GroupMembersBody,
  GroupNameBody,
  GroupSaveBody,
  GroupUpdateBody,
} from '../../../api/groups';
import { HttpError } from '../../http-error';
import {
  deleteGroup,
  insertGroup,
  listGroupMembers,
  listGroupsOfAccount,
  replaceGroupMembers,
  touchGroup,
  updateGroupText,
  type GroupRow,
} from '../../repositories/groups';
import { insertShareOnce, listGroupDocuments, removeGroupDocuments } from '../../repositories/shares';
import type { DbOrTx } from '../../db/database';
import { checkDocuments, checkMembers, groupOfAccount, groupText, ownedGroup, requireGroupScope, toGroupDocument } from './rules';
import type { Scope } from '../scope';
import type { ServiceContext } from '../context';

/*
 * Groups (002 §2, §4, §6, §7). Reads are open to every member of the account; writes are the
 * owner's. Every write validates the whole payload first and runs in one transaction, so a bad
 * member id or document leaves nothing half-written.
 */

/** GET group/list and listByCurrentAccount: the selected account's groups; another account id is 403. */
export async function listGroups(ctx: ServiceContext, accountId?: number): Promise<GroupCard[]> {
  const scope = await requireGroupScope(ctx);
  if (accountId !== undefined && accountId !== scope.session.account.id) throw new HttpError(403, 'Forbidden');
  const rows = await listGroupsOfAccount(ctx.db, scope.session.account.id);
  return rows.map((g) => ({
    groupID: g.id,
    name: g.name,
    longDesc: g.long_desc,
    memberCount: Number(g.member_count ?? 0),
    contentCount: Number(g.content_count ?? 0),
    createdById: g.owner_id,
    ownedByMe: g.owner_id === scope.session.userId,
    userInfo: { createFirstName: g.owner_first, createLastName: g.owner_last },
  }));
}

async function detailOf(db: DbOrTx, scope: Scope, g: GroupRow): Promise<GroupDetail> {
  const [members, docs] = await Promise.all([listGroupMembers(db, [g.id]), listGroupDocuments(db, [g.id])]);
  return {
    groupID: g.id,
    accountID: g.account_id,
    name: g.name,
    longDesc: g.long_desc,
    createdById: g.owner_id,
    createdByFirstName: g.owner_first,
    createdByLastName: g.owner_last,
    ownedByMe: g.owner_id === scope.session.userId,
    rosters: members.map((m) => ({
      firstName: m.first_name,
      lastName: m.last_name,
      user: { userId: m.id, firstName: m.first_name, lastName: m.last_name, email: m.email },
    })),
    documents: docs.map(toGroupDocument),
  };
}

/** GET getGroupDetail?groupId. */
export async function groupDetail(ctx: ServiceContext, groupId: number): Promise<GroupDetail> {
  const scope = await requireGroupScope(ctx);
  return detailOf(ctx.db, scope, await groupOfAccount(ctx.db, scope, groupId));
}

/** GET contentShare/shared/list?groupId: the group's documents. */
export async function groupDocuments(ctx: ServiceContext, groupId: number) {
  const scope = await requireGroupScope(ctx);
  const g = await groupOfAccount(ctx.db, scope, groupId);
  return (await listGroupDocuments(ctx.db, [g.id])).map(toGroupDocument);
}

async function addDocuments(
  db: DbOrTx,
  ctx: ServiceContext,
  scope: Scope,
  groupId: number,
  docs: { document_id: number }[],
  now: string,
) {
  for (const d of docs) {
    await insertShareOnce(db, {
      tenant_id: ctx.tenant!.id,
      account_id: scope.session.account.id,
      document_id: d.document_id,
      shared_by_id: scope.session.userId,
      shared_with_group_id: groupId,
      created_at: now,
    });
  }
}

/** POST group/save: the caller becomes the owner; the reply is the new group's detail. */
export async function saveGroup(ctx: ServiceContext, body: GroupSaveBody): Promise<GroupDetail> {
  const scope = await requireGroupScope(ctx);
  if (body.accountID !== undefined && body.accountID !== scope.session.account.id) throw new HttpError(403, 'Forbidden');
  const db = ctx.db;
  const text = groupText(body.name, body.longDesc);
  const members = await checkMembers(db, scope, body.memberIds);
  const docs = await checkDocuments(db, scope, body.contentCodes);
  const now = new Date().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const groupId = await insertGroup(trx, {
      account_id: scope.session.account.id,
      owner_id: scope.session.userId,
      name: text.name,
      long_desc: text.longDesc,
      now,
    });
    await replaceGroupMembers(trx, groupId, members);
    await addDocuments(trx, ctx, scope, groupId, docs, now);
    return groupId;
  });
  return groupDetail(ctx, id);
}

/** PUT group/update (the wizard): text, members, documents added and removed, all at once. */
export async function updateGroup(ctx: ServiceContext, body: GroupUpdateBody): Promise<GroupDetail> {
  const scope = await requireGroupScope(ctx);
  const db = ctx.db;
  const g = await ownedGroup(db, scope, body.groupID);
  const text = groupText(body.name, body.longDesc);
  const members = await checkMembers(db, scope, body.memberIds);
  const docs = await checkDocuments(db, scope, body.contentCodes);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await updateGroupText(trx, g.id, text.name, text.longDesc, now);
    await replaceGroupMembers(trx, g.id, members);
    await removeGroupDocuments(trx, g.id, body.removeContentIds);
    await addDocuments(trx, ctx, scope, g.id, docs, now);
  });
  return groupDetail(ctx, g.id);
}

/** PUT group/update/name: name and description. */
export async function renameGroup(ctx: ServiceContext, body: GroupNameBody): Promise<GroupDetail> {
  const scope = await requireGroupScope(ctx);
  const g = await ownedGroup(ctx.db, scope, body.groupID);
  const text = groupText(body.name, body.longDesc);
  await updateGroupText(ctx.db, g.id, text.name, text.longDesc, new Date().toISOString());
  return groupDetail(ctx, g.id);
}

/** PUT group/update/memberIds: the members become exactly these. */
export async function updateMembers(ctx: ServiceContext, body: GroupMembersBody): Promise<GroupDetail> {
  const scope = await requireGroupScope(ctx);
  const g = await ownedGroup(ctx.db, scope, body.groupID);
  const members = await checkMembers(ctx.db, scope, body.memberIds);
  return changeGroup(ctx, g.id, (trx) => replaceGroupMembers(trx, g.id, members));
}

/** POST contentShare/updateContentsByGroup: add by content code, remove by content id. */
export async function updateGroupDocuments(ctx: ServiceContext, body: GroupDocumentsBody): Promise<GroupDetail> {
  const scope = await requireGroupScope(ctx);
  const g = await ownedGroup(ctx.db, scope, body.sharedWithGroupID);
  const docs = await checkDocuments(ctx.db, scope, body.addContentCodes);
  return changeGroup(ctx, g.id, async (trx, now) => {
    await removeGroupDocuments(trx, g.id, body.removeContentIds);
    await addDocuments(trx, ctx, scope, g.id, docs, now);
  });
}

/**
 * A partial edit of a checked, owned group: the change and the group's update time land in one
 * transaction, so neither is kept without the other; the reply is the group's detail as it now stands.
 */
async function changeGroup(
  ctx: ServiceContext,
  groupId: number,
  change: (trx: DbOrTx, now: string) => Promise<void>,
): Promise<GroupDetail> {
  const now = new Date().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await change(trx, now);
    await touchGroup(trx, groupId, now);
  });
  return groupDetail(ctx, groupId);
}

/** DELETE group/{id}; the list sends its account id too, which must be the caller's. */
export async function removeGroup(ctx: ServiceContext, groupId: number, accountId?: number): Promise<void> {
  const scope = await requireGroupScope(ctx);
  if (accountId !== undefined && accountId !== scope.session.account.id) throw new HttpError(403, 'Forbidden');
  const g = await ownedGroup(ctx.db, scope, groupId);
  await ctx.db.transaction().execute((trx) => deleteGroup(trx, g.id));
}
