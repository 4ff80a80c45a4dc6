import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import type { CompassPoint } from '../../../api/compass-points';
import { anon, body, create, mainDoc, personas, type Personas } from '../../../../tests/helpers/compass-point-env';

/*
 * The access matrix of every compass-point call (src/README.md §3 rule 3; 001 §5, §6, §8):
 * the creator (Ivy), another individual of her account (Owen), the account's CP_ADMIN (Tomas),
 * an individual of another account (Felix), that account's CP_ADMIN, a company user (Carl), a
 * user whose account has compass points off (Ada) and anonymous. Writes target a fresh point of
 * Ivy's (shared) each time, so one persona's success never changes another's answer.
 */

type Who = 'ivy' | 'owen' | 'tomas' | 'felix' | 'cpadmin' | 'carl' | 'ada' | 'anon';
const WHO: Who[] = ['ivy', 'owen', 'tomas', 'felix', 'cpadmin', 'carl', 'ada', 'anon'];

let d: DemoApp;
let p: Personas;
let doc: Awaited<ReturnType<typeof mainDoc>>;
const headers = (w: Who) => (w === 'anon' ? anon : p[w]);

async function freshSharedPoint(): Promise<CompassPoint> {
  const cp = await create(d, p.ivy, doc.id, { name: 'Matrix point' });
  await d.app.inject({
    method: 'POST',
    url: '/api/v1/compasspoint/mark-shared',
    headers: p.ivy,
    payload: { compassPointID: cp.compassPointID },
  });
  return cp;
}

interface Call {
  name: string;
  request: (cp: CompassPoint) => { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };
  /** Prepares the point before the call (e.g. deactivate it for activate). */
  prepare?: (cp: CompassPoint) => Promise<void>;
  expect: Record<Who, number>;
}

const FLAG_USERS_OK = { ivy: 200, owen: 200, tomas: 200, felix: 200, cpadmin: 200, carl: 403, ada: 403, anon: 401 };
const ONLY_VISIBLE = { ivy: 200, owen: 404, tomas: 200, felix: 404, cpadmin: 404, carl: 403, ada: 403, anon: 401 };
const ADMIN_ONLY = { ivy: 403, owen: 403, tomas: 200, felix: 403, cpadmin: 200, carl: 403, ada: 403, anon: 401 };

const CALLS: Call[] = [
  {
    name: 'GET list?contentCode',
    request: () => ({ method: 'GET', url: `/api/v1/compasspoint/list?contentCode=${doc.content_code}` }),
    expect: FLAG_USERS_OK,
  },
  {
    name: 'GET compasspoint/{id}',
    request: (cp) => ({ method: 'GET', url: `/api/v1/compasspoint/${cp.compassPointID}` }),
    expect: ONLY_VISIBLE,
  },
  {
    name: 'GET compasspoint?compassPointUUID',
    request: (cp) => ({ method: 'GET', url: `/api/v1/compasspoint?compassPointUUID=${cp.compassPointUUID}` }),
    expect: { ivy: 200, owen: 200, tomas: 200, felix: 404, cpadmin: 404, carl: 401, ada: 403, anon: 401 },
  },
  {
    name: 'POST compasspoint',
    request: () => ({ method: 'POST', url: '/api/v1/compasspoint', payload: body(doc.id) }),
    expect: { ...FLAG_USERS_OK, ivy: 201, owen: 201, tomas: 201, felix: 201, cpadmin: 201 },
  },
  {
    name: 'PUT compasspoint/{id}',
    request: (cp) => ({ method: 'PUT', url: `/api/v1/compasspoint/${cp.compassPointID}`, payload: { name: 'Changed' } }),
    expect: ONLY_VISIBLE,
  },
  {
    name: 'POST deactivate/{id}',
    request: (cp) => ({ method: 'POST', url: `/api/v1/compasspoint/deactivate/${cp.compassPointID}` }),
    expect: ONLY_VISIBLE,
  },
  {
    name: 'POST activate/{id}',
    request: (cp) => ({ method: 'POST', url: `/api/v1/compasspoint/activate/${cp.compassPointID}` }),
    expect: ONLY_VISIBLE,
    prepare: async (cp) => {
      await d.app.inject({ method: 'POST', url: `/api/v1/compasspoint/deactivate/${cp.compassPointID}`, headers: p.ivy });
    },
  },
  {
    name: 'POST mark-shared',
    request: (cp) => ({
      method: 'POST',
      url: '/api/v1/compasspoint/mark-shared',
      payload: { compassPointID: cp.compassPointID },
    }),
    expect: { ...ONLY_VISIBLE, tomas: 403 },
  },
  {
    name: 'POST save-shared',
    request: (cp) => ({
      method: 'POST',
      url: '/api/v1/compasspoint/save-shared',
      payload: { compassPointUUID: cp.compassPointUUID },
    }),
    expect: { ivy: 409, owen: 201, tomas: 201, felix: 404, cpadmin: 404, carl: 403, ada: 403, anon: 401 },
  },
  {
    name: 'GET shared-list?contentID',
    request: () => ({ method: 'GET', url: `/api/v1/compasspoint/shared-list?contentID=${doc.id}` }),
    expect: FLAG_USERS_OK,
  },
  {
    name: 'GET detail/page-view',
    request: () => ({
      method: 'GET',
      url: '/api/v1/compasspoint/detail/page-view?status=Active&pageIndex=0&pageSize=10&sort=createdDate-',
    }),
    expect: FLAG_USERS_OK,
  },
  {
    name: 'GET list-admin',
    request: () => ({ method: 'GET', url: '/api/v1/compasspoint/list-admin?status=Active&pageIndex=0&pageSize=10' }),
    expect: ADMIN_ONLY,
  },
  {
    name: 'GET page-view?contentID',
    request: () => ({
      method: 'GET',
      url: `/api/v1/compasspoint/page-view?contentID=${doc.id}&status=Active&offset=0&pageSize=10`,
    }),
    expect: FLAG_USERS_OK,
  },
  {
    name: 'GET settings?contentID',
    request: () => ({ method: 'GET', url: `/api/v1/compasspoint/settings?contentID=${doc.id}` }),
    expect: FLAG_USERS_OK,
  },
  {
    name: 'GET audits/compassPoint/{id}/all',
    request: (cp) => ({ method: 'GET', url: `/api/v1/audits/compassPoint/${cp.compassPointID}/all?pageSize=10&pageIndex=0` }),
    expect: ONLY_VISIBLE,
  },
  { name: 'GET report', request: () => ({ method: 'GET', url: '/api/v1/compasspoint/report' }), expect: ADMIN_ONLY },
];

beforeAll(async () => {
  d = await createDemoApp();
  p = await personas(d);
  doc = await mainDoc(d, 1);
}, 180_000);
afterAll(async () => d?.close());

describe('access matrix: every call answers every persona as the rules say', () => {
  for (const call of CALLS) {
    it(call.name, async () => {
      const got: Record<string, number> = {};
      for (const who of WHO) {
        const cp = await freshSharedPoint();
        await call.prepare?.(cp);
        const r = call.request(cp);
        got[who] = (await d.app.inject({ ...r, headers: headers(who) })).statusCode;
      }
      expect(got).toEqual(call.expect);
    });
  }
});

describe("what a refused persona sees is never someone else's point", () => {
  it('lists and the shared list hold only what the persona may see', async () => {
    const cp = await freshSharedPoint();
    for (const who of ['owen', 'tomas', 'felix', 'cpadmin'] as const) {
      const list = (
        await d.app.inject({ method: 'GET', url: `/api/v1/compasspoint/list?contentCode=${doc.content_code}`, headers: p[who] })
      ).json() as CompassPoint[];
      expect(list.map((c) => c.compassPointID)).not.toContain(cp.compassPointID);
      const mine = (
        await d.app.inject({ method: 'GET', url: '/api/v1/compasspoint/detail/page-view?pageSize=100', headers: p[who] })
      ).json();
      expect(mine.content.every((c: CompassPoint) => c.own)).toBe(true);
    }
    const felixAdmin = (
      await d.app.inject({ method: 'GET', url: '/api/v1/compasspoint/list-admin?pageSize=100', headers: p.cpadmin })
    ).json();
    expect(felixAdmin.content.map((c: CompassPoint) => c.compassPointID)).not.toContain(cp.compassPointID);
  });
});

describe('tenants never meet (DOMAIN invariant 2)', () => {
  it("a tenant without compass points refuses them; another tenant's token is not a session here; a point's id or UUID means nothing there", async () => {
    const cp = await freshSharedPoint();
    const nora = await d.as('nora@example.com', NORTHWIND);
    const northwind = { host: new URL(NORTHWIND).host };
    expect((await d.app.inject({ method: 'GET', url: '/api/v1/compasspoint/detail/page-view', headers: nora })).statusCode).toBe(
      403,
    );
    expect(
      (await d.app.inject({ method: 'GET', url: `/api/v1/compasspoint/${cp.compassPointID}`, headers: nora })).statusCode,
    ).toBe(403);
    expect(
      (
        await d.app.inject({ method: 'GET', url: `/api/v1/compasspoint?compassPointUUID=${cp.compassPointUUID}`, headers: nora })
      ).json().title,
    ).toBe('Compass points are not enabled at account level setting');
    // Ivy's token presented on the other tenant's host is no session there.
    expect(
      (
        await d.app.inject({
          method: 'GET',
          url: `/api/v1/compasspoint/${cp.compassPointID}`,
          headers: { ...p.ivy, host: northwind.host },
        })
      ).statusCode,
    ).toBe(401);
  });
});
