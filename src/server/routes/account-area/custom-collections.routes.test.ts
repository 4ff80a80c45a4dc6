import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN, NORTHWIND, createDemoApp, type DemoApp } from '../../../../tests/helpers/demo-app';
import { CUSTOM_COLLECTIONS_PATH, customCollectionDownloadPath } from '../../../api/custom-collections';

let demo: DemoApp;
beforeAll(async () => {
  demo = await createDemoApp({ documents: 200 });
});
afterAll(async () => {
  await demo?.close();
});

const get = async (email: string | null, url: string, origin = MAIN) =>
  demo.app.inject({ method: 'GET', url, headers: email ? await demo.as(email, origin) : { host: 'localhost:8080' } });
const list = async (email: string, query = '') => get(email, `${CUSTOM_COLLECTIONS_PATH}${query}`);
const IVY = 'ivy@example.com';

describe("Custom collection list: the selected account's curated documents with count (002 §3, §7)", () => {
  it('answers items with designation, title, stored publisher and the total count', async () => {
    const res = await list(IVY);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(36);
    expect(body.items).toHaveLength(10);
    expect(body.items[0]).toEqual({
      contentCode: expect.any(String),
      designation: expect.any(String),
      title: expect.any(String),
      publisher: expect.stringMatching(/^[^|]+\|[A-Z]+$/),
      downloadable: true,
    });
  });

  it('is the same list for a colleague of the same account', async () => {
    expect((await list('owen.hale@example.com')).json().count).toBe(36);
  });
});

describe('Sort ALPHA_DESC by default, ALPHA_ASC on request: by title, case-insensitive (002 §4, §9)', () => {
  it('orders the whole collection both ways', async () => {
    const titles = async (sort: string) =>
      (await list(IVY, `?size=100${sort}`)).json().items.map((i: { title: string }) => i.title.toLowerCase());
    const desc = await titles('');
    expect(desc).toEqual([...desc].sort().reverse());
    expect(await titles('&sortType=ALPHA_DESC')).toEqual(desc);
    const asc = await titles('&sortType=ALPHA_ASC');
    expect(asc).toEqual([...asc].sort());
    expect(asc[0]).toBe(desc[desc.length - 1]);
  });
});

describe('Page sizes 10, 20, 50, 100; 0-based pages (002 §9)', () => {
  it('pages through without overlap and refuses other sizes', async () => {
    const page = async (p: number) =>
      (await list(IVY, `?page=${p}&size=20`)).json().items.map((i: { contentCode: string }) => i.contentCode);
    const [a, b] = [await page(0), await page(1)];
    expect(a).toHaveLength(20);
    expect(b).toHaveLength(16);
    expect(a.filter((c: string) => b.includes(c))).toEqual([]);
    for (const size of [10, 20, 50, 100]) expect((await list(IVY, `?size=${size}`)).statusCode).toBe(200);
    const bad = await list(IVY, '?size=25');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('size');
    expect((await list(IVY, '?sortType=NEWEST')).statusCode).toBe(400);
  });
});

describe('Only an account with a custom collection (002 §6)', () => {
  it('refuses another account without one, another tenant, and anonymous callers', async () => {
    expect((await list('carl@example.com')).statusCode).toBe(403);
    expect((await list('admin@example.com')).statusCode).toBe(403);
    expect((await get('nora@example.com', CUSTOM_COLLECTIONS_PATH, NORTHWIND)).statusCode).toBe(403);
    expect((await get(null, CUSTOM_COLLECTIONS_PATH)).statusCode).toBe(401);
  });
});

describe("Per-row download: the PDF of a document of the caller's own collection", () => {
  it('sends a real PDF as an attachment and records the download', async () => {
    const item = (await list(IVY)).json().items[0];
    const res = await get(IVY, customCollectionDownloadPath(item.contentCode));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const events = await demo.db
      .selectFrom('usage_events')
      .selectAll()
      .where('kind', '=', 'download')
      .where('account_id', '=', 1)
      .execute();
    expect(events.length).toBeGreaterThan(0);
  });

  it('answers 404 for a document outside the collection, even one the account may read', async () => {
    const inCollection = new Set((await list(IVY, '?size=100')).json().items.map((i: { contentCode: string }) => i.contentCode));
    const outside = await demo.db
      .selectFrom('documents')
      .select('content_code')
      .where('publisher_id', '=', 1)
      .where('status', '=', 'Active')
      .orderBy('id', 'desc')
      .limit(5)
      .execute();
    const code = outside.map((o) => o.content_code).find((c) => !inCollection.has(c))!;
    expect((await get(IVY, customCollectionDownloadPath(code))).statusCode).toBe(404);
    expect((await get(IVY, customCollectionDownloadPath('no-such-code'))).statusCode).toBe(404);
  });

  it('refuses other accounts and anonymous callers for a collection document', async () => {
    const item = (await list(IVY)).json().items[0];
    expect((await get('carl@example.com', customCollectionDownloadPath(item.contentCode))).statusCode).toBe(403);
    expect((await get('nora@example.com', customCollectionDownloadPath(item.contentCode), NORTHWIND)).statusCode).toBe(403);
    expect((await get(null, customCollectionDownloadPath(item.contentCode))).statusCode).toBe(401);
  });
});

describe('A collection document without a PDF downloads as an empty file (002 §8: the client shows the no-PDF message)', () => {
  it('answers 200 with an empty PDF body', async () => {
    const item = (await list(IVY)).json().items[1];
    await demo.db.updateTable('documents').set({ pdf_path: null }).where('content_code', '=', item.contentCode).execute();
    const res = await get(IVY, customCollectionDownloadPath(item.contentCode));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.length).toBe(0);
  });
});
