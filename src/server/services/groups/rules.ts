import { GroupError, type GroupDocument } from '../../../api/groups';
import type { DbOrTx } from '../../db/database';
import { HttpError, badRequest, notFound } from '../../http-error';
import { findAccountUsers, findGroupOfAccount, type GroupRow } from '../../repositories/groups';
import { findDocumentsByCodes } from '../../repositories/shares';
import { isEntitled, requireScope, type Scope } from '../scope';
import type { ServiceContext } from '../context';

/*
 * The access rules every group call shares (002 §6): the account must have the group feature
 * and the caller be an individual user; a group exists only inside its account (another
 * account's group is 404, like an unknown id); only the owner changes it.
 */

/** Whether the caller's selected account offers groups (company users never, 000 §6). */
export const groupFeatureOn = (scope: Scope) =>
  scope.session.account.group_feature === 1 && scope.session.user.user_type === 'INDIVIDUAL';

/** The caller with a selected account that has the group feature; 403 otherwise. */
export async function requireGroupScope(ctx: ServiceContext): Promise<Scope> {
  const scope = await requireScope(ctx);
  if (!groupFeatureOn(scope)) throw new HttpError(403, GroupError.featureOff);
  return scope;
}

/** A group of the caller's account; 404 for an unknown id or another account's group. */
export async function groupOfAccount(db: DbOrTx, scope: Scope, groupId: number): Promise<GroupRow> {
  const group = await findGroupOfAccount(db, scope.session.account.id, groupId);
  if (!group) throw notFound('Not found');
  return group;
}

/** Like groupOfAccount, and 403 unless the caller owns it. */
export async function ownedGroup(db: DbOrTx, scope: Scope, groupId: number): Promise<GroupRow> {
  const group = await groupOfAccount(db, scope, groupId);
  if (group.owner_id !== scope.session.userId) throw new HttpError(403, GroupError.notOwner);
  return group;
}

/** Trimmed name and description; 400 when blank (002 §5: the zod schema already caps the length). */
export function groupText(name: string, longDesc: string): { name: string; longDesc: string } {
  const n = name.trim();
  const d = longDesc.trim();
  const blank = [...(n ? [] : ['name']), ...(d ? [] : ['longDesc'])];
  if (blank.length)
    throw badRequest(GroupError.blank, {
      params: 'group',
      fieldErrors: blank.map((field) => ({ objectName: 'group', field, message: 'NotBlank' })),
    });
  return { name: n, longDesc: d };
}

/** The member ids, each an individual user of the account; 400 naming the unknown ones. */
export async function checkMembers(db: DbOrTx, scope: Scope, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = new Set((await findAccountUsers(db, scope.session.account.id, unique)).map((u) => u.id));
  refuseUnknown(GroupError.unknownMembers, 'memberIds', unique, found);
  return unique;
}

/** The documents by content code, each one the account may read; 400 naming the others. */
export async function checkDocuments(db: DbOrTx, scope: Scope, codes: string[]) {
  const unique = [...new Set(codes)];
  const rows = (await findDocumentsByCodes(db, unique)).filter((d) => isEntitled(scope, d.publisher_id));
  const found = new Set(rows.map((d) => d.content_code));
  refuseUnknown(GroupError.unknownDocuments, 'contentCodes', unique, found);
  return rows;
}

/** 400 naming what the payload's `field` lists but the account does not have, so the wizard can mark that field. */
function refuseUnknown<T>(code: string, field: string, wanted: T[], found: Set<T>): void {
  const unknown = wanted.filter((x) => !found.has(x));
  if (unknown.length === 0) return;
  throw badRequest(code, {
    params: 'group',
    detail: unknown.join(','),
    fieldErrors: [{ objectName: 'group', field, message: code }],
  });
}

/** A document row as the group screens list it (002 §3 Selectable document). */
export function toGroupDocument(d: {
  document_id: number;
  content_code: string;
  title: string;
  designation_no: string | null;
  asset_id: string | null;
}): GroupDocument {
  return {
    contentCode: d.content_code,
    contentID: d.document_id,
    contentId: d.document_id,
    documentTitle: d.title,
    assetId: d.asset_id,
    designationNo: d.designation_no || d.asset_id,
  };
}
