import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';
import { pageWithTotal } from './paging';

/* Groups, their members and the account's users they are chosen from (002 §3). Kysely only. */

/** A group with its owner's name, as every group listing shows it. */
const GROUP_COLUMNS = [
  'g.id',
  'g.name',
  'g.long_desc',
  'g.owner_id',
  'g.account_id',
  'o.first_name as owner_first',
  'o.last_name as owner_last',
] as const;

const groupsWithOwner = (db: DbOrTx) => db.selectFrom('user_groups as g').innerJoin('users as o', 'o.id', 'g.owner_id');

/** The account's individual users (the people a group may hold). */
const individualsOfAccount = (db: DbOrTx, accountId: number) =>
  db
    .selectFrom('users as u')
    .innerJoin('user_entitlements as e', 'e.user_id', 'u.id')
    .where('e.account_id', '=', accountId)
    .where('u.user_type', '=', 'INDIVIDUAL');

/** The account's groups with owner names and member and document counts. */
export async function listGroupsOfAccount(db: DbOrTx, accountId: number) {
  return groupsWithOwner(db)
    .select((eb) => [
      ...GROUP_COLUMNS,
      eb
        .selectFrom('group_members as m')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('m.group_id', '=', 'g.id')
        .as('member_count'),
      eb
        .selectFrom('content_shares as s')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('s.shared_with_group_id', '=', 'g.id')
        .as('content_count'),
    ])
    .where('g.account_id', '=', accountId)
    .orderBy('g.id')
    .execute();
}

/** One group of this account; undefined for an unknown id or another account's group. */
export async function findGroupOfAccount(db: DbOrTx, accountId: number, groupId: number) {
  return groupsWithOwner(db)
    .select([...GROUP_COLUMNS, 'o.email as owner_email'])
    .where('g.account_id', '=', accountId)
    .where('g.id', '=', groupId)
    .executeTakeFirst();
}
export type GroupRow = NonNullable<Awaited<ReturnType<typeof findGroupOfAccount>>>;

/** Members of one group, by last then first name. */
export async function listGroupMembers(db: DbOrTx, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('group_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.group_id', 'u.id', 'u.first_name', 'u.last_name', 'u.email'])
    .where('m.group_id', 'in', groupIds)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
}

export async function insertGroup(
  db: DbOrTx,
  row: { account_id: number; owner_id: number; name: string; long_desc: string; now: string },
): Promise<number> {
  const r = await db
    .insertInto('user_groups')
    .values({
      account_id: row.account_id,
      owner_id: row.owner_id,
      name: row.name,
      long_desc: row.long_desc,
      created_at: row.now,
      updated_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateGroupText(db: DbOrTx, groupId: number, name: string, longDesc: string, now: string) {
  await db.updateTable('user_groups').set({ name, long_desc: longDesc, updated_at: now }).where('id', '=', groupId).execute();
}

export async function touchGroup(db: DbOrTx, groupId: number, now: string) {
  await db.updateTable('user_groups').set({ updated_at: now }).where('id', '=', groupId).execute();
}

/** Makes the members exactly these users. */
export async function replaceGroupMembers(db: DbOrTx, groupId: number, userIds: number[]) {
  await db.deleteFrom('group_members').where('group_id', '=', groupId).execute();
  if (userIds.length)
    await db
      .insertInto('group_members')
      .values(userIds.map((user_id) => ({ group_id: groupId, user_id })))
      .execute();
}

/** Removes a group with its members and documents (shares with it). */
export async function deleteGroup(db: DbOrTx, groupId: number) {
  await db.deleteFrom('content_shares').where('shared_with_group_id', '=', groupId).execute();
  await db.deleteFrom('group_members').where('group_id', '=', groupId).execute();
  await db.deleteFrom('user_groups').where('id', '=', groupId).execute();
}

/** Individual users entitled to this account among these ids (the ones a group may hold). */
export async function findAccountUsers(db: DbOrTx, accountId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return individualsOfAccount(db, accountId)
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email'])
    .where('u.id', 'in', ids)
    .execute();
}

/**
 * Individual users of the account whose first plus last name contains the term, case-insensitive
 * and ignoring spaces (002 §5), or (with `email`) whose address contains it. Paged.
 */
export async function searchAccountUsers(
  db: DbOrTx,
  q: { accountId: number; term: string; excludeUserId?: number; offset: number; limit: number; email?: boolean },
) {
  const needle = `%${q.term
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  let base = individualsOfAccount(db, q.accountId).where((eb) => {
    const name = sql<boolean>`replace(lower(${eb.ref('u.first_name')} || ${eb.ref('u.last_name')}), ' ', '') like ${needle} escape '\\'`;
    return q.email ? eb.or([name, sql<boolean>`lower(${eb.ref('u.email')}) like ${needle} escape '\\'`]) : name;
  });
  if (q.excludeUserId !== undefined) base = base.where('u.id', '<>', q.excludeUserId);
  return pageWithTotal(base, q, (b) =>
    b.select(['u.id', 'u.first_name', 'u.last_name', 'u.email']).orderBy('u.first_name').orderBy('u.last_name').orderBy('u.id'),
  );
}

/** The account's individual user with exactly this address (case-insensitive). */
export async function findAccountUserByEmail(db: DbOrTx, accountId: number, email: string) {
  return individualsOfAccount(db, accountId)
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email'])
    .where((eb) => eb(eb.fn('lower', [eb.ref('u.email')]), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

/** Groups of the account whose name contains the term (share search). */
export async function searchGroupsOfAccount(db: DbOrTx, accountId: number, term: string, limit: number) {
  const needle = `%${term.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  let q = db.selectFrom('user_groups').select(['id', 'name']).where('account_id', '=', accountId);
  if (term) q = q.where((eb) => sql<boolean>`lower(${eb.ref('name')}) like ${needle} escape '\\'`);
  return q.orderBy('name').orderBy('id').limit(limit).execute();
}
