import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import { homeTabReply } from '../../../api/home';

/*
 * Home tabs of 000 §2.6 / §7. The next issue writes favorites and tracking through its own
 * endpoints; here the rows are inserted directly. Ivy = user 1 / account 1 (MSA, KES, HMI, TMB).
 */

let d: DemoApp;
let ivy: Record<string, string>;
const get = async (url: string, headers: Record<string, string>) => d.app.inject({ method: 'GET', url, headers });
const tab = async (url: string, headers = ivy) => {
  const res = await get(url, headers);
  expect(res.statusCode).toBe(200);
  return homeTabReply.parse(res.json());
};
const docsOf = async (code: string) =>
  d.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select(['documents.id', 'documents.content_code', 'documents.family_id', 'documents.edition_order'])
    .where('publishers.code', '=', code)
    .orderBy('documents.id')
    .execute();

beforeAll(async () => {
  d = await createDemoApp();
  ivy = await d.as('ivy@example.com');
}, 120_000);
afterAll(async () => d?.close());

describe('recently accessed fills when a document is opened (POST /api/accessed-documents)', () => {
  it('lists opened documents newest first; re-opening moves one up without a duplicate', async () => {
    const [a, b] = await docsOf('KES');
    for (const doc of [a, b, a]) {
      const res = await d.app.inject({
        method: 'POST',
        url: '/api/accessed-documents',
        headers: ivy,
        payload: { contentCode: doc.content_code },
      });
      expect(res.statusCode).toBe(204);
    }
    const reply = await tab('/api/accessed-documents/current-user');
    expect(reply.documents.map((c) => c.contentCode)).toEqual([a.content_code, b.content_code]);
    expect(reply.count).toBe(2);
    const opens = await d.db.selectFrom('usage_events').select('document_id').where('kind', '=', 'open').execute();
    expect(opens).toHaveLength(3);
  });
  it('refuses to record a document the account may not open, and an unknown code', async () => {
    const [ctc] = await docsOf('CTC');
    expect(
      (
        await d.app.inject({
          method: 'POST',
          url: '/api/accessed-documents',
          headers: ivy,
          payload: { contentCode: ctc.content_code },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await d.app.inject({
          method: 'POST',
          url: '/api/accessed-documents',
          headers: ivy,
          payload: { contentCode: 'no-such-code' },
        })
      ).statusCode,
    ).toBe(404);
  });
  it("another user of the same account does not see Ivy's history", async () => {
    const owen = await d.as('owen.hale@example.com');
    expect((await tab('/api/accessed-documents/current-user', owen)).count).toBe(0);
  });
});

describe('favorites are paged by 6 (000 §9)', () => {
  it('pages favorites with nextPageFlag', async () => {
    const docs = (await docsOf('MSA')).slice(0, 8);
    await d.db
      .insertInto('favorite_documents')
      .values(
        docs.map((doc, i) => ({ user_id: 1, account_id: 1, document_id: doc.id, created_at: `2025-01-0${i + 1}T00:00:00.000Z` })),
      )
      .execute();
    const first = await tab('/api/favorite-documents/current-user?page=0&size=6');
    expect(first.documents).toHaveLength(6);
    expect(first.count).toBe(8);
    expect(first.nextPageFlag).toBe(true);
    expect(first.documents[0].contentCode).toBe(docs[7].content_code);
    const second = await tab('/api/favorite-documents/current-user?page=1&size=6');
    expect(second.documents).toHaveLength(2);
    expect(second.nextPageFlag).toBe(false);
  });
  it('400 for a negative page or a size above 100', async () => {
    expect((await get('/api/favorite-documents/current-user?page=-1', ivy)).statusCode).toBe(400);
    expect((await get('/api/favorite-documents/current-user?size=500', ivy)).statusCode).toBe(400);
  });
});

describe("tracked documents show the family's newest edition with trackingSinceDate", () => {
  it('counts a notice for a family with a newer edition than the one tracked', async () => {
    const all = await docsOf('MSA');
    const family = all.find((x) => all.some((y) => y.family_id === x.family_id && y.edition_order > x.edition_order))!;
    const newest = all.filter((x) => x.family_id === family.family_id).sort((p, q) => q.edition_order - p.edition_order)[0];
    await d.db
      .insertInto('tracked_families')
      .values({
        user_id: 1,
        account_id: 1,
        family_id: family.family_id,
        content_code: family.content_code,
        created_at: '2024-01-01T00:00:00.000Z',
      })
      .execute();
    const reply = await tab('/api/tracked-documents/current-user');
    expect(reply.documents.map((c) => c.contentCode)).toEqual([newest.content_code]);
    expect(reply.documents[0].trackingSinceDate).toBe('2024-01-01T00:00:00.000Z');
    expect(reply.notices).toBe(1);
  });
});

describe("recently updated lists the subscriptions' documents, newest update first", () => {
  it('only subscribed publishers, ordered by last update', async () => {
    const carl = await d.as('carl@example.com');
    const reply = await tab('/api/updated-documents/current-user', carl);
    expect(reply.documents).toHaveLength(6);
    expect(reply.documents.every((c) => ['MSA', 'CTC'].includes(c.publisherCode))).toBe(true);
    const dates = reply.documents.map((c) => c.lastUpdateDate ?? c.publishDate ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('home tabs are per tenant and need a session', () => {
  it("Nora on Northwind sees none of Ivy's rows; anonymous is 401", async () => {
    const nora = await d.as('nora@example.com', NORTHWIND);
    expect((await tab('/api/favorite-documents/current-user', nora)).count).toBe(0);
    expect((await tab('/api/updated-documents/current-user', nora)).documents.every((c) => c.publisherCode === 'NWP')).toBe(true);
    expect((await get('/api/accessed-documents/current-user', { host: new URL(MAIN).host })).statusCode).toBe(401);
  });
});
