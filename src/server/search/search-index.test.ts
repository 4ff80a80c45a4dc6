import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, postgresTestDatabase, sqliteTestDatabase, type TestDatabase } from '../../../tests/helpers/databases';
import { seedDemo } from '../seed/seed';
import { staleIndexReason } from './catalogue';
import { createEmbedder } from './embedder';
import { createSearchIndex } from './search-index';
import type { SearchIndex, SearchQuery } from './types';

/*
 * One suite, run against both implementations (src/README.md §6) on the deterministic demo
 * catalogue. PostgreSQL runs when it answers at TEST_DATABASE_URL.
 */

const DOCUMENTS = 400;
const q = (over: Partial<SearchQuery>): SearchQuery => ({
  keywords: '*',
  stype: 'A',
  publisherIds: null,
  refinements: [],
  sort: 'BEST_MATCH',
  page: 0,
  size: 25,
  ...over,
});

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !(await postgresAvailable()))(`SearchIndex on ${dialect}`, () => {
    let t: TestDatabase;
    let index: SearchIndex;
    const doc = async (id: number) => t.db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const topicOf = async (id: number) =>
      (
        await t.db
          .selectFrom('document_taxonomy as dt')
          .innerJoin('taxonomy_nodes as n', 'n.id', 'dt.node_id')
          .select('n.key')
          .where('dt.document_id', '=', id)
          .where('n.tree', '=', 'topic')
          .where('n.parent_key', 'is', null)
          .executeTakeFirst()
      )?.key;

    beforeAll(async () => {
      t = dialect === 'sqlite' ? await sqliteTestDatabase() : await postgresTestDatabase();
      await seedDemo(t.db, { documents: DOCUMENTS, filesDir: path.join(os.tmpdir(), 'unused'), files: false });
      index = createSearchIndex(t.db, t.dialect, { embeddingUrl: null });
      await index.rebuild({ batchSize: 100 });
    }, 180_000);
    afterAll(async () => t?.cleanup());

    describe('stype A searches all text with BM25 ranking', () => {
      it('finds words that occur only in section text', async () => {
        const page = await index.search(q({ keywords: 'interlaboratory' }));
        expect(page.total).toBeGreaterThan(0);
      });
      it('ranks a title match above documents that only mention the words', async () => {
        const page = await index.search(q({ keywords: 'corrosion rate', size: 3 }));
        const top = await doc(page.hits[0].documentId);
        expect(top.title.toLowerCase()).toContain('corrosion');
        expect(page.hits[0].score).toBeGreaterThanOrEqual(page.hits[2].score);
      });
    });

    describe('stype K searches keywords and titles only', () => {
      it('does not find a word that occurs only in the body', async () => {
        expect((await index.search(q({ keywords: 'interlaboratory', stype: 'K' }))).total).toBeLessThan(
          (await index.search(q({ keywords: 'interlaboratory' }))).total,
        );
        const k = await index.search(q({ keywords: 'Repeatability', stype: 'K' }));
        for (const h of k.hits) {
          const d = await doc(h.documentId);
          expect(`${d.title} ${d.keywords}`.toLowerCase()).toContain('repeatab');
        }
      });
    });

    describe('stype D normalises designations and ranks the exact one first', () => {
      it.each([
        (d: string) => d,
        (d: string) => d.toLowerCase(),
        (d: string) => d.replace(/(\d)/, ' $1'),
        (d: string) => d.replace(/-(\d\d)$/, '-20$1'),
        (d: string) => d.replace('-', ' – '),
      ])('every spelling of a dual designation with year finds its edition first (%#)', async (spell) => {
        const target = await t.db
          .selectFrom('documents')
          .selectAll()
          .where('designation_no', 'like', '%/%-%')
          .where('language_code', '=', 'en-US')
          .orderBy('id')
          .executeTakeFirstOrThrow();
        const page = await index.search(q({ keywords: spell(target.designation_no), stype: 'D' }));
        expect(page.hits[0].documentId).toBe(target.id);
      });
      it('a designation without year ranks the active English edition first; the metric half of a dual designation finds it', async () => {
        const target = await t.db
          .selectFrom('documents')
          .selectAll()
          .where('designation', 'like', '%/%')
          .where('status', '=', 'Active')
          .where('language_code', '=', 'en-US')
          .orderBy('id')
          .executeTakeFirstOrThrow();
        const metric = target.designation.split('/')[1];
        for (const typed of [target.designation, metric.toLowerCase()]) {
          const page = await index.search(q({ keywords: typed, stype: 'D' }));
          expect(page.hits[0].documentId).toBe(target.id);
        }
      });
      it('an exact designation typed in an all-content search ranks first', async () => {
        const target = await t.db
          .selectFrom('documents')
          .selectAll()
          .where('document_type', '=', 'Standard')
          .where('language_code', '=', 'en-US')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        const page = await index.search(q({ keywords: target.designation_no }));
        expect(page.hits[0].documentId).toBe(target.id);
      });
    });

    describe('keyword * matches everything within the entitlement scope', () => {
      it('returns every document, and only the scoped publishers when scoped', async () => {
        expect((await index.search(q({}))).total).toBe(DOCUMENTS);
        const scoped = await index.search(q({ publisherIds: [2], size: 100 }));
        expect(scoped.total).toBeGreaterThan(0);
        for (const h of scoped.hits) expect((await doc(h.documentId)).publisher_id).toBe(2);
      });
      it('never returns a document outside the scope for a text query', async () => {
        const page = await index.search(q({ keywords: 'steel', publisherIds: [3], size: 100 }));
        for (const h of page.hits) expect((await doc(h.documentId)).publisher_id).toBe(3);
      });
    });

    describe('refinements filter and facet counts come from the same query', () => {
      it('a facet count equals the total of the search refined by that key', async () => {
        const base = q({ keywords: 'steel' });
        const facets = await index.facets(base, ['publisher', 'topic', 'documentType']);
        for (const tree of ['publisher', 'topic'] as const) {
          const f = facets[tree][0];
          const refined = await index.search({ ...base, refinements: [{ tree, keys: [f.key] }] });
          expect(refined.total).toBe(f.count);
        }
        const sum = facets.publisher.reduce((a, f) => a + f.count, 0);
        expect(sum).toBe((await index.search(base)).total);
      });
    });

    describe('sort and paging (000 §5)', () => {
      it('sorts alphabetically both ways and flags a next page', async () => {
        const asc = await index.search(q({ sort: 'ALPHA_ASC', size: 10 }));
        const desc = await index.search(q({ sort: 'ALPHA_DESC', size: 10 }));
        expect(asc.hits[0].documentId).not.toBe(desc.hits[0].documentId);
        expect(asc.nextPageFlag).toBe(true);
        const last = await index.search(q({ size: 25, page: Math.floor(DOCUMENTS / 25) }));
        expect(last.nextPageFlag).toBe(false);
        expect(last.hits.length).toBe(DOCUMENTS % 25);
      });
    });

    describe('misspellings fall back to the closest words', () => {
      it('corosion finds what corrosion finds', async () => {
        const right = await index.search(q({ keywords: 'corrosion', size: 5 }));
        const typo = await index.search(q({ keywords: 'corosion', size: 5 }));
        expect(typo.total).toBeGreaterThan(0);
        expect(typo.hits[0].documentId).toBe(right.hits[0].documentId);
      });
    });

    describe('type-ahead from 3 characters', () => {
      it('completes a title word and a designation prefix, and answers nothing below 3 characters', async () => {
        expect(await index.typeAhead({ keywords: 'co' })).toEqual([]);
        const words = await index.typeAhead({ keywords: 'corros' });
        expect(words.length).toBeGreaterThan(0);
        expect((await doc(words[0].documentId)).title.toLowerCase()).toContain('corros');
        const target = await t.db
          .selectFrom('documents')
          .selectAll()
          .where('designation', 'like', 'KS%')
          .orderBy('id')
          .executeTakeFirstOrThrow();
        const byDesignation = await index.typeAhead({ keywords: target.designation.slice(0, 4).toLowerCase(), limit: 50 });
        expect(byDesignation[0].byDesignation).toBe(true);
        expect(byDesignation.map((h) => h.documentId)).toContain(target.id);
      });
    });

    describe('semantic search finds meaning without shared words', () => {
      it('"gasoline" (a word no document holds) finds petroleum documents', async () => {
        expect((await index.search(q({ keywords: 'gasoline' }))).total).toBe(0);
        const page = await index.semantic({ keywords: 'gasoline', publisherIds: null, page: 0, size: 5 });
        expect(page.total).toBeGreaterThan(0);
        expect(await topicOf(page.hits[0].documentId)).toBe('petroleum');
      });
      it('keeps lexical matches high and honours the scope', async () => {
        const page = await index.semantic({ keywords: 'antifouling coating', publisherIds: [6], page: 0, size: 10 });
        expect(page.total).toBeGreaterThan(0);
        for (const h of page.hits) expect((await doc(h.documentId)).publisher_id).toBe(6);
        expect(await topicOf(page.hits[0].documentId)).toBe('coatings');
      });
      it('puts the active edition of a standard above its historical ones', async () => {
        // Families with an active and an older edition; their title as the query finds the family.
        const families = await t.db
          .selectFrom('documents')
          .select(['family_id'])
          .where('language_code', '=', 'en-US')
          .groupBy('family_id')
          .having((eb) => eb.fn.count('id'), '>', 1)
          .limit(40)
          .execute();
        let checked = 0;
        for (const { family_id } of families) {
          const editions = await t.db
            .selectFrom('documents')
            .select(['id', 'status', 'title'])
            .where('family_id', '=', family_id)
            .where('language_code', '=', 'en-US')
            .execute();
          if (!editions.some((e) => e.status === 'Active') || editions.every((e) => e.status === 'Active')) continue;
          const page = await index.semantic({
            keywords: editions[0].title.replace(/[^A-Za-z ]/g, ' ').slice(0, 120),
            publisherIds: null,
            page: 0,
            size: 50,
          });
          const first = page.hits.find((h) => editions.some((e) => e.id === h.documentId));
          if (!first) continue;
          expect(editions.find((e) => e.id === first.documentId)!.status).toBe('Active');
          if (++checked === 5) break;
        }
        expect(checked).toBeGreaterThan(0);
      });
    });

    describe('semantic search expands a question with the thesaurus built at index time', () => {
      it("stores the terms the catalogue defines, filed under their terminology standard's field", async () => {
        const row = await t.db
          .selectFrom('key_values')
          .select('value')
          .where('key', '=', 'search.thesaurus')
          .executeTakeFirstOrThrow();
        const terms = (JSON.parse(row.value) as { terms: { term: string; fields: string[] }[] }).terms;
        expect(terms.length).toBeGreaterThan(20);
        expect(terms.some((e) => e.fields.includes('corrosion of metals'))).toBe(true);
      });
      it("counts an index without the thesaurus or with another model's vectors as stale, so the server rebuilds it", async () => {
        const model = createEmbedder({ embeddingUrl: null }).model;
        expect(await staleIndexReason(t.db, model)).toBeNull();
        expect(await staleIndexReason(t.db, 'another-model')).toMatch(/another-model/);
      });
      it('finds a subject named in a site word no document uses ("murky" water → turbidity)', async () => {
        expect((await index.search(q({ keywords: 'murky' }))).total).toBe(0);
        const page = await index.semantic({ keywords: 'murky', publisherIds: null, page: 0, size: 5 });
        expect(page.total).toBeGreaterThan(0);
        expect(await topicOf(page.hits[0].documentId)).toBe('water');
      });
      it('lets any typed word match, so one unknown word does not empty a question', async () => {
        expect((await index.search(q({ keywords: 'corrosion zyxwvutron' }))).total).toBeGreaterThan(0); // the any-word fallback
        const page = await index.semantic({
          keywords: 'how is corrosion zyxwvutron measured',
          publisherIds: null,
          page: 0,
          size: 5,
        });
        expect(page.total).toBeGreaterThan(0);
        expect(await topicOf(page.hits[0].documentId)).toBe('corrosion');
      });
    });

    describe('indexDocuments keeps the index in step with the catalogue', () => {
      it('finds a changed title and forgets a removed document', async () => {
        const target = await doc(5);
        await t.db
          .updateTable('documents')
          .set({ title: `${target.title} Zyxwvutron` })
          .where('id', '=', 5)
          .execute();
        await index.indexDocuments([5]);
        expect((await index.search(q({ keywords: 'zyxwvutron' }))).hits.map((h) => h.documentId)).toEqual([5]);
        // A second index on the same database (another node) sees the change too.
        const other = createSearchIndex(t.db, t.dialect, { embeddingUrl: null });
        expect((await other.search(q({ keywords: 'zyxwvutron' }))).total).toBe(1);
        await t.db.updateTable('documents').set({ title: target.title }).where('id', '=', 5).execute();
        await index.indexDocuments([5]);
        expect((await index.search(q({ keywords: 'zyxwvutron' }))).total).toBe(0);
      });
    });

    describe('a rebuild that stops midway is done again at the next start', () => {
      it('marks the index stale until a rebuild finishes, and a finished rebuild leaves every matching index in place', async () => {
        const model = createEmbedder({ embeddingUrl: null }).model;
        // Nothing listens on port 9: the first batch's vectors fail after the index was emptied.
        const failing = createSearchIndex(t.db, t.dialect, { embeddingUrl: 'http://127.0.0.1:9/v1/embeddings' });
        await expect(failing.rebuild({ batchSize: 100 })).rejects.toThrow();
        expect(await staleIndexReason(t.db, model)).toMatch(/did not finish/);

        await index.rebuild({ batchSize: 100 });
        expect(await staleIndexReason(t.db, model)).toBeNull();
        expect((await index.search(q({ keywords: 'corrosion' }))).total).toBeGreaterThan(0);
        if (dialect === 'postgres') {
          const found = await sql<{ indexname: string }>`select indexname from pg_indexes
            where tablename = 'search_documents' and schemaname = current_schema() order by indexname`.execute(t.db);
          expect(found.rows.map((r) => r.indexname)).toEqual([
            'search_documents_head',
            'search_documents_pkey',
            'search_documents_vector',
          ]);
        }
      });
    });
  });
}
