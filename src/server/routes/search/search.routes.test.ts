import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import { searchReply, typeAheadReply } from '../../../api/search';

/*
 * Search calls of 000 §7 on the demo catalogue. Ivy's account (Larsen Materials Lab) subscribes
 * MSA, KES, HMI and TMB; Nora is on the Northwind tenant, which offers only its own publisher.
 */

let d: DemoApp;
let ivy: Record<string, string>;
let nora: Record<string, string>;
let carl: Record<string, string>;
/** A CTC document: on the main tenant, not in Ivy's subscriptions. */
let ctc: { content_code: string; designation_no: string; title: string };

const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  d.app.inject({ method: 'POST', url, headers, payload: payload as object });
const codes = (body: string) => searchReply.parse(JSON.parse(body)).result.map((r) => r.contentCode);

beforeAll(async () => {
  d = await createDemoApp();
  [ivy, nora, carl] = await Promise.all([d.as('ivy@example.com'), d.as('nora@example.com', NORTHWIND), d.as('carl@example.com')]);
  ctc = await d.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select(['content_code', 'designation_no', 'title'])
    .where('publishers.code', '=', 'CTC')
    .orderBy('documents.id')
    .executeTakeFirstOrThrow();
}, 120_000);
afterAll(async () => d?.close());

describe('content search returns everything the tenant offers (000 §7 documents/search)', () => {
  it('finds a document of a publisher the account does not subscribe to', async () => {
    const res = await post('/api/documents/search?page=0&size=25', ivy, {
      keywords: ctc.designation_no,
      searchField: 'D',
      refinements: [],
      sortType: 'BEST_MATCH',
    });
    expect(res.statusCode).toBe(200);
    expect(codes(res.body)[0]).toBe(ctc.content_code);
  });
  it('a publisher tenant searches only its own publisher', async () => {
    const res = await post('/api/documents/search?size=100', nora, { keywords: '*' });
    const body = searchReply.parse(res.json());
    expect(body.count).toBeGreaterThan(0);
    expect(new Set(body.result.map((r) => r.publisherCode))).toEqual(new Set(['NWP']));
    expect(codes((await post('/api/documents/search', nora, { keywords: ctc.designation_no, searchField: 'D' })).body)).toEqual(
      [],
    );
  });
  it('pages with nextPageFlag and sorts A–Z / Z–A only with OVERRIDE_SORT', async () => {
    const first = searchReply.parse(
      (
        await post('/api/documents/search?page=0&size=2&sort=designationNo,asc', ivy, {
          keywords: '*',
          sortType: 'OVERRIDE_SORT',
        })
      ).json(),
    );
    expect(first.result).toHaveLength(2);
    expect(first.nextPageFlag).toBe(true);
    const desc = searchReply.parse(
      (
        await post('/api/documents/search?page=0&size=2&sort=designationNo,desc', ivy, {
          keywords: '*',
          sortType: 'OVERRIDE_SORT',
        })
      ).json(),
    );
    expect(desc.result[0].designationNo).not.toBe(first.result[0].designationNo);
    const last = searchReply.parse(
      (await post(`/api/documents/search?page=${Math.ceil(first.count / 2) - 1}&size=2`, ivy, { keywords: '*' })).json(),
    );
    expect(last.nextPageFlag).toBe(false);
  });
  it('refinements filter, given as a list or as the categories JSON text', async () => {
    const list = [{ k: 'KES', r: 1, n: 'KES', pk: null, pn: null }];
    const a = searchReply.parse((await post('/api/documents/search?size=100', ivy, { keywords: '*', refinements: list })).json());
    const b = searchReply.parse(
      (await post('/api/documents/search?size=100', ivy, { keywords: '*', refinements: JSON.stringify(list) })).json(),
    );
    expect(a.count).toBeGreaterThan(0);
    expect(a.result.every((r) => r.publisherCode === 'KES')).toBe(true);
    expect(b.count).toBe(a.count);
  });
  it('grouped=true adds the page grouped per publisher with showMore', async () => {
    const body = searchReply.parse((await post('/api/documents/search?size=3&grouped=true', ivy, { keywords: '*' })).json());
    expect(body.groups!.reduce((n, g) => n + g.contentList.length, 0)).toBe(3);
    expect(body.groups!.some((g) => g.showMore)).toBe(true);
  });
  it('records a search usage event', async () => {
    const before = await d.db
      .selectFrom('usage_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'search')
      .executeTakeFirstOrThrow();
    await post('/api/documents/search', ivy, { keywords: 'steel' });
    const after = await d.db
      .selectFrom('usage_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'search')
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
  });
});

describe("my-subscription search is limited to the account's subscriptions (000 §7 entitled-documents/search)", () => {
  it('never returns a document of an unsubscribed publisher', async () => {
    const all = searchReply.parse(
      (await post('/api/documents/entitled-documents/search?size=100', ivy, { keywords: '' })).json(),
    );
    expect(all.count).toBeGreaterThan(0);
    expect(all.result.every((r) => ['MSA', 'KES', 'HMI', 'TMB'].includes(r.publisherCode))).toBe(true);
    expect(
      codes(
        (await post('/api/documents/entitled-documents/search', ivy, { keywords: ctc.designation_no, searchField: 'D' })).body,
      ),
    ).toEqual([]);
  });
  it('an empty term means * and publisherId narrows to one subscription', async () => {
    const star = searchReply.parse((await post('/api/documents/entitled-documents/search', ivy, { keywords: '*' })).json());
    const empty = searchReply.parse((await post('/api/documents/entitled-documents/search', ivy, { keywords: '   ' })).json());
    expect(empty.count).toBe(star.count);
    const kes = searchReply.parse(
      (await post('/api/documents/entitled-documents/search?size=100', ivy, { keywords: '', publisherId: 'KES' })).json(),
    );
    expect(kes.count).toBeGreaterThan(0);
    expect(kes.result.every((r) => r.publisherCode === 'KES')).toBe(true);
    const notMine = searchReply.parse(
      (await post('/api/documents/entitled-documents/search', ivy, { keywords: '', publisherId: 'CTC' })).json(),
    );
    expect(notMine.count).toBe(0);
  });
});

describe("semantic search needs the account's semantic flag (000 §2.3)", () => {
  it('answers for an account with the flag and 403 without', async () => {
    const ok = await post('/api/semantic-search/v1/query?page=0&size=5', ivy, { keywords: 'rust protection for ships' });
    expect(ok.statusCode).toBe(200);
    expect(searchReply.parse(ok.json()).result.length).toBeGreaterThan(0);
    expect((await post('/api/semantic-search/v1/query', carl, { keywords: 'rust protection' })).statusCode).toBe(403);
  });
});

describe('type-ahead from 3 characters, grouped per publisher (000 §4)', () => {
  it('answers nothing below 3 characters and groups hits per publisher', async () => {
    expect((await post('/api/documents/search/type-ahead', ivy, { keywords: 'st' })).json()).toEqual([]);
    const groups = typeAheadReply.parse(
      (await post('/api/documents/search/type-ahead', ivy, { keywords: ctc.designation_no.slice(0, 4) })).json(),
    );
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.flatMap((g) => g.results).some((r) => r.contentCode === ctc.content_code)).toBe(true);
    for (const g of groups) expect(g.results.length).toBeLessThanOrEqual(5);
  });
  it('per publisher: only that publisher, and nothing for one the tenant does not offer', async () => {
    const one = typeAheadReply.parse(
      (await post('/api/documents/search/type-ahead/publisher', ivy, { keywords: 'steel', publisher: 'KES' })).json(),
    );
    expect(one.every((g) => g.publisherCode === 'KES')).toBe(true);
    expect(
      (await post('/api/documents/search/type-ahead/publisher', nora, { keywords: 'steel', publisher: 'KES' })).json(),
    ).toEqual([]);
  });
});

describe('bad input is a 400 with field errors, never a 500 (000 §5, §8)', () => {
  it.each([
    ['over-long keywords', '/api/documents/search', { keywords: 'x'.repeat(501) }, 'keywords'],
    ['bad JSON in refinements', '/api/documents/search', { keywords: 'steel', refinements: '[{"k":' }, 'refinements'],
    ['negative page', '/api/documents/search?page=-1', { keywords: 'steel' }, 'page'],
    ['size above 100', '/api/documents/search?size=101', { keywords: 'steel' }, 'size'],
    ['size 0', '/api/documents/entitled-documents/search?size=0', { keywords: '' }, 'size'],
    ['unknown searchField', '/api/documents/search', { keywords: 'steel', searchField: 'Z' }, 'searchField'],
    ['one character', '/api/documents/search', { keywords: ' s ' }, 'keywords'],
    ['one character, semantic', '/api/semantic-search/v1/query', { keywords: 'a' }, 'keywords'],
    ['over-long type-ahead', '/api/documents/search/type-ahead', { keywords: 'y'.repeat(501) }, 'keywords'],
  ])('%s', async (_name, url, payload, field) => {
    const res = await post(url, ivy, payload);
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fieldErrors.map((f: { field: string }) => f.field)
        .join(' '),
    ).toContain(field);
  });
  it('500 characters is accepted', async () => {
    expect((await post('/api/documents/search', ivy, { keywords: 'steel '.repeat(84).slice(0, 500) })).statusCode).toBe(200);
  });
});

describe('anonymous callers get 401', () => {
  it.each([
    '/api/documents/search',
    '/api/documents/entitled-documents/search',
    '/api/semantic-search/v1/query',
    '/api/documents/search/type-ahead',
  ])('%s', async (url) => {
    expect((await post(url, { host: new URL(MAIN).host }, { keywords: 'steel' })).statusCode).toBe(401);
    // Even with a bad payload: no validation details before sign-in.
    expect((await post(url, { host: new URL(MAIN).host }, { keywords: 'x'.repeat(600) })).statusCode).toBe(401);
  });
  it('a token of another tenant is refused', async () => {
    expect((await post('/api/documents/search', { ...nora, host: new URL(MAIN).host }, { keywords: 'steel' })).statusCode).toBe(
      401,
    );
  });
});
