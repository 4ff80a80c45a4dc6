import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, postgresTestDatabase, type TestDatabase } from '../../../tests/helpers/databases';
import { seedDemo } from '../seed/seed';
import { PostgresLexicalEngine, tsqueryText } from './postgres-engine';
import { createSearchIndex } from './search-index';
import { parseQuery, type ParsedQuery } from './text';
import type { LexicalFields } from './lexical';
import type { SearchQuery } from './types';

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

describe.skipIf(!(await postgresAvailable()))('PostgreSQL membership from cached term sets', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await postgresTestDatabase();
    await seedDemo(t.db, { documents: 150, filesDir: path.join(os.tmpdir(), 'unused'), files: false });
    await createSearchIndex(t.db, 'postgres', { embeddingUrl: null }).rebuild({ batchSize: 100 });
  }, 180_000);
  afterAll(async () => t?.cleanup());

  /** What the database itself answers for the whole tsquery. */
  const direct = async (pq: ParsedQuery, fields: LexicalFields) => {
    const column = fields === 'all' ? sql.ref('vector') : sql.ref('head');
    const rows = await sql<{
      id: number;
    }>`select document_id as id from search_documents where ${column} @@ to_tsquery('english', ${tsqueryText(pq, fields)})`.execute(
      t.db,
    );
    return rows.rows.map((r) => r.id).sort((a, b) => a - b);
  };

  describe('a query answers exactly as the database answers its tsquery', () => {
    const cases: [string, ParsedQuery, LexicalFields][] = [
      ['one word', parseQuery('steel'), 'all'],
      ['every word', parseQuery('steel method'), 'all'],
      ['any word', { ...parseQuery('steel water concrete'), any: true }, 'all'],
      ['titles and keywords only (stype K)', parseQuery('corrosion steel'), 'titles'],
      ['a prefix', parseQuery('corros', { lastIsPrefix: true }), 'all'],
      [
        'alternatives of a word',
        {
          groups: [
            { term: 'steel', alternatives: ['steel', 'concrete'], prefix: false },
            { term: 'water', alternatives: ['water'], prefix: false },
          ],
          phrases: [],
        },
        'all',
      ],
      [
        'a stop word among the words',
        {
          groups: [
            { term: 'the', alternatives: ['the'], prefix: false },
            { term: 'steel', alternatives: ['steel'], prefix: false },
          ],
          phrases: [],
        },
        'all',
      ],
    ];
    for (const [name, pq, fields] of cases) {
      it(name, async () => {
        const engine = new PostgresLexicalEngine(t.db);
        const expected = await direct(pq, fields);
        expect(expected.length).toBeGreaterThan(0);
        // First read from the database (which fills the term sets behind it), then from the sets.
        expect([...(await engine.match(pq, fields)).ids].sort((a, b) => a - b)).toEqual(expected);
        await engine.settled();
        expect(engine.cachedIds).toBeGreaterThan(0);
        expect([...(await engine.match(pq, fields)).ids].sort((a, b) => a - b)).toEqual(expected);
      });
    }
  });

  describe('another node re-indexing clears the cached term sets', () => {
    it('sees a word added after its set was cached', async () => {
      const writer = createSearchIndex(t.db, 'postgres', { embeddingUrl: null });
      const reader = createSearchIndex(t.db, 'postgres', { embeddingUrl: null, matchCacheSize: 0 });
      // Twice, so the second answer comes from the (empty) cached set of the word.
      expect((await reader.search(q({ keywords: 'quuxinator' }))).total).toBe(0);
      await new Promise((r) => setTimeout(r, 200));
      expect((await reader.search(q({ keywords: 'quuxinator' }))).total).toBe(0);
      const before = await t.db.selectFrom('documents').select('title').where('id', '=', 7).executeTakeFirstOrThrow();
      await t.db
        .updateTable('documents')
        .set({ title: `${before.title} Quuxinator` })
        .where('id', '=', 7)
        .execute();
      await writer.indexDocuments([7]);
      // The reader answers from its old snapshot while the new one loads, then from the new one.
      let found: number[] = [];
      for (let i = 0; i < 50 && found.length === 0; i++) {
        found = (await reader.search(q({ keywords: 'quuxinator' }))).hits.map((h) => h.documentId);
        if (found.length === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(found).toEqual([7]);
      await t.db.updateTable('documents').set({ title: before.title }).where('id', '=', 7).execute();
      await writer.indexDocuments([7]);
    });
  });
});
