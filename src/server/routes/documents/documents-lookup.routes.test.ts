import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import { contentCodeReply, verificationReply } from '../../../api/documents-lookup';

/* Resolver lookup and the entitlement check of 000 §7 (§2.6, §4 document open). */

let d: DemoApp;
let ivy: Record<string, string>;
let nora: Record<string, string>;
const get = async (url: string, headers: Record<string, string>) => d.app.inject({ method: 'GET', url, headers });
const byCode = async (publisher: string) =>
  d.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select([
      'documents.content_code',
      'documents.designation',
      'documents.designation_no',
      'documents.status',
      'documents.family_id',
      'documents.edition_order',
    ])
    .where('publishers.code', '=', publisher)
    .orderBy('documents.id')
    .execute();

beforeAll(async () => {
  d = await createDemoApp();
  [ivy, nora] = await Promise.all([d.as('ivy@example.com'), d.as('nora@example.com', NORTHWIND)]);
}, 120_000);
afterAll(async () => d?.close());

describe('verification answers the entitlementaccess header (000 §4 document open)', () => {
  it("true for a subscribed publisher's document", async () => {
    const [kes] = await byCode('KES');
    const res = await get(`/api/documents/verification/contentCode?contentCode=${kes.content_code}`, ivy);
    expect(res.statusCode).toBe(200);
    expect(res.headers.entitlementaccess).toBe('true');
    expect(verificationReply.parse(res.json()).entitlementAccess).toBe(true);
  });
  it('false for a document content search finds but the account does not subscribe to, recorded as a denial', async () => {
    const [ctc] = await byCode('CTC');
    const res = await get(`/api/documents/verification/contentCode?contentCode=${ctc.content_code}`, ivy);
    expect(res.statusCode).toBe(200);
    expect(res.headers.entitlementaccess).toBe('false');
    const denials = await d.db.selectFrom('usage_events').selectAll().where('kind', '=', 'denial').execute();
    expect(denials.map((e) => e.user_id)).toEqual([1]);
  });
  it('404 "Can not find content" for an unknown code and for another tenant\'s publisher', async () => {
    const unknown = await get('/api/documents/verification/contentCode?contentCode=nope-1', ivy);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Can not find content');
    const [kes] = await byCode('KES');
    const hidden = await get(`/api/documents/verification/contentCode?contentCode=${kes.content_code}`, nora);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().detail).toBe('Can not find content');
  });
  it('400 without a content code, 401 anonymous', async () => {
    expect((await get('/api/documents/verification/contentCode', ivy)).statusCode).toBe(400);
    expect((await get('/api/documents/verification/contentCode?contentCode=x', { host: new URL(MAIN).host })).statusCode).toBe(
      401,
    );
  });
});

describe('content-code lookup by designation, year and status (000 §2.6 resolvers)', () => {
  const lookup = async (q: Record<string, string>, headers = ivy) => {
    const res = await get(`/api/documents/contentCode/designation?${new URLSearchParams(q)}`, headers);
    expect(res.statusCode).toBe(200);
    return contentCodeReply.parse(res.json());
  };
  it('designation with year finds that edition; the year may be 2 or 4 digits or part of the designation', async () => {
    const all = await byCode('MSA');
    const old = all.find((x) => x.status === 'Historical')!;
    const yy = old.designation_no.slice(-2);
    const century = Number(yy) > 50 ? '19' : '20';
    expect((await lookup({ designation: old.designation, year: yy })).contentCode).toBe(old.content_code);
    expect((await lookup({ designation: old.designation, year: `${century}${yy}` })).contentCode).toBe(old.content_code);
    expect((await lookup({ designation: old.designation_no })).contentCode).toBe(old.content_code);
    expect((await lookup({ designation: old.designation, year: yy, status: 'Historical' })).contentCode).toBe(old.content_code);
  });
  it('designation alone picks the active edition', async () => {
    const all = await byCode('MSA');
    const active = all.find(
      (x) => x.status === 'Active' && all.some((y) => y.family_id === x.family_id && y.status === 'Historical'),
    )!;
    expect((await lookup({ designation: active.designation })).contentCode).toBe(active.content_code);
  });
  it('Withdrawn status finds a withdrawn edition', async () => {
    const w = (
      await d.db
        .selectFrom('documents')
        .select(['content_code', 'designation', 'designation_no'])
        .where('status', '=', 'Withdrawn')
        .orderBy('id')
        .execute()
    ).find((x) => !x.content_code.startsWith('nwp'));
    expect(w).toBeDefined();
    if (!w) return;
    expect(
      (await lookup({ designation: w.designation, year: w.designation_no.slice(-2), status: 'Withdrawn' })).contentCode,
    ).toBe(w.content_code);
  });
  it('"Not found Content" for no match, a status that does not match, or another tenant\'s publisher', async () => {
    expect(await lookup({ designation: 'ZZ9999' })).toEqual({ contentCode: null, message: 'Not found Content' });
    const [kes] = await byCode('KES');
    expect((await lookup({ designation: kes.designation_no, status: 'Withdrawn-ish' })).message).toBe('Not found Content');
    expect((await lookup({ designation: kes.designation_no }, nora)).message).toBe('Not found Content');
  });
  it('400 for a missing designation or a malformed year', async () => {
    expect((await get('/api/documents/contentCode/designation', ivy)).statusCode).toBe(400);
    expect((await get('/api/documents/contentCode/designation?designation=A1&year=abc', ivy)).statusCode).toBe(400);
  });
});

describe('content-code lookup by asset id (002 §7 resolver pages)', () => {
  const lookup = async (assetId: string, headers = ivy) => {
    const res = await get(`/api/documents/contentCode/assetId?${new URLSearchParams({ assetId })}`, headers);
    expect(res.statusCode).toBe(200);
    return contentCodeReply.parse(res.json());
  };
  it('finds the edition with that asset id, in any letter case', async () => {
    const doc = await d.db
      .selectFrom('documents')
      .select(['content_code', 'asset_id'])
      .where('asset_id', 'is not', null)
      .where('status', '=', 'Active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await lookup(doc.asset_id!)).toEqual({ contentCode: doc.content_code });
    expect(await lookup(doc.asset_id!.toLowerCase())).toEqual({ contentCode: doc.content_code });
  });
  it('"Not found Content" for an unknown asset id and for another tenant\'s publication', async () => {
    expect(await lookup('NO-SUCH-ASSET')).toEqual({ contentCode: null, message: 'Not found Content' });
    const kes = await d.db
      .selectFrom('documents')
      .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
      .select('documents.asset_id')
      .where('publishers.code', '=', 'MSA')
      .where('documents.asset_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(await lookup(kes.asset_id!, nora)).toEqual({ contentCode: null, message: 'Not found Content' });
  });
  it('400 without an asset id, 401 anonymous', async () => {
    expect((await get('/api/documents/contentCode/assetId', ivy)).statusCode).toBe(400);
    expect((await get('/api/documents/contentCode/assetId?assetId=x', { host: new URL(MAIN).host })).statusCode).toBe(401);
  });
});
