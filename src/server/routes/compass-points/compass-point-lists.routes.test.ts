import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../../../../tests/helpers/demo-app';
import { compassPointArray, compassPointPage, compassPointReport, compassPointSettingsReply } from '../../../api/compass-points';
import { documentMetadata } from '../../../api/documents';
import { anon, create, mainDoc, personas, type Personas } from '../../../../tests/helpers/compass-point-env';

/* The lists (mine, admin, a document's), settings, the report, the metadata flags and the download with compass points. */

let d: DemoApp;
let p: Personas;
let doc: Awaited<ReturnType<typeof mainDoc>>;
const get = (url: string, headers: Record<string, string>) => d.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  d.app.inject({ method: 'POST', url, headers, payload });

beforeAll(async () => {
  d = await createDemoApp();
  p = await personas(d);
  doc = await mainDoc(d, 3);
}, 180_000);
afterAll(async () => d?.close());

describe('my list: status toggle, sort keys with -/+ suffix, page size 10 (001 §2, §5, §9)', () => {
  it("pages the caller's own points, newest first by default, and sorts by name ascending", async () => {
    const names = Array.from({ length: 12 }, (_, i) => `List ${String(i).padStart(2, '0')}`);
    for (const name of names) await create(d, p.owen, doc.id, { name });
    const first = compassPointPage.parse(
      (await get('/api/v1/compasspoint/detail/page-view?status=Active&pageIndex=0&pageSize=10', p.owen)).json(),
    );
    expect(first.totalElements).toBeGreaterThanOrEqual(12);
    expect(first.content).toHaveLength(10);
    expect(first.sort).toBe('createdDate-');
    expect(first.content[0].name).toBe('List 11');
    expect(first.content.every((c) => c.creatorEmail === 'owen.hale@example.com')).toBe(true);
    const byName = compassPointPage.parse(
      (
        await get(
          `/api/v1/compasspoint/detail/page-view?status=Active&pageIndex=0&pageSize=10&sort=${encodeURIComponent('name+')}`,
          p.owen,
        )
      ).json(),
    );
    const sorted = byName.content.map((c) => c.name);
    expect(sorted).toEqual([...sorted].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    // An unencoded '+' arrives as a space and still means ascending.
    expect((await get('/api/v1/compasspoint/detail/page-view?sort=name+', p.owen)).statusCode).toBe(200);
    expect((await get('/api/v1/compasspoint/detail/page-view?sort=title-', p.owen)).statusCode).toBe(400);
    expect((await get('/api/v1/compasspoint/detail/page-view?sort=name', p.owen)).statusCode).toBe(400);
  });
  it('the deactivated toggle lists deactivated points by deactivation date, newest first', async () => {
    const a = await create(d, p.owen, doc.id, { name: 'Off first' });
    const b = await create(d, p.owen, doc.id, { name: 'Off second' });
    await post(`/api/v1/compasspoint/deactivate/${a.compassPointID}`, p.owen);
    await post(`/api/v1/compasspoint/deactivate/${b.compassPointID}`, p.owen);
    const off = compassPointPage.parse((await get('/api/v1/compasspoint/detail/page-view?status=Deactivated', p.owen)).json());
    expect(off.sort).toBe('deletedDate-');
    expect(off.content.slice(0, 2).map((c) => c.name)).toEqual(['Off second', 'Off first']);
    expect(off.content.every((c) => c.status === 'Deactivated')).toBe(true);
  });
  it('refuses anonymous (401), company users and accounts without the flag (403)', async () => {
    expect((await get('/api/v1/compasspoint/detail/page-view', anon)).statusCode).toBe(401);
    expect((await get('/api/v1/compasspoint/detail/page-view', p.carl)).statusCode).toBe(403);
    expect((await get('/api/v1/compasspoint/detail/page-view', p.ada)).statusCode).toBe(403);
  });
});

describe('the admin list is for COMPASS_POINT_ADMIN, inside its account (001 §2, §6)', () => {
  it("lists every point of the admin's account and nobody else's; others get 403", async () => {
    await create(d, p.felix, doc.id, { name: 'Felix in account 4' });
    const admin4 = compassPointPage.parse(
      (await get('/api/v1/compasspoint/list-admin?status=Active&pageSize=100', p.cpadmin)).json(),
    );
    expect(admin4.content.map((c) => c.name)).toContain('Felix in account 4');
    expect(admin4.content.every((c) => ['felix.grant@example.com', 'cpadmin@example.com'].includes(c.creatorEmail))).toBe(true);
    expect(admin4.content.every((c) => c.edit)).toBe(true);
    const admin1 = compassPointPage.parse(
      (await get('/api/v1/compasspoint/list-admin?status=Active&pageSize=100&sort=email%2B', p.tomas)).json(),
    );
    expect(admin1.content.some((c) => c.creatorEmail === 'owen.hale@example.com')).toBe(true);
    expect(admin1.content.some((c) => c.creatorEmail === 'felix.grant@example.com')).toBe(false);
    const emails = admin1.content.map((c) => c.email);
    expect(emails).toEqual([...emails].sort());
    for (const who of [p.ivy, p.owen, p.felix]) expect((await get('/api/v1/compasspoint/list-admin', who)).statusCode).toBe(403);
    expect((await get('/api/v1/compasspoint/list-admin', anon)).statusCode).toBe(401);
  });
});

describe("a document's list and its metadata flags (001 §2 Compass Points tab, §3 hasActivated/hasDeactivated)", () => {
  it("the tab and flags follow the caller's points: none, active, only deactivated", async () => {
    const fresh = await mainDoc(d, 5);
    const meta = async (who: Record<string, string>) =>
      documentMetadata.parse((await get(`/api/documents/metadata?contentCode=${fresh.content_code}`, who)).json());
    const before = await meta(p.felix);
    expect([
      before.hasActivatedCompassPoint,
      before.hasDeactivatedCompassPoint,
      before.tabs.some((t) => t.key === 'compassPoints'),
    ]).toEqual([false, false, false]);
    const cp = await create(d, p.felix, fresh.id, { name: 'Tab maker' });
    const on = await meta(p.felix);
    expect([on.hasActivatedCompassPoint, on.hasDeactivatedCompassPoint]).toEqual([true, false]);
    expect(on.tabs.find((t) => t.key === 'compassPoints')?.position).toBe(5);
    // A colleague of another account sees nothing of it.
    expect((await meta(p.cpadmin)).hasActivatedCompassPoint).toBe(false);
    await post(`/api/v1/compasspoint/deactivate/${cp.compassPointID}`, p.felix);
    const off = await meta(p.felix);
    expect([
      off.hasActivatedCompassPoint,
      off.hasDeactivatedCompassPoint,
      off.tabs.some((t) => t.key === 'compassPoints'),
    ]).toEqual([false, true, true]);
    // Company users never get the tab.
    expect((await meta(p.carl)).tabs.some((t) => t.key === 'compassPoints')).toBe(false);
    const list = compassPointArray.parse(
      (await get(`/api/v1/compasspoint/list?contentCode=${fresh.content_code}`, p.felix)).json(),
    );
    expect(list.map((c) => [c.name, c.status])).toEqual([['Tab maker', 'Deactivated']]);
    expect(
      compassPointArray.parse((await get(`/api/v1/compasspoint/list?contentCode=${fresh.content_code}`, p.cpadmin)).json()),
    ).toEqual([]);
    const paged = compassPointPage.parse(
      (await get(`/api/v1/compasspoint/page-view?contentID=${fresh.id}&status=Deactivated&offset=0&pageSize=10`, p.felix)).json(),
    );
    expect(paged.totalElements).toBe(1);
  });
});

describe('settings call (001 §3 compass point settings, §7 GET settings)', () => {
  it("answers the tenant's attribute settings, view/manage and flags; 401/403 as for every call", async () => {
    const s = compassPointSettingsReply.parse((await get(`/api/v1/compasspoint/settings?contentID=${doc.id}`, p.ivy)).json());
    expect(s).toMatchObject({ compassPointV2: true, enableCompassPoints: true, showAuditHistory: true });
    expect(s.settings?.attributes.find((a) => a.attribute === 'name')).toMatchObject({ show: true, required: true });
    expect(s.settings?.attributes.find((a) => a.attribute === 'description')?.inputType).toBe('RichText');
    expect(s.settings?.pdfViewSetting).toEqual({ view: 'Own', manage: 'Own' });
    expect((await get(`/api/v1/compasspoint/settings?contentID=${doc.id}`, anon)).statusCode).toBe(401);
    expect((await get(`/api/v1/compasspoint/settings?contentID=${doc.id}`, p.carl)).statusCode).toBe(403);
  });
});

describe("the demo seed (ivy and the administrator's account)", () => {
  it('gives Ivy active, shared, edited and deactivated points and the admin account points of its own', async () => {
    const mine = compassPointPage.parse(
      (await get('/api/v1/compasspoint/detail/page-view?status=Active&pageSize=100', p.ivy)).json(),
    );
    expect(mine.content.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Scope limits for our lab', 'Shared with the QA team', 'Calibration interval (revised)']),
    );
    expect(mine.content.find((c) => c.name === 'Shared with the QA team')?.shared).toBe(true);
    const off = compassPointPage.parse((await get('/api/v1/compasspoint/detail/page-view?status=Deactivated', p.ivy)).json());
    expect(off.content.map((c) => c.name)).toContain('Superseded internal note');
    const historical = mine.content.find((c) => c.status === 'Historical');
    if (historical) {
      expect(historical.activeVersion?.status).toBe('Active');
      expect(historical.versions.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('the compass-points report (CP_ADMIN, from the audit records)', () => {
  it('counts created, shared, deactivated per day over the past 7 days, with top documents; refused to others', async () => {
    const r = compassPointReport.parse((await get('/api/v1/compasspoint/report', p.cpadmin)).json());
    expect(r.days).toHaveLength(7);
    expect(r.days.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    expect(r.totals.created).toBeGreaterThan(0);
    expect(r.totals.shared).toBeGreaterThan(0);
    expect(r.totals.deactivated).toBeGreaterThan(0);
    expect(r.totals.created).toBe(r.days.reduce((s, x) => s + x.created, 0));
    expect(r.topDocuments.length).toBeGreaterThan(0);
    const before = r.totals.created;
    await create(d, p.felix, doc.id, { name: 'Counted today' });
    const after = compassPointReport.parse((await get('/api/v1/compasspoint/report', p.cpadmin)).json());
    expect(after.totals.created).toBe(before + 1);
    expect(after.days.at(-1)!.created).toBe(r.days.at(-1)!.created + 1);
    expect((await get('/api/v1/compasspoint/report', p.ivy)).statusCode).toBe(403);
    expect((await get('/api/v1/compasspoint/report', anon)).statusCode).toBe(401);
    expect((await get('/api/v1/compasspoint/report?startDate=2026-02-10&endDate=2026-01-01', p.cpadmin)).statusCode).toBe(400);
  });
});

describe("the admin list and the report need the account's compass-point flag as well as the authority (000 §2.5)", () => {
  it("are 403 to a compass-point admin while the account's compass-point flag is off", async () => {
    const { account_id } = await d.db
      .selectFrom('user_entitlements as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select('e.account_id')
      .where('u.email', '=', 'cpadmin@example.com')
      .executeTakeFirstOrThrow();
    await d.db.updateTable('accounts').set({ compass_point_flag: 0 }).where('id', '=', account_id).execute();
    try {
      expect((await get('/api/v1/compasspoint/list-admin?status=Active', p.cpadmin)).statusCode).toBe(403);
      expect((await get('/api/v1/compasspoint/report', p.cpadmin)).statusCode).toBe(403);
      const account = (await get('/api/account', p.cpadmin)).json();
      expect(account.compassPointFlag).toBe(false);
    } finally {
      await d.db.updateTable('accounts').set({ compass_point_flag: 1 }).where('id', '=', account_id).execute();
    }
    expect((await get('/api/v1/compasspoint/report', p.cpadmin)).statusCode).toBe(200);
  });
});

describe('download with compass points (001 §7 POST download, compassPoints)', () => {
  it("flattens the caller's ACTIVE highlights (numbered in the margin) and their names into the PDF; deactivated and other users' points stay out", async () => {
    const target = await mainDoc(d, 7);
    const rects = [{ pageNumber: 2, x: 80, y: 500, width: 200, height: 12 }];
    await create(d, p.ivy, target.id, {
      name: 'Flattened label',
      description: 'Its description',
      selectionData: { rects },
      selectionMetadata: { pageNumber: 2, selectionText: 'the selected words', annotationID: 'f-1' },
    });
    const off = await create(d, p.ivy, target.id, {
      name: 'Deactivated label',
      selectionData: { rects },
      selectionMetadata: { pageNumber: 2, selectionText: 'x', annotationID: 'f-2' },
    });
    await post(`/api/v1/compasspoint/deactivate/${off.compassPointID}`, p.ivy);
    await create(d, p.owen, target.id, {
      name: 'Someone else label',
      selectionData: { rects },
      selectionMetadata: { pageNumber: 2, selectionText: 'x', annotationID: 'f-3' },
    });
    const read = async (payload: object) => {
      const r = await post('/api/documents/download', p.ivy, payload);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toContain('application/pdf');
      const pdf = await getDocument({ data: new Uint8Array(r.rawPayload), isEvalSupported: false }).promise;
      const text = async (n: number) =>
        (await (await pdf.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('\n');
      const ops = async (n: number) => (await (await pdf.getPage(n)).getOperatorList()).fnArray.length;
      return { pdf, text, ops };
    };
    const flat = await read({ contentCode: target.content_code, compassPoints: true });
    const plain = await read({ contentCode: target.content_code });
    expect(plain.pdf.numPages).toBe(target.page_count);
    // One closing page lists the points by number: name, description, selected text.
    expect(flat.pdf.numPages).toBe(target.page_count + 1);
    const list = await flat.text(flat.pdf.numPages);
    expect(list).toMatch(/Flattened label\s+\(2\)/);
    expect(list).toContain('Its description');
    expect(list).toContain('"the selected words"');
    expect(list).not.toContain('Deactivated label');
    expect(list).not.toContain('Someone else label');
    // The highlighted page carries the badge and more drawing than the plain one; other pages are untouched.
    expect((await flat.text(2)).split('\n')).toContain('1');
    expect(await flat.ops(2)).toBeGreaterThan(await plain.ops(2));
    expect(await flat.ops(1)).toBe(await plain.ops(1));
  });
  it('without any active point of the caller the plain file is sent', async () => {
    const target = await mainDoc(d, 8);
    const r = await post('/api/documents/download', p.felix, { contentCode: target.content_code, compassPoints: true });
    const pdf = await getDocument({ data: new Uint8Array(r.rawPayload), isEvalSupported: false }).promise;
    expect(pdf.numPages).toBe(target.page_count);
  });
});
