import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';
import { pageWithTotal } from './paging';

/* Shares of documents with users, groups and external addresses, inside one account. Kysely only. */

const DOC_COLUMNS = [
  'd.id as document_id',
  'd.content_code',
  'd.title',
  'd.designation_no',
  'd.asset_id',
  'd.publisher_id',
  'd.content_type',
] as const;

/** The documents shared with these groups (a group's documents), by designation. */
export async function listGroupDocuments(db: DbOrTx, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('content_shares as s')
    .innerJoin('documents as d', 'd.id', 's.document_id')
    .select(['s.shared_with_group_id as group_id', ...DOC_COLUMNS])
    .where('s.shared_with_group_id', 'in', groupIds)
    .orderBy('d.designation_no')
    .orderBy('d.id')
    .execute();
}

export interface ShareInsert {
  tenant_id: string;
  account_id: number;
  document_id: number;
  shared_by_id: number;
  shared_with_user_id?: number | null;
  shared_with_group_id?: number | null;
  external_email?: string | null;
  created_at: string;
}

/** The existing share of this document with this one target in the account, if any. */
export async function findShare(
  db: DbOrTx,
  s: Pick<ShareInsert, 'account_id' | 'document_id' | 'shared_with_user_id' | 'shared_with_group_id' | 'external_email'>,
) {
  let q = db
    .selectFrom('content_shares')
    .select(['id', 'created_at'])
    .where('account_id', '=', s.account_id)
    .where('document_id', '=', s.document_id);
  if (s.shared_with_user_id) q = q.where('shared_with_user_id', '=', s.shared_with_user_id);
  else if (s.shared_with_group_id) q = q.where('shared_with_group_id', '=', s.shared_with_group_id);
  else q = q.where('external_email', '=', s.external_email ?? '');
  return q.executeTakeFirst();
}

/** Inserts a share unless the same target already has it; says whether a row was added. */
export async function insertShareOnce(db: DbOrTx, s: ShareInsert): Promise<{ id: number; created: boolean }> {
  const existing = await findShare(db, s);
  if (existing) return { id: existing.id, created: false };
  const r = await db
    .insertInto('content_shares')
    .values({
      tenant_id: s.tenant_id,
      account_id: s.account_id,
      document_id: s.document_id,
      shared_by_id: s.shared_by_id,
      shared_with_user_id: s.shared_with_user_id ?? null,
      shared_with_group_id: s.shared_with_group_id ?? null,
      external_email: s.external_email ?? null,
      created_at: s.created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: r.id, created: true };
}

/** Takes documents out of a group. */
export async function removeGroupDocuments(db: DbOrTx, groupId: number, documentIds: number[]) {
  if (documentIds.length === 0) return;
  await db
    .deleteFrom('content_shares')
    .where('shared_with_group_id', '=', groupId)
    .where('document_id', 'in', documentIds)
    .execute();
}

/** The shares of one document made in this account, with their targets' names. */
export async function listSharesOfDocument(db: DbOrTx, accountId: number, documentId: number) {
  return db
    .selectFrom('content_shares as s')
    .leftJoin('users as u', 'u.id', 's.shared_with_user_id')
    .leftJoin('user_groups as g', 'g.id', 's.shared_with_group_id')
    .select([
      's.id',
      's.shared_with_user_id',
      's.shared_with_group_id',
      's.external_email',
      'u.first_name',
      'u.last_name',
      'u.email',
      'g.name as group_name',
    ])
    .where('s.account_id', '=', accountId)
    .where('s.document_id', '=', documentId)
    .orderBy('s.id')
    .execute();
}

/**
 * What was shared with this user in this account: directly, or with a group they belong to; not
 * what they shared themselves. Newest first. `kind` splits standards from publications.
 */
export async function listSharedWithUser(
  db: DbOrTx,
  q: { userId: number; accountId: number; kind: 'STANDARD' | 'PUBLICATION' | null; offset: number; limit: number },
) {
  // A document shared with the user more than once (two groups, or a group and the user) is one
  // row: the latest of those shares, which names who shared it last.
  const latestShares = db
    .selectFrom('content_shares as v')
    .select((eb) => eb.fn.max('v.id').as('id'))
    .where('v.account_id', '=', q.accountId)
    .where('v.shared_by_id', '<>', q.userId)
    .where((eb) =>
      eb.or([
        eb('v.shared_with_user_id', '=', q.userId),
        eb('v.shared_with_group_id', 'in', eb.selectFrom('group_members').select('group_id').where('user_id', '=', q.userId)),
      ]),
    )
    .groupBy('v.document_id');
  let base = db
    .selectFrom('content_shares as s')
    .innerJoin('documents as d', 'd.id', 's.document_id')
    .innerJoin('publishers as p', 'p.id', 'd.publisher_id')
    .innerJoin('users as by', 'by.id', 's.shared_by_id')
    .where('s.id', 'in', latestShares);
  // Standards are the STANDARDS content type; everything else (journals, books, symposia, manuals) is a publication.
  if (q.kind === 'STANDARD')
    base = base.where((eb) => eb.or([eb('d.content_type', '=', 'STANDARDS'), eb('d.content_type', 'is', null)]));
  if (q.kind === 'PUBLICATION') base = base.where('d.content_type', '<>', 'STANDARDS').where('d.content_type', 'is not', null);
  return pageWithTotal(base, q, (b) =>
    b
      .select([
        's.id',
        's.created_at',
        ...DOC_COLUMNS,
        'p.name as publisher_name',
        'by.first_name as by_first',
        'by.last_name as by_last',
        'by.email as by_email',
      ])
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc'),
  );
}

/** Documents the given publishers offer whose title, designation or asset id contains the keywords. */
export async function searchShareableDocuments(db: DbOrTx, publisherIds: number[], keywords: string, limit: number) {
  if (publisherIds.length === 0) return [];
  const needle = `%${keywords.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('documents as d')
    .select(DOC_COLUMNS)
    .where('d.publisher_id', 'in', publisherIds)
    .where((eb) =>
      eb.or(
        (['d.title', 'd.designation_no', 'd.designation', 'd.asset_id'] as const).map(
          (c) => sql<boolean>`lower(${eb.ref(c)}) like ${needle} escape '\\'`,
        ),
      ),
    )
    .orderBy('d.designation_no')
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

/** Documents by content code (payload validation). */
export async function findDocumentsByCodes(db: DbOrTx, codes: string[]) {
  if (codes.length === 0) return [];
  return db.selectFrom('documents as d').select(DOC_COLUMNS).where('d.content_code', 'in', codes).execute();
}
