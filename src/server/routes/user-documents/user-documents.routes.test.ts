import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import { favorite, favoritesReply, trackingReply } from '../../../api/user-documents';

/* Tracking and favorites (001 §4, §7) and the favorites page (000 §2.1), with the owner access matrix. */

let d: DemoApp;
let ivy: Record<string, string>;
let owen: Record<string, string>;
let admin: Record<string, string>;
let nora: Record<string, string>;
const anon = { host: new URL(MAIN).host };
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  d.app.inject({ method, url, headers, payload });
const docs = (publisher: string) =>
  d.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select([
      'documents.id',
      'documents.content_code',
      'documents.title',
      'documents.family_id',
      'documents.document_type',
      'documents.classification',
    ])
    .where('publishers.code', '=', publisher)
    .orderBy('documents.id')
    .execute();

beforeAll(async () => {
  d = await createDemoApp();
  [ivy, owen, admin, nora] = await Promise.all([
    d.as('ivy@example.com'),
    d.as('owen.hale@example.com'),
    d.as('admin@example.com'),
    d.as('nora@example.com', NORTHWIND),
  ]);
}, 120_000);
afterAll(async () => d?.close());

describe('favorite: add with content.contentId, remove by id (001 §4 Favorite)', () => {
  it('adds once (a replayed add returns the same favorite), shows in metadata, removes by id', async () => {
    const [kes] = await docs('KES');
    const add = await inject('POST', '/api/content-favorites', ivy, { content: { contentId: kes.id } });
    expect(add.statusCode).toBe(201);
    const fav = favorite.parse(add.json());
    expect(fav.document.contentCode).toBe(kes.content_code);
    expect(
      favorite.parse((await inject('POST', '/api/content-favorites', ivy, { content: { contentId: kes.id } })).json()).id,
    ).toBe(fav.id);
    expect((await inject('GET', `/api/documents/metadata?contentCode=${kes.content_code}`, ivy)).json().contentFavorite).toEqual({
      id: fav.id,
    });
    expect((await inject('DELETE', `/api/content-favorites/${fav.id}`, ivy)).statusCode).toBe(204);
    expect(
      (await inject('GET', `/api/documents/metadata?contentCode=${kes.content_code}`, ivy)).json().contentFavorite,
    ).toBeNull();
    expect((await inject('DELETE', `/api/content-favorites/${fav.id}`, ivy)).statusCode).toBe(404);
  });
  it("400 with fieldErrors for a missing or non-numeric contentId; 404 for another tenant's document", async () => {
    const bad = await inject('POST', '/api/content-favorites', ivy, { content: { contentId: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('content.contentId');
    expect((await inject('POST', '/api/content-favorites', ivy, {})).statusCode).toBe(400);
    const [kes] = await docs('KES');
    expect((await inject('POST', '/api/content-favorites', nora, { content: { contentId: kes.id } })).statusCode).toBe(404);
  });
});

describe("another user's favorites are never visible or changeable (DOMAIN invariant 2)", () => {
  it('owner sees it; other user of the same account, another account, another tenant and anonymous cannot see or delete it', async () => {
    const [, hmi] = await docs('HMI');
    const fav = favorite.parse((await inject('POST', '/api/content-favorites', ivy, { content: { contentId: hmi.id } })).json());
    const ids = async (h: Record<string, string>) =>
      favoritesReply.parse((await inject('GET', '/api/content-favorites', h)).json()).content.map((f) => f.id);
    expect(await ids(ivy)).toContain(fav.id);
    for (const other of [owen, admin, nora]) {
      expect(await ids(other)).not.toContain(fav.id);
      expect((await inject('DELETE', `/api/content-favorites/${fav.id}`, other)).statusCode).toBe(404);
    }
    expect((await inject('GET', '/api/content-favorites', anon)).statusCode).toBe(401);
    expect((await inject('DELETE', `/api/content-favorites/${fav.id}`, anon)).statusCode).toBe(401);
    expect(await ids(ivy)).toContain(fav.id);
  });
});

describe('favorites page: sorted by document.documentTitle both ways, paged (001 §5, 000 §2.1)', () => {
  it('ascending and descending by title; pages with totalElements', async () => {
    const some = [...(await docs('MSA')).slice(0, 4), ...(await docs('KES')).slice(0, 2)];
    for (const x of some) await inject('POST', '/api/content-favorites', owen, { content: { contentId: x.id } });
    const asc = favoritesReply.parse(
      (await inject('GET', '/api/content-favorites?sort=document.documentTitle,asc&size=100', owen)).json(),
    );
    const titles = asc.content.map((f) => f.document.documentTitle);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(asc.totalElements).toBe(some.length);
    const desc = favoritesReply.parse(
      (await inject('GET', '/api/content-favorites?sort=document.documentTitle,desc&size=100', owen)).json(),
    );
    expect(desc.content.map((f) => f.id)).toEqual([...asc.content.map((f) => f.id)].reverse());
    const p1 = favoritesReply.parse((await inject('GET', '/api/content-favorites?page=1&size=4', owen)).json());
    expect(p1.content.map((f) => f.id)).toEqual(asc.content.slice(4, 8).map((f) => f.id));
    expect(p1.totalElements).toBe(some.length);
  });
  it('400 for an unknown sort or a negative page', async () => {
    expect((await inject('GET', '/api/content-favorites?sort=title', owen)).statusCode).toBe(400);
    expect((await inject('GET', '/api/content-favorites?page=-1', owen)).json().fieldErrors[0].field).toBe('page');
  });
});

describe('tracking: add by content code, turned off by the update call (001 §4 Tracking)', () => {
  it('tracks the family once, another user cannot turn it off, the owner can', async () => {
    const [msa] = (await docs('MSA')).filter((x) => x.document_type === 'Standard');
    const add = await inject('POST', `/api/tracked-documents?contentCode=${msa.content_code}`, ivy);
    expect(add.statusCode).toBe(201);
    const t = trackingReply.parse(add.json());
    expect(t.trackingFlag).toBe(true);
    expect(
      trackingReply.parse((await inject('POST', `/api/tracked-documents?contentCode=${msa.content_code}`, ivy)).json()).id,
    ).toBe(t.id);
    for (const other of [owen, admin, nora])
      expect((await inject('PUT', `/api/tracked-documents/${t.id}`, other, { trackingFlag: false })).statusCode).toBe(404);
    expect((await inject('PUT', `/api/tracked-documents/${t.id}`, anon, { trackingFlag: false })).statusCode).toBe(401);
    const off = await inject('PUT', `/api/tracked-documents/${t.id}`, ivy, { trackingFlag: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().trackingFlag).toBe(false);
    expect(await d.db.selectFrom('tracked_families').selectAll().where('id', '=', t.id).execute()).toEqual([]);
  });
  it("503 'Tracker Service Unavailable' on a tenant without the tracker", async () => {
    const [nw] = await docs('NWP');
    const res = await inject('POST', `/api/tracked-documents?contentCode=${nw.content_code}`, nora);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Tracker Service Unavailable');
  });
  it('400 with fieldErrors for a missing content code or a bad flag; 404 for an unknown code', async () => {
    expect((await inject('POST', '/api/tracked-documents', ivy)).json().fieldErrors[0].field).toBe('contentCode');
    expect((await inject('PUT', '/api/tracked-documents/1', ivy, { trackingFlag: 'no' })).statusCode).toBe(400);
    expect((await inject('PUT', '/api/tracked-documents/abc', ivy, { trackingFlag: false })).statusCode).toBe(400);
    expect((await inject('POST', '/api/tracked-documents?contentCode=nope-1', ivy)).statusCode).toBe(404);
  });
});
