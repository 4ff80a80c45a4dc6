import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import { CSV_COLUMNS } from '../../services/compass-points/export/csv';
import { anon, create, mainDoc, personas, type Personas } from '../../../../tests/helpers/compass-point-env';

/*
 * Export of compass points as W3C Web Annotations and CSV (Bearing's own addition to 001): what a
 * list shows, in a standard format; never a point the caller may not see.
 */

let d: DemoApp;
let p: Personas;
let doc: Awaited<ReturnType<typeof mainDoc>>;
const get = (url: string, headers: Record<string, string>) => d.app.inject({ method: 'GET', url, headers });
const annotations = async (url: string, who: Record<string, string>) => {
  const r = await get(url, who);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { '@context': unknown[]; type: string; total: number; first: { items: Array<Record<string, any>> } };
};

beforeAll(async () => {
  d = await createDemoApp();
  p = await personas(d);
  doc = await mainDoc(d, 4);
  await create(d, p.ivy, doc.id, {
    name: 'Bolt preload',
    description: 'Check torque =SUM(A1)',
    overlayDetails: 'Bay 3',
    selectionData: { rects: [{ pageNumber: 2, x: 10, y: 500, width: 80, height: 10 }], prefix: 'the ', suffix: ' shall be' },
    selectionMetadata: { pageNumber: 2, selectionText: 'preload of the bolt', annotationID: 'cp-export-1' },
  });
  await create(d, p.owen, doc.id, { name: 'Owen private note' });
  await create(d, p.felix, doc.id, { name: 'Felix other account' });
}, 180_000);
afterAll(async () => d?.close());

describe('Web Annotation: one collection, each point an Annotation with a quote and a page selector', () => {
  it('the JSON-LD context, the body, and the target with TextQuoteSelector and FragmentSelector page=N', async () => {
    const r = await get(`/api/v1/compasspoint/export?format=annotation&contentCode=${doc.content_code}`, p.ivy);
    expect(r.headers['content-type']).toContain('application/ld+json');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="compass-points-[\w.-]+\.jsonld"$/);
    const c = r.json();
    expect(c['@context'][0]).toBe('http://www.w3.org/ns/anno.jsonld');
    expect(c.type).toBe('AnnotationCollection');
    const a = c.first.items.find((x: any) => x.body[0].value === 'Bolt preload');
    expect(a).toMatchObject({ type: 'Annotation', motivation: 'commenting', creator: { type: 'Person' } });
    expect(a.id).toMatch(/^http:\/\/localhost:8080\/compasspoint\/[\w-]+$/);
    expect(a.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ purpose: 'tagging', value: 'Bolt preload' }),
        expect.objectContaining({ purpose: 'commenting', value: 'Check torque =SUM(A1)' }),
      ]),
    );
    expect(a.target.source).toBe(`http://localhost:8080/document?contentCode=${doc.content_code}`);
    expect(a.target.selector).toEqual([
      { type: 'TextQuoteSelector', exact: 'preload of the bolt', prefix: 'the ', suffix: ' shall be' },
      { type: 'FragmentSelector', conformsTo: 'http://tools.ietf.org/rfc/rfc3778', value: 'page=2' },
    ]);
    expect(c.total).toBe(c.first.items.length);
  });
});

describe('CSV: one row a point, a header row, cells a spreadsheet cannot run', () => {
  it('quotes what needs quoting and defuses formulas', async () => {
    const r = await get('/api/v1/compasspoint/export?format=csv', p.ivy);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = r.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    const row = lines.find((l) => l.startsWith('Bolt preload,'))!;
    // A formula sign inside a cell is harmless; only a leading one is defused (next test).
    expect(row).toContain(',Check torque =SUM(A1),Bay 3,Active,');
    expect(row).toContain(`,${doc.content_code},2,preload of the bolt,`);
  });
  it('a cell that starts like a formula gets a leading quote mark', async () => {
    await create(d, p.ivy, doc.id, { name: '=HYPERLINK("http://x")' });
    const r = await get('/api/v1/compasspoint/export?format=csv', p.ivy);
    expect(r.body).toContain(`"'=HYPERLINK(""http://x"")"`);
  });
});

describe("an export holds exactly what the caller's lists show", () => {
  it("mine: the caller's own points only, never a colleague's or another account's", async () => {
    const names = (await annotations('/api/v1/compasspoint/export?format=annotation', p.ivy)).first.items.map(
      (a) => a.body[0].value,
    );
    expect(names).toContain('Bolt preload');
    expect(names).not.toContain('Owen private note');
    expect(names).not.toContain('Felix other account');
  });
  it("admin: the account's points for its compass-point administrator; 403 for anyone else", async () => {
    const names = (await annotations('/api/v1/compasspoint/export?format=annotation&scope=admin', p.tomas)).first.items.map(
      (a) => a.body[0].value,
    );
    expect(names).toEqual(expect.arrayContaining(['Bolt preload', 'Owen private note']));
    expect(names).not.toContain('Felix other account');
    expect((await get('/api/v1/compasspoint/export?format=annotation&scope=admin', p.ivy)).statusCode).toBe(403);
  });
  it('a status narrows: deactivated points are not in an Active export', async () => {
    const off = await create(d, p.ivy, doc.id, { name: 'Switched off' });
    await d.app.inject({ method: 'POST', url: `/api/v1/compasspoint/deactivate/${off.compassPointID}`, headers: p.ivy });
    const active = (await annotations('/api/v1/compasspoint/export?format=annotation&status=Active', p.ivy)).first.items.map(
      (a) => a.body[0].value,
    );
    const deactivated = (
      await annotations('/api/v1/compasspoint/export?format=annotation&status=Deactivated', p.ivy)
    ).first.items.map((a) => a.body[0].value);
    expect(active).not.toContain('Switched off');
    expect(deactivated).toContain('Switched off');
  });
  it('refused like the lists: anonymous 401, company users and accounts without the flag 403, bad format 400', async () => {
    expect((await get('/api/v1/compasspoint/export?format=csv', anon)).statusCode).toBe(401);
    expect((await get('/api/v1/compasspoint/export?format=csv', p.carl)).statusCode).toBe(403);
    expect((await get('/api/v1/compasspoint/export?format=csv', p.ada)).statusCode).toBe(403);
    expect((await get('/api/v1/compasspoint/export?format=xlsx', p.ivy)).statusCode).toBe(400);
  });
  it("another tenant's user gets none of this tenant's points", async () => {
    const nora = await d.as('nora@example.com', NORTHWIND);
    const r = await get('/api/v1/compasspoint/export?format=csv', nora);
    expect(r.body).not.toContain('Bolt preload');
  });
});
