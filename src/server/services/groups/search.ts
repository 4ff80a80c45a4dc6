import { SEARCH_MIN, type GroupDocument, type SearchUsersReply } from '../../../api/groups';
import { findAccountUserByEmail, searchAccountUsers } from '../../repositories/groups';
import { searchShareableDocuments } from '../../repositories/shares';
import { requireGroupScope, toGroupDocument } from './rules';
import type { ServiceContext } from '../context';

/*
 * The wizard's searches (002 §5, §7): the account's members to add, and documents the account
 * may read. A term of fewer than 3 trimmed characters finds nothing (the client does not send it).
 */

const toMember = (u: { id: number; first_name: string; last_name: string; email: string }) => ({
  user: { userId: u.id, firstName: u.first_name, lastName: u.last_name, email: u.email },
});

/** POST user/searchUsers?pageIndex&pageSize {fullName}: the account's other individual users. */
export async function searchUsers(
  ctx: ServiceContext,
  fullName: string,
  page: { pageIndex: number; pageSize: number },
): Promise<SearchUsersReply> {
  const scope = await requireGroupScope(ctx);
  const term = fullName.trim();
  if (term.length < SEARCH_MIN) return { users: [], count: 0 };
  const { rows, total } = await searchAccountUsers(ctx.db, {
    accountId: scope.session.account.id,
    term,
    excludeUserId: scope.session.userId,
    offset: page.pageIndex * page.pageSize,
    limit: page.pageSize,
  });
  return { users: rows.map(toMember), count: total };
}

/** POST user/searchUsersByEmail {email}: the account's user with this address, if any. */
export async function searchUsersByEmail(ctx: ServiceContext, email: string) {
  const scope = await requireGroupScope(ctx);
  const u = email.trim() ? await findAccountUserByEmail(ctx.db, scope.session.account.id, email) : undefined;
  return u ? [toMember(u)] : [];
}

/** POST group/documents/search/type-ahead?size {keywords}: documents the account is entitled to. */
export async function searchGroupDocuments(ctx: ServiceContext, keywords: string, size: number): Promise<GroupDocument[]> {
  const scope = await requireGroupScope(ctx);
  const term = keywords.trim();
  if (term.length < SEARCH_MIN) return [];
  const rows = await searchShareableDocuments(ctx.db, scope.entitled, term, size);
  return rows.map(toGroupDocument);
}
