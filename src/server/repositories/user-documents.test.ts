import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, postgresTestDatabase, sqliteTestDatabase, type TestDatabase } from '../../../tests/helpers/databases';
import { seedDemo } from '../seed/seed';
import {
  listAccessedDocuments,
  listFavoriteDocuments,
  listTrackedFamilies,
  listUpdatedDocuments,
  upsertAccessedDocument,
} from './user-documents';

/* The home-tab queries on both dialects (migration 0003 is portable). User 1 / account 1 = Ivy. */

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !(await postgresAvailable()))(`user-documents repository on ${dialect}`, () => {
    let t: TestDatabase;
    const ivy = { userId: 1, accountId: 1 };
    const all = { offset: 0, limit: 100 };
    beforeAll(async () => {
      t = dialect === 'sqlite' ? await sqliteTestDatabase() : await postgresTestDatabase();
      await seedDemo(t.db, { documents: 60, filesDir: path.join(os.tmpdir(), 'unused'), files: false });
    }, 120_000);
    afterAll(async () => t?.cleanup());

    it('accessed documents: one row per document, newest first, scoped to publishers and owner', async () => {
      await upsertAccessedDocument(t.db, ivy, 1, '2025-01-01T00:00:00.000Z');
      await upsertAccessedDocument(t.db, ivy, 2, '2025-01-02T00:00:00.000Z');
      await upsertAccessedDocument(t.db, ivy, 1, '2025-01-03T00:00:00.000Z');
      expect(await listAccessedDocuments(t.db, ivy, null, all)).toEqual({ ids: [1, 2], total: 2 });
      const pub1 = (await t.db.selectFrom('documents').select('publisher_id').where('id', '=', 1).executeTakeFirstOrThrow())
        .publisher_id;
      expect((await listAccessedDocuments(t.db, ivy, [pub1], all)).ids).toContain(1);
      expect((await listAccessedDocuments(t.db, ivy, [], all)).total).toBe(0);
      expect((await listAccessedDocuments(t.db, { userId: 9, accountId: 1 }, null, all)).total).toBe(0);
      expect((await listAccessedDocuments(t.db, ivy, null, { offset: 1, limit: 1 })).ids).toEqual([2]);
    });

    it('favorites page newest first; the unique constraint refuses a duplicate', async () => {
      await t.db
        .insertInto('favorite_documents')
        .values(
          [3, 4, 5].map((id, i) => ({
            user_id: 1,
            account_id: 1,
            document_id: id,
            created_at: `2025-02-0${i + 1}T00:00:00.000Z`,
          })),
        )
        .execute();
      expect(await listFavoriteDocuments(t.db, ivy, null, { offset: 0, limit: 2 })).toEqual({ ids: [5, 4], total: 3 });
      await expect(
        t.db.insertInto('favorite_documents').values({ user_id: 1, account_id: 1, document_id: 3, created_at: 'x' }).execute(),
      ).rejects.toThrow();
    });

    it('tracked families answer the newest edition of each family', async () => {
      const first = await t.db
        .selectFrom('documents')
        .select(['family_id', 'content_code'])
        .where('edition_order', '=', 1)
        .where('family_id', 'in', t.db.selectFrom('documents').select('family_id').where('edition_order', '=', 2))
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('tracked_families')
        .values({
          user_id: 1,
          account_id: 1,
          family_id: first.family_id,
          content_code: first.content_code,
          created_at: '2025-03-01T00:00:00.000Z',
        })
        .execute();
      const rows = await listTrackedFamilies(t.db, ivy, null);
      expect(rows).toHaveLength(1);
      expect(rows[0].tracked_code).toBe(first.content_code);
      expect(rows[0].latest_code).not.toBe(first.content_code);
    });

    it('updated documents of the publishers, most recent first, with the recent count', async () => {
      const res = await listUpdatedDocuments(t.db, [1], { offset: 0, limit: 6 }, '2025-01-01T00:00:00.000Z');
      const dates = await t.db
        .selectFrom('documents')
        .select(['id', 'last_update_date', 'publisher_id'])
        .where('id', 'in', res.ids)
        .execute();
      expect(res.ids).toHaveLength(6);
      expect(dates.every((x) => x.publisher_id === 1)).toBe(true);
      const ordered = res.ids.map((id) => dates.find((x) => x.id === id)!.last_update_date ?? '');
      expect([...ordered].sort().reverse()).toEqual(ordered);
      expect(res.recent).toBeGreaterThanOrEqual(0);
      expect(res.recent).toBeLessThanOrEqual(res.total);
      expect(await listUpdatedDocuments(t.db, [], { offset: 0, limit: 6 }, '')).toEqual({ ids: [], total: 0, recent: 0 });
    });
  });
}
