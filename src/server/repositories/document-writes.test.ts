import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, postgresTestDatabase, sqliteTestDatabase, type TestDatabase } from '../../../tests/helpers/databases';
import { seedDemo } from '../seed/seed';
import {
  findFullDocumentByContentCode,
  findFullDocumentsByDesignation,
  listFamilyEditions,
  listLinkedDocuments,
  listSections,
} from './document-details';
import { deleteOwnFavorite, findOwnFavorite, insertFavorite, listFavoritesByTitle } from './favorites';
import { deleteOwnNote, insertVideoPlay, listOwnNotes, updateOwnNote, upsertNote } from './pdf-notes';
import { deleteOwnTracking, findOwnTracking, insertTracking } from './tracking';

/* The document screen's repositories on both dialects (migration 0004 is portable). Ivy = user 1 / account 1, Owen = user 9 / account 1. */

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !(await postgresAvailable()))(`document repositories on ${dialect}`, () => {
    let t: TestDatabase;
    const ivy = { userId: 1, accountId: 1 };
    const owen = { userId: 9, accountId: 1 };
    beforeAll(async () => {
      t = dialect === 'sqlite' ? await sqliteTestDatabase() : await postgresTestDatabase();
      await seedDemo(t.db, { documents: 60, filesDir: path.join(os.tmpdir(), 'unused'), files: false });
    }, 120_000);
    afterAll(async () => t?.cleanup());

    it('reads one edition in full with its family, editions, links and sections', async () => {
      const first = await t.db
        .selectFrom('documents')
        .select(['content_code', 'designation'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const doc = (await findFullDocumentByContentCode(t.db, first.content_code))!;
      expect(doc.family_value).toBeTruthy();
      expect((await listFamilyEditions(t.db, doc.family_id)).map((e) => e.content_code)).toContain(doc.content_code);
      expect((await listSections(t.db, doc.id)).length).toBeGreaterThan(0);
      expect((await findFullDocumentsByDesignation(t.db, first.designation)).map((x) => x.id)).toContain(doc.id);
      expect(Array.isArray(await listLinkedDocuments(t.db, doc.id))).toBe(true);
    });

    it('favorites: insert is idempotent, only the owner deletes, the page sorts by title both ways', async () => {
      const a = await insertFavorite(t.db, ivy, 3, '2025-01-01T00:00:00.000Z');
      expect((await insertFavorite(t.db, ivy, 3, '2025-01-02T00:00:00.000Z')).id).toBe(a.id);
      await insertFavorite(t.db, ivy, 4, '2025-01-01T00:00:00.000Z');
      await insertFavorite(t.db, ivy, 5, '2025-01-01T00:00:00.000Z');
      const asc = await listFavoritesByTitle(t.db, ivy, null, 'asc', { offset: 0, limit: 10 });
      const desc = await listFavoritesByTitle(t.db, ivy, null, 'desc', { offset: 0, limit: 10 });
      expect(asc.total).toBe(3);
      expect(desc.rows.map((r) => r.id)).toEqual(asc.rows.map((r) => r.id).reverse());
      expect(await findOwnFavorite(t.db, owen, a.id)).toBeUndefined();
      expect(await deleteOwnFavorite(t.db, owen, a.id)).toBe(0);
      expect(await deleteOwnFavorite(t.db, ivy, a.id)).toBe(1);
    });

    it('tracking: one row per family, only the owner stops it', async () => {
      const doc = await t.db
        .selectFrom('documents')
        .select(['family_id', 'content_code'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const row = await insertTracking(t.db, ivy, doc.family_id, doc.content_code, '2025-01-01T00:00:00.000Z');
      expect((await insertTracking(t.db, ivy, doc.family_id, doc.content_code, '2025-01-02T00:00:00.000Z')).id).toBe(row.id);
      expect(await findOwnTracking(t.db, owen, row.id)).toBeUndefined();
      expect((await findOwnTracking(t.db, ivy, row.id))?.family_value).toBeTruthy();
      expect(await deleteOwnTracking(t.db, owen, row.id)).toBe(0);
      expect(await deleteOwnTracking(t.db, ivy, row.id)).toBe(1);
    });

    it('notes: upsert per annotation, owner-only update and delete; video plays are stored', async () => {
      const v = { documentId: 2, annotationId: 'a1', noteData: '{}', note: 'one' };
      await upsertNote(t.db, ivy, v, '2025-01-01T00:00:00.000Z');
      await upsertNote(t.db, ivy, { ...v, note: 'two' }, '2025-01-02T00:00:00.000Z');
      expect((await listOwnNotes(t.db, ivy, 2)).map((n) => [n.note, n.created_at, n.updated_at])).toEqual([
        ['two', '2025-01-01T00:00:00.000Z', '2025-01-02T00:00:00.000Z'],
      ]);
      expect(await updateOwnNote(t.db, owen, { ...v, note: 'x' }, '2025-01-03T00:00:00.000Z')).toBe(0);
      expect(await updateOwnNote(t.db, ivy, { ...v, note: 'three' }, '2025-01-03T00:00:00.000Z')).toBe(1);
      expect(await listOwnNotes(t.db, owen, 2)).toEqual([]);
      expect(await deleteOwnNote(t.db, owen, 2, 'a1')).toBe(0);
      expect(await deleteOwnNote(t.db, ivy, 2, 'a1')).toBe(1);
      await insertVideoPlay(t.db, { tenantId: 'bearing', owner: ivy, documentId: 2, hashId: 'h1' }, '2025-01-01T00:00:00.000Z');
      expect((await t.db.selectFrom('video_plays').select(['hash_id']).execute()).map((r) => r.hash_id)).toEqual(['h1']);
    });
  });
}
