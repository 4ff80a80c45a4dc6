import { sql, type Insertable, type Updateable } from 'kysely';
import type { CompassPointSortField, SortKey } from '../../api/compass-points';
import type { DbOrTx } from '../db/database';
import type { CompassPointTable } from '../db/schema';

/* Compass point rows (0006) with what their replies show: edition, publisher, creator, deactivator. */

const COLUMNS = [
  'cp.id',
  'cp.uuid',
  'cp.tenant_id',
  'cp.account_id',
  'cp.user_id',
  'cp.document_id',
  'cp.name',
  'cp.description',
  'cp.overlay_details',
  'cp.selection_data',
  'cp.page_number',
  'cp.selection_text',
  'cp.annotation_id',
  'cp.source_compass_point_id',
  'cp.status',
  'cp.shared',
  'cp.deactivated_by_user_id',
  'cp.deactivated_at',
  'cp.carry_forward_json',
  'cp.created_at',
  'cp.updated_at',
  'documents.content_code',
  'documents.designation_no',
  'documents.title as document_title',
  'documents.status as content_status',
  'documents.family_id',
  'documents.publisher_id',
  'publishers.code as publisher_code',
  'creator.first_name as creator_first',
  'creator.last_name as creator_last',
  'creator.email as creator_email',
  'deactivator.first_name as deactivator_first',
  'deactivator.last_name as deactivator_last',
  'deactivator.email as deactivator_email',
] as const;

const base = (db: DbOrTx) =>
  db
    .selectFrom('compass_points as cp')
    .innerJoin('documents', 'documents.id', 'cp.document_id')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .innerJoin('users as creator', 'creator.id', 'cp.user_id')
    .leftJoin('users as deactivator', 'deactivator.id', 'cp.deactivated_by_user_id');

/** Historical = the same owner carried it forward onto another edition. */
const historical = sql<number>`(case when exists (select 1 from compass_points nx where nx.source_compass_point_id = cp.id
  and nx.user_id = cp.user_id and nx.account_id = cp.account_id and nx.document_id <> cp.document_id) then 1 else 0 end)`.as(
  'is_historical',
);

const rows = (db: DbOrTx) => base(db).select(COLUMNS).select(historical);
export type CompassPointRow = NonNullable<Awaited<ReturnType<typeof findCompassPoint>>>;

export async function findCompassPoint(db: DbOrTx, id: number) {
  return rows(db).where('cp.id', '=', id).executeTakeFirst();
}

export async function findCompassPointByUuid(db: DbOrTx, uuid: string) {
  return rows(db).where('cp.uuid', '=', uuid).executeTakeFirst();
}

export async function insertCompassPoint(db: DbOrTx, row: Insertable<CompassPointTable>): Promise<number> {
  const r = await db.insertInto('compass_points').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function updateCompassPoint(db: DbOrTx, id: number, patch: Updateable<CompassPointTable>): Promise<void> {
  await db.updateTable('compass_points').set(patch).where('id', '=', id).execute();
}

/** Which points a list shows; every list is inside one account. */
export interface ListFilter {
  accountId: number;
  /** Only this creator's points (my list; the document list without view All). */
  userId?: number;
  documentId?: number;
  /** The stored status; absent = every status (the document list by code). */
  status?: 'Active' | 'Deactivated';
}

const SORT_COLUMN: Record<CompassPointSortField, ReturnType<typeof sql>> = {
  designation: sql`documents.designation_no`,
  contentStatus: sql`documents.status`,
  name: sql`lower(cp.name)`,
  email: sql`lower(creator.email)`,
  createdDate: sql`cp.created_at`,
  deletedByEmail: sql`lower(deactivator.email)`,
  deletedDate: sql`cp.deactivated_at`,
};

function filtered(db: DbOrTx, f: ListFilter) {
  let q = base(db).where('cp.account_id', '=', f.accountId);
  if (f.userId !== undefined) q = q.where('cp.user_id', '=', f.userId);
  if (f.documentId !== undefined) q = q.where('cp.document_id', '=', f.documentId);
  if (f.status) q = q.where('cp.status', '=', f.status);
  return q;
}

/** One page of points and the total, sorted by the key then newest id. */
export async function listCompassPoints(db: DbOrTx, f: ListFilter, sort: SortKey, offset: number, limit: number) {
  const dir = sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const [list, total] = await Promise.all([
    filtered(db, f)
      .select(COLUMNS)
      .select(historical)
      .orderBy(sql`${SORT_COLUMN[sort.field]} ${dir}`)
      .orderBy('cp.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(total.n) };
}

/** Every point of a filter, newest first (the document's list, the download). */
export async function listAllCompassPoints(db: DbOrTx, f: ListFilter) {
  return filtered(db, f)
    .select(COLUMNS)
    .select(historical)
    .orderBy('cp.created_at', 'desc')
    .orderBy('cp.id', 'desc')
    .limit(5000)
    .execute();
}

/** Counts per status the caller sees on a document (the metadata flags). */
export async function countByStatus(db: DbOrTx, f: ListFilter): Promise<Record<string, number>> {
  const r = await filtered(db, f)
    .select(['cp.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('cp.status')
    .execute();
  return Object.fromEntries(r.map((x) => [x.status, Number(x.n)]));
}

/** The owner's later versions of a point (carried forward), nearest first. */
export async function findForwardVersion(db: DbOrTx, id: number, userId: number, accountId: number) {
  return rows(db)
    .where('cp.source_compass_point_id', '=', id)
    .where('cp.user_id', '=', userId)
    .where('cp.account_id', '=', accountId)
    .orderBy('cp.id')
    .executeTakeFirst();
}

/** Active points of every owner on one edition (carry-forward onto a new edition). */
export async function listActiveOnDocument(db: DbOrTx, documentId: number) {
  return rows(db).where('cp.document_id', '=', documentId).where('cp.status', '=', 'Active').orderBy('cp.id').execute();
}

/** How many Active points an edition holds (an import asks before reading a PDF's text positions). */
export async function countActivePointsOnDocument(db: DbOrTx, documentId: number): Promise<number> {
  const r = await db
    .selectFrom('compass_points')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('document_id', '=', documentId)
    .where('status', '=', 'Active')
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** The caller's own copy saved from this point (save-shared), if any. */
export async function findSavedCopy(db: DbOrTx, sourceId: number, userId: number, accountId: number) {
  return db
    .selectFrom('compass_points')
    .select('id')
    .where('source_compass_point_id', '=', sourceId)
    .where('user_id', '=', userId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** Records that a user opened a shared point's link (the shared list). */
export async function upsertSharedView(
  db: DbOrTx,
  userId: number,
  accountId: number,
  compassPointId: number,
  at: string,
): Promise<void> {
  await db
    .insertInto('compass_point_shared_views')
    .values({ user_id: userId, account_id: accountId, compass_point_id: compassPointId, opened_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'account_id', 'compass_point_id']).doUpdateSet({ opened_at: at }))
    .execute();
}

/** Points on an edition whose link this user opened: live, someone else's, not yet saved. */
export async function listSharedViewed(db: DbOrTx, userId: number, accountId: number, documentId: number) {
  return rows(db)
    .innerJoin('compass_point_shared_views as sv', 'sv.compass_point_id', 'cp.id')
    .where('sv.user_id', '=', userId)
    .where('sv.account_id', '=', accountId)
    .where('cp.document_id', '=', documentId)
    .where('cp.account_id', '=', accountId)
    .where('cp.status', '=', 'Active')
    .where('cp.shared', '=', 1)
    .where('cp.user_id', '<>', userId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('compass_points as mine')
            .select('mine.id')
            .whereRef('mine.source_compass_point_id', '=', 'cp.id')
            .where('mine.user_id', '=', userId)
            .where('mine.account_id', '=', accountId),
        ),
      ),
    )
    .orderBy('sv.opened_at', 'desc')
    .execute();
}
