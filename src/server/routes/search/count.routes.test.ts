import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import { countReply, searchReply } from '../../../api/search';

/* Counts calls of 000 §7: the same matches the search finds, per refinement node. */

let d: DemoApp;
let ivy: Record<string, string>;
let nora: Record<string, string>;
const post = async (url: string, headers: Record<string, string>, payload: object) =>
  d.app.inject({ method: 'POST', url, headers, payload });

beforeAll(async () => {
  d = await createDemoApp();
  [ivy, nora] = await Promise.all([d.as('ivy@example.com'), d.as('nora@example.com', NORTHWIND)]);
}, 120_000);
afterAll(async () => d?.close());

describe('counts come from the same query as the search (000 §4 refinement loading)', () => {
  it('count equals the search total and a node count equals the search refined by that node', async () => {
    const counts = countReply.parse(
      (await post('/api/documents/search/count', ivy, { keywords: 'steel', searchField: 'A', refinements: [] })).json(),
    );
    const search = searchReply.parse((await post('/api/documents/search', ivy, { keywords: 'steel' })).json());
    expect(counts.count).toBe(search.count);
    const node = counts.counts.find((c) => c.r === 4)!;
    const refined = searchReply.parse(
      (await post('/api/documents/search', ivy, { keywords: 'steel', refinements: [{ k: node.k, r: node.r }] })).json(),
    );
    expect(refined.count).toBe(node.count);
    expect(counts.counts.some((c) => c.r === 1)).toBe(false);
  });
  it('publisher counts add up to the total, and the entitled ones cover only subscriptions', async () => {
    const all = countReply.parse((await post('/api/refinement/publisher/count', ivy, { keywords: '*' })).json());
    expect(all.counts.reduce((n, c) => n + c.count, 0)).toBe(all.count);
    expect(all.counts.map((c) => c.k)).toContain('CTC');
    const mine = countReply.parse(
      (await post('/api/refinement/publisher/entitled-documents/count', ivy, { keywords: '' })).json(),
    );
    expect(mine.counts.every((c) => ['MSA', 'KES', 'HMI', 'TMB'].includes(c.k))).toBe(true);
    expect(mine.counts.find((c) => c.k === 'KES')?.n).toBe('Keystone Engineering Society');
  });
  it('top-level counts list the first level of the Publisher or Category section', async () => {
    const pubs = countReply.parse(
      (await post('/api/documents/search/top-level/count', ivy, { keywords: '*', section: 'Publisher' })).json(),
    );
    expect(pubs.counts.every((c) => c.r === 1)).toBe(true);
    const cats = countReply.parse(
      (await post('/api/documents/entitled-documents/search/top-level/count', ivy, { keywords: '', section: 'Category' })).json(),
    );
    expect(cats.counts.length).toBeGreaterThan(0);
    expect(cats.counts.every((c) => c.r === 3)).toBe(true);
  });
  it('a publisher tenant counts only its own publisher', async () => {
    const res = countReply.parse((await post('/api/refinement/publisher/count', nora, { keywords: '*' })).json());
    expect(res.counts.map((c) => c.k)).toEqual(['NWP']);
  });
});

describe('count calls validate their payload and need a session', () => {
  it('400 for a bad section or over-long keywords; 401 anonymous', async () => {
    expect((await post('/api/documents/search/top-level/count', ivy, { keywords: 'x', section: 'Topic' })).statusCode).toBe(400);
    expect((await post('/api/documents/search/count', ivy, { keywords: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await post('/api/documents/search/count', { host: new URL(MAIN).host }, { keywords: 'steel' })).statusCode).toBe(401);
  });
});
