import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN, NORTHWIND, createDemoApp, type DemoApp } from '../../../../tests/helpers/demo-app';
import { controlField, readIso2709, readMarcXml, subfield } from '../../../../tests/helpers/marc-read';
import { HELP_DOCUMENTS, HELP_DOCUMENT_PATH, MARC_DOCUMENT_PATH, MARC_JOURNALS } from '../../../api/user-resources';

let demo: DemoApp;
// 600 documents are imported for this file: minutes, not seconds, on a busy two-core machine.
beforeAll(async () => {
  demo = await createDemoApp({ documents: 600 });
}, 240_000);
afterAll(async () => {
  await demo?.close();
});

const get = async (email: string | null, url: string, origin = MAIN) =>
  demo.app.inject({ method: 'GET', url, headers: email ? await demo.as(email, origin) : { host: 'localhost:8080' } });
const marc = (title: string, format: string, email: string | null = 'ivy@example.com', origin = MAIN) =>
  get(email, `${MARC_DOCUMENT_PATH}?title=${title}&format=${format}`, origin);

describe('Help documents: real PDFs for every download of the Downloads block (002 §2, §7)', () => {
  it('sends each as a PDF attachment', async () => {
    for (const title of HELP_DOCUMENTS) {
      const res = await get('carl@example.com', `${HELP_DOCUMENT_PATH}?title=${title}&format=pdf`);
      expect(res.statusCode, title).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bearing-[a-z-]+\.pdf"$/);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await PDFDocument.load(res.rawPayload, { updateMetadata: false });
      expect(pdf.getPageCount()).toBeGreaterThan(0);
      expect(pdf.getProducer()).toBe('Bearing');
    }
  });

  it('refuses an unknown title or format', async () => {
    expect((await get('ivy@example.com', `${HELP_DOCUMENT_PATH}?title=SECRETS&format=pdf`)).statusCode).toBe(400);
    expect((await get('ivy@example.com', `${HELP_DOCUMENT_PATH}?title=TERMS_OF_USE&format=exe`)).statusCode).toBe(400);
  });
});

describe('MARC records of the catalogue in mrc, mrk, txt and xml (002 §2)', () => {
  it("builds the manuals' .mrc from the catalogue's current manuals, readable by a MARC library", async () => {
    const manuals = await demo.db
      .selectFrom('documents')
      .select(['content_code', 'title'])
      .where('document_type', '=', 'Manual')
      .where('status', '=', 'Active')
      .orderBy('id')
      .execute();
    const res = await marc('MANUALS', 'mrc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/marc');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bearing-marc-manuals.mrc"');
    const records = await readIso2709(res.rawPayload);
    expect(records.map((r) => controlField(r, '001'))).toEqual(manuals.map((m) => m.content_code));
    expect(records.map((r) => subfield(r, '245', 'a'))).toEqual(manuals.map((m) => `${m.title}.`));
    expect(Number(res.headers['x-record-count'])).toBe(manuals.length);
  });

  it("puts each journal article in exactly one journal's file", async () => {
    const articles = await demo.db
      .selectFrom('documents')
      .select('content_code')
      .where('document_type', '=', 'Journal')
      .where('status', '=', 'Active')
      .execute();
    const seen: string[] = [];
    for (const j of MARC_JOURNALS) {
      const records = await readMarcXml((await marc(j.code, 'xml')).payload);
      for (const r of records) expect(subfield(r, '773', 'x')).toBe(j.issn);
      seen.push(...records.map((r) => controlField(r, '001')!));
    }
    expect(seen.sort()).toEqual(articles.map((a) => a.content_code).sort());
  });

  it('serves STP as MARCXML, .mrk and .txt with the same records', async () => {
    const xml = await marc('STP', 'xml');
    expect(xml.headers['content-type']).toBe('application/marcxml+xml; charset=utf-8');
    expect(xml.payload).toContain('<collection xmlns="http://www.loc.gov/MARC21/slim"');
    const count = (await readMarcXml(xml.payload)).length;
    expect(count).toBeGreaterThan(0);
    const mrk = await marc('STP', 'mrk');
    expect(mrk.payload.match(/^=LDR {2}/gm)).toHaveLength(count);
    const txt = await marc('STP', 'txt');
    expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.payload.match(/^LDR {4}/gm)).toHaveLength(count);
  });

  it('refuses an unknown collection or format', async () => {
    expect((await marc('NOPE', 'mrc')).statusCode).toBe(400);
    expect((await marc('GTJ', 'pdf')).statusCode).toBe(400);
  });
});

describe('User resources are for the main tenant only, signed in (002 §6)', () => {
  it("refuses a white-label tenant's user and anonymous callers", async () => {
    expect((await marc('GTJ', 'mrc', 'nora@example.com', NORTHWIND)).statusCode).toBe(403);
    expect((await get('nora@example.com', `${HELP_DOCUMENT_PATH}?title=TERMS_OF_USE&format=pdf`, NORTHWIND)).statusCode).toBe(
      403,
    );
    expect((await marc('GTJ', 'mrc', null)).statusCode).toBe(401);
    expect((await get(null, `${HELP_DOCUMENT_PATH}?title=TERMS_OF_USE`)).statusCode).toBe(401);
  });

  it('serves every main-tenant user: individual, company and administrator', async () => {
    for (const email of ['ivy@example.com', 'carl@example.com', 'admin@example.com'])
      expect((await marc('MANUALS', 'txt', email)).statusCode).toBe(200);
  });
});
