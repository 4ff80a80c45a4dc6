import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../../../../tests/helpers/demo-app';
import { AUDIT_TOTAL_HEADER, auditReply, compassPoint, CompassPointError } from '../../../api/compass-points';
import { anon, body, create, mainDoc, personas, type Personas } from '../../../../tests/helpers/compass-point-env';

/* One compass point: create, read, edit, deactivate, reactivate, change history (001 §4, §5, §7), and who may do what. */

let d: DemoApp;
let p: Personas;
let docId: number;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  d.app.inject({ method, url, headers, payload });

beforeAll(async () => {
  d = await createDemoApp();
  p = await personas(d);
  docId = (await mainDoc(d)).id;
}, 180_000);
afterAll(async () => d?.close());

describe('creating a compass point from a selection (001 §4, §7 POST compasspoint)', () => {
  it('answers 201 with the point: trimmed fields, Active, the creator, the selection and a UUID', async () => {
    const r = await inject('POST', '/api/v1/compasspoint', p.ivy, body(docId, { name: '  Tensile clause  ' }));
    expect(r.statusCode).toBe(201);
    const cp = compassPoint.parse(r.json());
    expect(cp).toMatchObject({
      name: 'Tensile clause',
      status: 'Active',
      creatorEmail: 'ivy@example.com',
      createdUserName: 'Ivy Larsen',
      contentID: docId,
      edit: true,
      own: true,
      shareable: true,
      shared: false,
    });
    expect(cp.selectionData.rects[0]).toEqual({ pageNumber: 1, x: 100, y: 600, width: 120, height: 12 });
    expect(cp.compassPointUUID).toMatch(/^[0-9a-f-]{36}$/);
    const again = compassPoint.parse((await inject('GET', `/api/v1/compasspoint/${cp.compassPointID}`, p.ivy)).json());
    expect(again.selectionData).toEqual(cp.selectionData);
  });
});

describe('validation limits (001 §5: name 255, description 1300, overlay 500, required after trimming)', () => {
  it('refuses over-long fields with field errors and a blank required name; accepts the limits exactly', async () => {
    for (const [over, field] of [
      [{ name: 'n'.repeat(256) }, 'name'],
      [{ description: 'd'.repeat(1301) }, 'description'],
      [{ overlayDetails: 'o'.repeat(501) }, 'overlayDetails'],
    ] as const) {
      const r = await inject('POST', '/api/v1/compasspoint', p.ivy, body(docId, over));
      expect(r.statusCode).toBe(400);
      expect(r.json().fieldErrors.map((f: { field: string }) => f.field)).toContain(field);
    }
    const blank = await inject('POST', '/api/v1/compasspoint', p.ivy, body(docId, { name: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      message: CompassPointError.required,
      fieldErrors: [{ field: 'name', message: 'NotBlank' }],
    });
    const max = await inject(
      'POST',
      '/api/v1/compasspoint',
      p.ivy,
      body(docId, { name: 'n'.repeat(255), description: 'd'.repeat(1300), overlayDetails: 'o'.repeat(500) }),
    );
    expect(max.statusCode).toBe(201);
  });
  it("refuses a selection outside the edition's pages and a body without a selection", async () => {
    const { page_count } = await mainDoc(d);
    const r = await inject(
      'POST',
      '/api/v1/compasspoint',
      p.ivy,
      body(docId, { selectionMetadata: { pageNumber: page_count + 1, selectionText: 'x', annotationID: 'a' } }),
    );
    expect(r.statusCode).toBe(400);
    const { selectionData: _s, ...noSelection } = body(docId);
    expect((await inject('POST', '/api/v1/compasspoint', p.ivy, noSelection)).statusCode).toBe(400);
  });
});

describe('edit only while active; deactivate and reactivate (001 §4 lifecycle)', () => {
  it('edits, deactivates (recording who and when), refuses edits while deactivated, reactivates', async () => {
    const cp = await create(d, p.ivy, docId);
    const url = `/api/v1/compasspoint/${cp.compassPointID}`;
    const edited = await inject('PUT', url, p.ivy, { name: 'Renamed', description: 'New text', overlayDetails: '' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Renamed', description: 'New text', overlayDetails: '' });
    const off = await inject('POST', `/api/v1/compasspoint/deactivate/${cp.compassPointID}`, p.ivy);
    expect(off.json()).toMatchObject({ status: 'Deactivated', deactivatedBy: 'Ivy Larsen', deletedByEmail: 'ivy@example.com' });
    expect(off.json().deletedDate).toBeTruthy();
    expect((await inject('PUT', url, p.ivy, { name: 'Again' })).statusCode).toBe(409);
    expect((await inject('POST', `/api/v1/compasspoint/deactivate/${cp.compassPointID}`, p.ivy)).statusCode).toBe(409);
    const on = await inject('POST', `/api/v1/compasspoint/activate/${cp.compassPointID}`, p.ivy);
    expect(on.json()).toMatchObject({ status: 'Active', deactivatedBy: null, deletedDate: null });
    expect((await inject('POST', `/api/v1/compasspoint/activate/${cp.compassPointID}`, p.ivy)).statusCode).toBe(409);
  });
});

describe('every write is audited with current and previous values (DOMAIN invariant 4; 001 §3 change history)', () => {
  it('lists INSERT, UPDATE, UPDATE-SELECTION, DEACTIVATE, ACTIVATE with the total in a header, newest or oldest first, paged', async () => {
    const cp = await create(d, p.ivy, docId, { name: 'First' });
    const id = cp.compassPointID;
    await inject('PUT', `/api/v1/compasspoint/${id}`, p.ivy, { name: 'Second' });
    // Same values again: nothing changed, nothing audited.
    await inject('PUT', `/api/v1/compasspoint/${id}`, p.ivy, { name: 'Second' });
    await inject('PUT', `/api/v1/compasspoint/${id}`, p.ivy, {
      name: 'Second',
      selectionData: { rects: [{ pageNumber: 2, x: 50, y: 500, width: 80, height: 12 }] },
      selectionMetadata: { pageNumber: 2, selectionText: 'another passage', annotationID: cp.selectionMetadata.annotationID },
    });
    await inject('POST', `/api/v1/compasspoint/deactivate/${id}`, p.ivy);
    await inject('POST', `/api/v1/compasspoint/activate/${id}`, p.ivy);
    const r = await inject('GET', `/api/v1/audits/compassPoint/${id}/all?pageSize=10&pageIndex=0&sort=createdDate-`, p.ivy);
    expect(r.headers[AUDIT_TOTAL_HEADER]).toBe('5');
    const entries = auditReply.parse(r.json());
    expect(entries.map((e) => e.dbTransactionType)).toEqual(['ACTIVATE', 'DEACTIVATE', 'UPDATE-SELECTION', 'UPDATE', 'INSERT']);
    expect(entries[3].auditData.previous?.name).toBe('First');
    expect(entries[3].auditData.current.name).toBe('Second');
    expect(entries[2].auditData.previous?.selectionMetadata.selectionText).toBe('tensile strength of steel');
    expect(entries[2].auditData.current.selectionMetadata).toMatchObject({ pageNumber: 2, selectionText: 'another passage' });
    expect(entries[4].auditData.previous).toBeNull();
    expect(entries.every((e) => e.transactionUserName === 'Ivy Larsen')).toBe(true);
    const oldest = auditReply.parse(
      (await inject('GET', `/api/v1/audits/compassPoint/${id}/all?pageSize=10&pageIndex=0&sort=createdDate%2B`, p.ivy)).json(),
    );
    expect(oldest[0].dbTransactionType).toBe('INSERT');
    const page2 = await inject('GET', `/api/v1/audits/compassPoint/${id}/all?pageSize=10&pageIndex=1`, p.ivy);
    expect(page2.json()).toEqual([]);
    expect(page2.headers[AUDIT_TOTAL_HEADER]).toBe('5');
    expect((await inject('GET', `/api/v1/audits/compassPoint/${id}/all?pageSize=7`, p.ivy)).statusCode).toBe(400);
  });
});

describe("a guessed id never reveals or changes someone else's point (access matrix, 001 §5, §6)", () => {
  it('answers each persona as the rules say, for every call on one point', async () => {
    const cp = await create(d, p.ivy, docId, { name: 'Matrix' });
    const id = cp.compassPointID;
    const calls = [
      ['GET', `/api/v1/compasspoint/${id}`, undefined],
      ['PUT', `/api/v1/compasspoint/${id}`, { name: 'Changed' }],
      ['POST', `/api/v1/compasspoint/deactivate/${id}`, undefined],
      ['GET', `/api/v1/audits/compassPoint/${id}/all`, undefined],
      ['POST', '/api/v1/compasspoint/mark-shared', { compassPointID: id }],
    ] as const;
    const expectAll = async (who: Record<string, string>, status: number) => {
      for (const [m, url, payload] of calls)
        expect([m, url, (await inject(m, url, who, payload)).statusCode]).toEqual([m, url, status]);
    };
    await expectAll(p.owen, 404);
    await expectAll(p.felix, 404);
    await expectAll(p.cpadmin, 404);
    await expectAll(p.carl, 403);
    await expectAll(p.ada, 403);
    await expectAll(anon, 401);
    expect((await inject('POST', `/api/v1/compasspoint/activate/${id}`, p.owen)).statusCode).toBe(404);
    // The account's compass-point administrator sees it and may act, but sharing stays the creator's.
    const seen = compassPoint.parse((await inject('GET', `/api/v1/compasspoint/${id}`, p.tomas)).json());
    expect(seen).toMatchObject({ edit: true, own: false, shareable: false });
    expect((await inject('PUT', `/api/v1/compasspoint/${id}`, p.tomas, { name: 'By the admin' })).statusCode).toBe(200);
    expect((await inject('POST', '/api/v1/compasspoint/mark-shared', p.tomas, { compassPointID: id })).statusCode).toBe(403);
    expect((await inject('POST', `/api/v1/compasspoint/deactivate/${id}`, p.tomas)).json().deactivatedBy).toBe('Tomas Reed');
    const history = auditReply.parse((await inject('GET', `/api/v1/audits/compassPoint/${id}/all`, p.tomas)).json());
    expect(history.map((e) => [e.dbTransactionType, e.transactionUserName])).toEqual([
      ['DEACTIVATE', 'Tomas Reed'],
      ['UPDATE', 'Tomas Reed'],
      ['INSERT', 'Ivy Larsen'],
    ]);
    // The creator's point is unchanged by everyone the rules refused.
    expect(compassPoint.parse((await inject('GET', `/api/v1/compasspoint/${id}`, p.ivy)).json()).name).toBe('By the admin');
  });
  it('create: refuses company users, accounts without the flag, anonymous, and documents the account may not read', async () => {
    expect((await inject('POST', '/api/v1/compasspoint', p.carl, body(docId))).statusCode).toBe(403);
    expect((await inject('POST', '/api/v1/compasspoint', p.ada, body(docId))).statusCode).toBe(403);
    expect((await inject('POST', '/api/v1/compasspoint', anon, body(docId))).statusCode).toBe(401);
    const notSubscribed = await d.db
      .selectFrom('documents')
      .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
      .select('documents.id')
      .where('publishers.code', '=', 'CTC')
      .executeTakeFirst();
    if (notSubscribed) expect((await inject('POST', '/api/v1/compasspoint', p.ivy, body(notSubscribed.id))).statusCode).toBe(403);
    expect((await inject('POST', '/api/v1/compasspoint', p.ivy, body(999_999))).statusCode).toBe(404);
  });
  it("an unknown id is the same 404 as someone else's", async () => {
    const r = await inject('GET', '/api/v1/compasspoint/987654', p.ivy);
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe(CompassPointError.notFound);
  });
});

describe('visibility settings (001 §5: compass_point_v2, manage None/Own, view All)', () => {
  const setSettings = async (view: string, manage: string) =>
    d.db
      .updateTable('compass_point_settings')
      .set({
        settings_json: JSON.stringify({
          attributes: [{ attribute: 'name', show: true, required: true, inputType: 'text', labelI18nKey: 'x' }],
          pdfViewSetting: { view, manage },
        }),
      })
      .where('tenant_id', '=', 'bearing')
      .execute();
  afterAll(async () => setSettings('Own', 'Own'));
  it("view All shows the account's points to colleagues (read-only with manage Own) and hides the share link; manage None hides actions even for the creator", async () => {
    const cp = await create(d, p.ivy, docId, { name: 'Team visible' });
    await setSettings('All', 'Own');
    const asOwen = compassPoint.parse((await inject('GET', `/api/v1/compasspoint/${cp.compassPointID}`, p.owen)).json());
    expect(asOwen).toMatchObject({ edit: false, own: false, shareable: false });
    expect((await inject('PUT', `/api/v1/compasspoint/${cp.compassPointID}`, p.owen, { name: 'x' })).statusCode).toBe(403);
    expect(compassPoint.parse((await inject('GET', `/api/v1/compasspoint/${cp.compassPointID}`, p.ivy)).json()).shareable).toBe(
      false,
    );
    expect((await inject('GET', `/api/v1/compasspoint/${cp.compassPointID}`, p.felix)).statusCode).toBe(404);
    await setSettings('All', 'All');
    expect(
      (await inject('PUT', `/api/v1/compasspoint/${cp.compassPointID}`, p.owen, { name: 'Edited by a colleague' })).statusCode,
    ).toBe(200);
    await setSettings('Own', 'None');
    expect(compassPoint.parse((await inject('GET', `/api/v1/compasspoint/${cp.compassPointID}`, p.ivy)).json()).edit).toBe(false);
    expect((await inject('POST', `/api/v1/compasspoint/deactivate/${cp.compassPointID}`, p.ivy)).statusCode).toBe(403);
    // The account's administrator keeps the actions menu on any point.
    expect(compassPoint.parse((await inject('GET', `/api/v1/compasspoint/${cp.compassPointID}`, p.tomas)).json()).edit).toBe(
      true,
    );
  });
});
