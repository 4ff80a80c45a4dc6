import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../../../../tests/helpers/demo-app';
import { compassPoint, compassPointArray, CompassPointError, sharedCompassPoint } from '../../../api/compass-points';
import { anon, create, mainDoc, personas, type Personas } from '../../../../tests/helpers/compass-point-env';

/* The share link /compasspoint/{uuid}, mark-shared, save-shared and the shared list (001 §2, §4, §7, §8). */

let d: DemoApp;
let p: Personas;
let docId: number;
const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  d.app.inject({ method, url, headers, payload });
const link = (uuid: string) => `/api/v1/compasspoint?compassPointUUID=${uuid}`;

beforeAll(async () => {
  d = await createDemoApp();
  p = await personas(d);
  docId = (await mainDoc(d)).id;
}, 180_000);
afterAll(async () => d?.close());

describe("mark-shared is the creator's action on a live point (001 §4)", () => {
  it('sets shared for the creator; refuses colleagues (404), deactivated points (403) and anonymous (401)', async () => {
    const cp = await create(d, p.ivy, docId);
    expect(
      (await inject('POST', '/api/v1/compasspoint/mark-shared', p.owen, { compassPointID: cp.compassPointID })).statusCode,
    ).toBe(404);
    const r = await inject('POST', '/api/v1/compasspoint/mark-shared', p.ivy, { compassPointID: cp.compassPointID });
    expect(compassPoint.parse(r.json()).shared).toBe(true);
    expect(
      (await inject('POST', '/api/v1/compasspoint/mark-shared', anon, { compassPointID: cp.compassPointID })).statusCode,
    ).toBe(401);
    await inject('POST', `/api/v1/compasspoint/deactivate/${cp.compassPointID}`, p.ivy);
    expect(
      (await inject('POST', '/api/v1/compasspoint/mark-shared', p.ivy, { compassPointID: cp.compassPointID })).statusCode,
    ).toBe(403);
  });
});

describe('the shared link resolves a live point to its document (001 §2)', () => {
  it('answers the content code and annotation to a colleague once shared; unshared or other accounts get 404', async () => {
    const cp = await create(d, p.ivy, docId, { name: 'Look here' });
    expect((await inject('GET', link(cp.compassPointUUID), p.owen)).statusCode).toBe(404);
    await inject('POST', '/api/v1/compasspoint/mark-shared', p.ivy, { compassPointID: cp.compassPointID });
    const r = await inject('GET', link(cp.compassPointUUID), p.owen);
    expect(r.statusCode).toBe(200);
    const s = sharedCompassPoint.parse(r.json());
    expect(s).toMatchObject({
      contentID: docId,
      annotationID: cp.selectionMetadata.annotationID,
      isDeleted: false,
      creatorEmail: 'ivy@example.com',
      createdUserName: 'Ivy Larsen',
      own: false,
      saved: false,
      name: 'Look here',
    });
    expect((await inject('GET', link(cp.compassPointUUID), p.felix)).statusCode).toBe(404);
    expect((await inject('GET', link(cp.compassPointUUID), p.cpadmin)).statusCode).toBe(404);
    expect(sharedCompassPoint.parse((await inject('GET', link(cp.compassPointUUID), p.ivy)).json())).toMatchObject({
      own: true,
      saved: true,
    });
    // A guessed UUID is the same 404.
    expect((await inject('GET', link('0b7e6c1a-1111-4222-a333-444455556666'), p.owen)).statusCode).toBe(404);
  });
  it('a deactivated point answers the notice data: deactivator, date, creator contact (001 §2)', async () => {
    const cp = await create(d, p.ivy, docId);
    await inject('POST', '/api/v1/compasspoint/mark-shared', p.ivy, { compassPointID: cp.compassPointID });
    await inject('POST', `/api/v1/compasspoint/deactivate/${cp.compassPointID}`, p.ivy);
    const s = sharedCompassPoint.parse((await inject('GET', link(cp.compassPointUUID), p.owen)).json());
    expect(s).toMatchObject({ isDeleted: true, deactivatedBy: 'Ivy Larsen', creatorEmail: 'ivy@example.com' });
    expect(s.deletedDate).toBeTruthy();
  });
});

describe("the shared link's 401 and two 403 cases (001 §8)", () => {
  it('401 not eligible for anonymous and company users; 403 titled "not enabled" without the account flag; 403 titled "not entitled" without the document', async () => {
    const cp = await create(d, p.ivy, docId);
    await inject('POST', '/api/v1/compasspoint/mark-shared', p.ivy, { compassPointID: cp.compassPointID });
    for (const who of [anon, p.carl]) {
      const r = await inject('GET', link(cp.compassPointUUID), who);
      expect(r.statusCode).toBe(401);
      expect(r.json().message).toBe(CompassPointError.notEligible);
    }
    const off = await inject('GET', link(cp.compassPointUUID), p.ada);
    expect(off.statusCode).toBe(403);
    expect(off.json().title).toBe('Compass points are not enabled at account level setting');
    // Owen's account loses the document's publisher: the link stays, the document does not.
    const pub = await d.db.selectFrom('documents').select('publisher_id').where('id', '=', docId).executeTakeFirstOrThrow();
    const products = await d.db
      .selectFrom('subscription_products')
      .select('id')
      .where('publisher_id', '=', pub.publisher_id)
      .execute();
    const removed = await d.db
      .selectFrom('account_subscriptions')
      .selectAll()
      .where('account_id', '=', 1)
      .where(
        'product_id',
        'in',
        products.map((x) => x.id),
      )
      .execute();
    await d.db
      .deleteFrom('account_subscriptions')
      .where('account_id', '=', 1)
      .where(
        'product_id',
        'in',
        products.map((x) => x.id),
      )
      .execute();
    try {
      const r = await inject('GET', link(cp.compassPointUUID), p.owen);
      expect(r.statusCode).toBe(403);
      expect(r.json().title).toBe('User is not entitled for the Document');
    } finally {
      await d.db.insertInto('account_subscriptions').values(removed).execute();
    }
  });
});

describe('saving a shared point into my list (001 §4), and the shared list by contentId', () => {
  it('a colleague who opened the link sees it in the shared list, saves a copy once, and then it leaves the shared list', async () => {
    const cp = await create(d, p.ivy, docId, { name: 'Worth keeping' });
    await inject('POST', '/api/v1/compasspoint/mark-shared', p.ivy, { compassPointID: cp.compassPointID });
    await inject('GET', link(cp.compassPointUUID), p.owen);
    let shared = compassPointArray.parse(
      (await inject('GET', `/api/v1/compasspoint/shared-list?contentID=${docId}`, p.owen)).json(),
    );
    expect(shared.map((x) => x.compassPointID)).toContain(cp.compassPointID);
    expect(shared.find((x) => x.compassPointID === cp.compassPointID)).toMatchObject({ own: false, edit: false });
    const saved = await inject('POST', '/api/v1/compasspoint/save-shared', p.owen, { compassPointUUID: cp.compassPointUUID });
    expect(saved.statusCode).toBe(201);
    const copy = compassPoint.parse(saved.json());
    expect(copy).toMatchObject({ name: 'Worth keeping', own: true, creatorEmail: 'owen.hale@example.com', status: 'Active' });
    expect(copy.selectionMetadata.sourceCompassPointId).toBe(cp.compassPointID);
    expect(copy.selectionData).toEqual(cp.selectionData);
    expect(copy.compassPointUUID).not.toBe(cp.compassPointUUID);
    expect(
      (await inject('POST', '/api/v1/compasspoint/save-shared', p.owen, { compassPointUUID: cp.compassPointUUID })).statusCode,
    ).toBe(409);
    expect(
      (await inject('POST', '/api/v1/compasspoint/save-shared', p.ivy, { compassPointUUID: cp.compassPointUUID })).statusCode,
    ).toBe(409);
    expect(sharedCompassPoint.parse((await inject('GET', link(cp.compassPointUUID), p.owen)).json()).saved).toBe(true);
    shared = compassPointArray.parse((await inject('GET', `/api/v1/compasspoint/shared-list?contentID=${docId}`, p.owen)).json());
    expect(shared.map((x) => x.compassPointID)).not.toContain(cp.compassPointID);
    // The copy is Owen's own: Ivy cannot see it.
    expect((await inject('GET', `/api/v1/compasspoint/${copy.compassPointID}`, p.ivy)).statusCode).toBe(404);
  });
  it('refuses unshared points (404), other accounts (404), deactivated shared points (400) and anonymous (401)', async () => {
    const cp = await create(d, p.ivy, docId);
    expect(
      (await inject('POST', '/api/v1/compasspoint/save-shared', p.owen, { compassPointUUID: cp.compassPointUUID })).statusCode,
    ).toBe(404);
    await inject('POST', '/api/v1/compasspoint/mark-shared', p.ivy, { compassPointID: cp.compassPointID });
    expect(
      (await inject('POST', '/api/v1/compasspoint/save-shared', p.felix, { compassPointUUID: cp.compassPointUUID })).statusCode,
    ).toBe(404);
    expect(
      (await inject('POST', '/api/v1/compasspoint/save-shared', p.carl, { compassPointUUID: cp.compassPointUUID })).statusCode,
    ).toBe(403);
    expect(
      (await inject('POST', '/api/v1/compasspoint/save-shared', anon, { compassPointUUID: cp.compassPointUUID })).statusCode,
    ).toBe(401);
    await inject('POST', `/api/v1/compasspoint/deactivate/${cp.compassPointID}`, p.ivy);
    expect(
      (await inject('POST', '/api/v1/compasspoint/save-shared', p.owen, { compassPointUUID: cp.compassPointUUID })).statusCode,
    ).toBe(400);
    expect((await inject('GET', `/api/v1/compasspoint/shared-list?contentID=${docId}`, anon)).statusCode).toBe(401);
    expect((await inject('GET', `/api/v1/compasspoint/shared-list?contentID=${docId}`, p.carl)).statusCode).toBe(403);
  });
});

describe('a shared point is saved once per user, even when two saves race', () => {
  it('answers one 201 and one 409 for simultaneous saves, leaving one copy', async () => {
    const cp = await create(d, p.ivy, docId, { name: 'Raced' });
    await inject('POST', '/api/v1/compasspoint/mark-shared', p.ivy, { compassPointID: cp.compassPointID });
    const codes = (
      await Promise.all(
        [1, 2, 3].map(() =>
          inject('POST', '/api/v1/compasspoint/save-shared', p.owen, { compassPointUUID: cp.compassPointUUID }),
        ),
      )
    )
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([201, 409, 409]);
    const copies = await d.db
      .selectFrom('compass_points')
      .select('id')
      .where('source_compass_point_id', '=', cp.compassPointID)
      .execute();
    expect(copies).toHaveLength(1);
  });
});
