import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import { refinementTreeReply, type RefinementNode } from '../../../api/search';

/* Refinement trees of 000 §3 / §7 with the tenant's catalogue counts. */

let d: DemoApp;
let ivy: Record<string, string>;
let nora: Record<string, string>;
const get = async (url: string, headers: Record<string, string>) => d.app.inject({ method: 'GET', url, headers });
const flat = (nodes: RefinementNode[]): RefinementNode[] => nodes.flatMap((n) => [n, ...flat(n.child)]);

beforeAll(async () => {
  d = await createDemoApp();
  [ivy, nora] = await Promise.all([d.as('ivy@example.com'), d.as('nora@example.com', NORTHWIND)]);
}, 120_000);
afterAll(async () => d?.close());

describe('each tree carries its refinement number, parents and counts (000 §3 Refinement node)', () => {
  it.each([
    ['/api/refinement/ICSCodes', 0],
    ['/api/refinement/other-content', 3],
    ['/api/refinement/document-types', 6],
    ['/api/refinement/committee?language=EN', 7],
    ['/api/refinement/taxonomy/4', 4],
    ['/api/refinement/taxonomy/1', 1],
  ])('%s', async (url, r) => {
    const res = await get(url, ivy);
    expect(res.statusCode).toBe(200);
    const nodes = flat(refinementTreeReply.parse(res.json()));
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.every((n) => n.r === r && n.count > 0 && !n.isChecked)).toBe(true);
    // A parent holds at least as many documents as any child (documents sit on every level).
    for (const n of nodes)
      for (const c of n.child) {
        expect(c.parentKey).toBe(n.k);
        expect(c.pk).toEqual([...(n.pk ?? []), n.k]);
        expect(n.count).toBeGreaterThanOrEqual(c.count);
      }
  });
  it('sectors-and-themes returns industry sectors then topics', async () => {
    const nodes = refinementTreeReply.parse((await get('/api/refinement/sectors-and-themes?language=EN', ivy)).json());
    expect(new Set(nodes.map((n) => n.r))).toEqual(new Set([5, 4]));
  });
  it('taxonomy/2 (other content) is the category tree; a number outside 0..7 is 400', async () => {
    expect((await get('/api/refinement/taxonomy/2', ivy)).json()).toEqual(
      (await get('/api/refinement/other-content', ivy)).json(),
    );
    expect((await get('/api/refinement/taxonomy/8', ivy)).statusCode).toBe(400);
    expect((await get('/api/refinement/taxonomy/x', ivy)).statusCode).toBe(400);
  });
});

describe('trees count only what the tenant offers', () => {
  it("the Northwind publisher tree is its own publisher; its counts are no larger than the main tenant's", async () => {
    const mine = refinementTreeReply.parse((await get('/api/refinement/taxonomy/1', nora)).json());
    expect(mine.map((n) => n.k)).toEqual(['NWP']);
    const ivyIcs = flat(refinementTreeReply.parse((await get('/api/refinement/ICSCodes', ivy)).json()));
    const noraIcs = flat(refinementTreeReply.parse((await get('/api/refinement/ICSCodes', nora)).json()));
    const total = (ns: RefinementNode[]) => ns.filter((n) => n.parentKey === null).reduce((s, n) => s + n.count, 0);
    expect(total(noraIcs)).toBeLessThan(total(ivyIcs));
  });
  it("entitled refinement nodes are the account's subscribed publishers", async () => {
    const nodes = refinementTreeReply.parse((await get('/api/documents/entitled-documents/refinement-nodes', ivy)).json());
    expect(nodes.map((n) => n.k).every((k) => ['MSA', 'KES', 'HMI', 'TMB'].includes(k))).toBe(true);
    expect(nodes.length).toBeGreaterThan(0);
  });
  it('000 §3 billboard: the nodes carry the billboard (name and logo) for an account with the billboard setting only', async () => {
    const mine = refinementTreeReply.parse((await get('/api/documents/entitled-documents/refinement-nodes', ivy)).json());
    expect(mine.some((n) => n.showBillboard)).toBe(false);
    const halvard = refinementTreeReply.parse(
      (await get('/api/documents/entitled-documents/refinement-nodes', await d.as('admin@example.com'))).json(),
    );
    expect(halvard.length).toBeGreaterThan(0);
    expect(halvard.every((n) => n.showBillboard && !!n.billboardName && !!n.billboardLogo)).toBe(true);
  });
  it('401 anonymous', async () => {
    expect((await get('/api/refinement/ICSCodes', { host: new URL(MAIN).host })).statusCode).toBe(401);
  });
});
