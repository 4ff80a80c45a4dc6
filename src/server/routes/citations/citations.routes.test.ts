import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import { citationTypesReply, textCitationReply } from '../../../api/citations';

/* Citations of 001 §7: types, a text citation per style, the RIS file citation.ris. */

let d: DemoApp;
let ivy: Record<string, string>;
let nora: Record<string, string>;
const anon = { host: new URL(MAIN).host };
const get = (url: string, headers: Record<string, string>) => d.app.inject({ method: 'GET', url, headers });
const journal = () =>
  d.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select([
      'documents.id',
      'documents.title',
      'documents.display_designation',
      'documents.asset_type',
      'publishers.name as publisher',
    ])
    .where('publishers.code', '!=', 'NWP')
    .orderBy(({ eb }) => eb.case().when('documents.asset_type', '=', 'Journal').then(0).else(1).end())
    .orderBy('documents.id')
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  d = await createDemoApp();
  [ivy, nora] = await Promise.all([d.as('ivy@example.com'), d.as('nora@example.com', NORTHWIND)]);
}, 120_000);
afterAll(async () => d?.close());

describe('citation types and a text citation in the chosen style', () => {
  it('three neutral styles; each style cites title, designation and publisher differently', async () => {
    const types = citationTypesReply.parse((await get('/api/getCitationTypes', ivy)).json());
    expect(types.map((t) => t.value)).toEqual(['HOUSE', 'AUTHOR_DATE', 'NUMBERED']);
    const doc = await journal();
    const texts = await Promise.all(
      types.map(
        async (t) =>
          textCitationReply.parse(
            (await get(`/api/getTextCitation?contentId=${doc.id}&citationStyle=${t.value}&assetType=Journal`, ivy)).json(),
          ).citation,
      ),
    );
    for (const text of texts) {
      expect(text).toContain(doc.title);
      expect(text).toContain(doc.display_designation);
      expect(text).toContain(doc.publisher);
    }
    expect(new Set(texts).size).toBe(3);
    expect(texts[2].startsWith('[1] ')).toBe(true);
  });
  it("400 for an unknown style or a missing contentId; 404 for another tenant's document; 401 anonymous", async () => {
    const doc = await journal();
    expect((await get(`/api/getTextCitation?contentId=${doc.id}&citationStyle=FANCY`, ivy)).json().fieldErrors[0].field).toBe(
      'citationStyle',
    );
    expect((await get('/api/getTextCitation', ivy)).statusCode).toBe(400);
    expect((await get(`/api/getTextCitation?contentId=${doc.id}`, nora)).statusCode).toBe(404);
    expect((await get('/api/getCitationTypes', anon)).statusCode).toBe(401);
  });
});

describe('the RIS file is named citation.ris', () => {
  it('an attachment citation.ris with TY first and ER last', async () => {
    const doc = await journal();
    const res = await get(`/api/getRisCitation?contentId=${doc.id}&citationStyle=HOUSE`, ivy);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="citation.ris"');
    expect(res.headers['content-type']).toContain('application/x-research-info-systems');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^TY {2}- (JOUR|BOOK|CONF|STD|GEN)$/);
    expect(lines).toContain(`TI  - ${doc.title}`);
    expect(lines.at(-1)).toBe('ER  -');
  });
  it("DA is the publication date in RIS's own YYYY/MM/DD form, not a timestamp", async () => {
    const doc = await journal();
    const lines = (await get(`/api/getRisCitation?contentId=${doc.id}&citationStyle=HOUSE`, ivy)).body.trimEnd().split('\r\n');
    const da = lines.find((l) => l.startsWith('DA  - '));
    expect(da).toMatch(/^DA {2}- \d{4}\/\d{2}\/\d{2}$/);
  });
});
