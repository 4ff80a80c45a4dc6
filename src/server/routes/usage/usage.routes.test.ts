import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import { counterReport, defaultUsageRange, embedUrlReply, toIsoDate } from '../../../api/usage';

/* Usage report (002 §2, §6, §7): recorded events, the embed URL, the dashboard page, the COUNTER export. */

let d: DemoApp;
let admin: Record<string, string>;
let viewer: Record<string, string>;
let plain: Record<string, string>;
let otherViewer: Record<string, string>;
let drm: Record<string, string>;
let nora: Record<string, string>;
const anon = { host: new URL(MAIN).host };
const get = (url: string, headers: Record<string, string>) => d.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  d.app.inject({ method: 'POST', url, headers, payload });
const setAuthorities = (email: string, authorities: string) =>
  d.db.updateTable('users').set({ authorities }).where('email', '=', email).execute();
const docOf = async (publisher: string) =>
  d.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select(['documents.id', 'documents.content_code', 'documents.publisher_id'])
    .where('publishers.code', '=', publisher)
    .orderBy('documents.id')
    .executeTakeFirstOrThrow();
const eventsOf = (accountId: number) =>
  d.db.selectFrom('usage_events').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
const today = toIsoDate(new Date());
const utcToday = new Date().toISOString().slice(0, 10);

/** A plain user of account 3 searches, opens, downloads and is refused: the real calls, each recording usage. */
async function recordUsage() {
  const entitled = await docOf('KES'); // account 3 subscribes MSA, KES, CTC
  const notEntitled = await docOf('HMI');
  const before = (await eventsOf(3)).length;
  const statuses = [
    (await post('/api/documents/search?page=0&size=5', plain, { keywords: 'steel', searchField: 'A' })).statusCode,
    (await post('/api/accessed-documents', plain, { contentCode: entitled.content_code })).statusCode,
    (await post('/api/documents/download', plain, { contentCode: entitled.content_code })).statusCode,
    (await get(`/api/documents/verification/contentCode?contentCode=${notEntitled.content_code}`, plain)).statusCode,
    (await get(`/api/documents/pdf/contentCode?contentCode=${notEntitled.content_code}`, plain)).statusCode,
  ];
  return { entitled, notEntitled, statuses, events: (await eventsOf(3)).slice(before) };
}
let recorded: Awaited<ReturnType<typeof recordUsage>>;

beforeAll(async () => {
  d = await createDemoApp();
  // Account 3 (Halvard): admin@ is ADMIN + REPORT_VIEW; hana gets REPORT_VIEW only; ben stays a plain user.
  await setAuthorities('hana.sato@example.com', 'COMPASS_USAGE_REPORT_VIEWER,COMPASS_USER');
  // Another account's report viewer, a DRM account's administrator.
  await setAuthorities('ivy@example.com', 'COMPASS_USAGE_REPORT_VIEWER,COMPASS_USER');
  await setAuthorities('drm@example.com', 'COMPASS_USER_ADMIN,COMPASS_USAGE_REPORT_VIEWER,COMPASS_USER');
  await setAuthorities('nora@example.com', 'COMPASS_USER_ADMIN,COMPASS_USER');
  [admin, viewer, plain, otherViewer, drm, nora] = await Promise.all([
    d.as('admin@example.com'),
    d.as('hana.sato@example.com'),
    d.as('ben.ortiz@example.com'),
    d.as('ivy@example.com'),
    d.as('drm@example.com'),
    d.as('nora@example.com', NORTHWIND),
  ]);
  // The usage every test here reads is recorded once, before any of them: they run in any order.
  recorded = await recordUsage();
}, 120_000);
afterAll(async () => d?.close());

describe('usage recording: opens, downloads, searches and denials with account, user, publisher, content, time', () => {
  it('records each kind from the real calls', async () => {
    const { entitled, notEntitled, statuses, events } = recorded;
    const [search, open, download, verification, pdf] = statuses;
    expect(search).toBe(200);
    expect(open).toBeLessThan(300);
    expect(download).toBe(200);
    expect(verification).toBe(200);
    expect(pdf).toBe(403);
    const ben = await d.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ben.ortiz@example.com')
      .executeTakeFirstOrThrow();
    expect(events.map((e) => e.kind)).toEqual(['search', 'open', 'download', 'denial', 'denial']);
    for (const e of events) {
      expect(e).toMatchObject({ tenant_id: 'bearing', account_id: 3, user_id: ben.id, day: utcToday });
      expect(Date.parse(e.created_at)).not.toBeNaN();
    }
    expect(events[1]).toMatchObject({ document_id: entitled.id, publisher_id: entitled.publisher_id });
    expect(events[2]).toMatchObject({ document_id: entitled.id, publisher_id: entitled.publisher_id });
    expect(events[3]).toMatchObject({ document_id: notEntitled.id, publisher_id: notEntitled.publisher_id });
    expect(events[0]).toMatchObject({ document_id: null, publisher_id: null });
  });
});

describe('embed URL: ADMIN or REPORT_VIEW, not under DRM, the selected account only (002 §6, §7)', () => {
  it('admin and report viewer get a signed dashboard URL of their account; default range is the past 7 days', async () => {
    for (const who of [admin, viewer]) {
      const r = await get('/api/usage-report/embed-url?dashboardId=usage-overview', who);
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toContain('no-store');
      const { EmbedUrl, expiresAt } = embedUrlReply.parse(r.json());
      expect(EmbedUrl.startsWith(`${MAIN}/api/usage-report/dashboard?token=`)).toBe(true);
      expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    }
    const both = await get('/api/usage-report/embed-url?AccountID=3&TenantID=bearing', admin);
    expect(both.statusCode).toBe(200);
    const named = await get('/api/usage-report/embed-url?AccountNumber=3&TenantName=Bearing&ApplicationCode=COMPASS', admin);
    expect(named.statusCode).toBe(200);
  });
  it('plain user 403, anonymous 401, DRM account 403, another account or tenant 403', async () => {
    expect((await get('/api/usage-report/embed-url', plain)).statusCode).toBe(403);
    expect((await get('/api/usage-report/embed-url', anon)).statusCode).toBe(401);
    expect((await get('/api/usage-report/embed-url', drm)).statusCode).toBe(403);
    expect((await get('/api/usage-report/embed-url?AccountID=3', otherViewer)).statusCode).toBe(403);
    expect((await get('/api/usage-report/embed-url?AccountID=1', admin)).statusCode).toBe(403);
    expect((await get('/api/usage-report/embed-url?TenantID=northwind', admin)).statusCode).toBe(403);
    expect((await get('/api/usage-report/embed-url?AccountID=1', otherViewer)).statusCode).toBe(200);
  });
  it('400 for a bad date, a reversed range or an unknown dashboard', async () => {
    expect((await get('/api/usage-report/embed-url?StartDate=2026-13-01', admin)).statusCode).toBe(400);
    expect((await get('/api/usage-report/embed-url?StartDate=2026-05-02&EndDate=2026-05-01', admin)).statusCode).toBe(400);
    expect((await get('/api/usage-report/embed-url?dashboardId=other', admin)).statusCode).toBe(400);
  });
});

describe("dashboard page: charts the recorded usage of the token's account per day and per publisher", () => {
  it("shows totals, a day chart and a publisher chart with the recorded events, and only that account's", async () => {
    const url = embedUrlReply.parse((await get('/api/usage-report/embed-url', viewer)).json()).EmbedUrl;
    const page = await get(url.slice(MAIN.length), anon);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const html = page.body;
    expect(html).toContain('Halvard Structural Group');
    expect(html).toMatch(/role="img" aria-labelledby="per-day-t per-day-d"/);
    expect(html).toMatch(/<li style="--c:#1d4ed8" data-kind="open"><strong>1<\/strong>/);
    expect(html).toMatch(/data-kind="denial"><strong>2<\/strong>/);
    expect(html).toContain(`data-day="${utcToday}"`);
    expect(html).toMatch(/data-publisher="KES"/);
    expect(html).toMatch(/data-publisher="HMI"/);
    // Ivy's account (1) has no events of account 3.
    const ivyUrl = embedUrlReply.parse((await get('/api/usage-report/embed-url', otherViewer)).json()).EmbedUrl;
    const ivyPage = (await get(ivyUrl.slice(MAIN.length), anon)).body;
    expect(ivyPage).toContain('Larsen Materials Lab');
    expect(ivyPage).not.toContain('data-publisher="HMI"');
  });
  it('a tampered, foreign-tenant or garbage token gets the expired page (403)', async () => {
    const url = embedUrlReply.parse((await get('/api/usage-report/embed-url', admin)).json()).EmbedUrl;
    const token = new URL(url).searchParams.get('token')!;
    const [body, sig] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), accountId: 1 }),
    ).toString('base64url');
    expect((await get(`/api/usage-report/dashboard?token=${forged}.${sig}`, anon)).statusCode).toBe(403);
    expect(
      (await get(`/api/usage-report/dashboard?token=${encodeURIComponent(token)}`, { host: new URL(NORTHWIND).host })).statusCode,
    ).toBe(403);
    expect((await get('/api/usage-report/dashboard?token=not-a-token-at-all', anon)).statusCode).toBe(403);
  });
  it("the page is in the token's language (Arabic right to left)", async () => {
    const url = embedUrlReply.parse((await get('/api/usage-report/embed-url?lang=AR', admin)).json()).EmbedUrl;
    const html = (await get(url.slice(MAIN.length), anon)).body;
    expect(html).toContain('lang="ar" dir="rtl"');
  });
});

describe('COUNTER-style export: TR per title, DR per publisher, JSON or TSV, same access rules', () => {
  it('TR JSON counts requests, unique requests and no-license per title', async () => {
    const r = await get(`/api/usage-report/counter?report=TR&StartDate=${defaultUsageRange().startDate}&EndDate=${today}`, admin);
    expect(r.statusCode).toBe(200);
    const rep = counterReport.parse(r.json());
    expect(rep.Report_Header).toMatchObject({
      Report_ID: 'TR',
      Release: '5',
      Institution_Name: 'Halvard Structural Group',
      Customer_ID: '3',
    });
    const kes = await docOf('KES');
    const item = rep.Report_Items.find((i) => i.Item_ID[0].Value === `Bearing:${kes.content_code}`)!;
    const metrics = Object.fromEntries(item.Performance.flatMap((p) => p.Instance).map((i) => [i.Metric_Type, i.Count]));
    expect(metrics).toEqual({ Total_Item_Requests: 2, Unique_Item_Requests: 1 });
    const hmi = await docOf('HMI');
    const denied = rep.Report_Items.find((i) => i.Item_ID[0].Value === `Bearing:${hmi.content_code}`)!;
    expect(denied.Performance.flatMap((p) => p.Instance)).toEqual([{ Metric_Type: 'No_License', Count: 2 }]);
  });
  it('DR TSV is an attachment with the COUNTER header block and a searches row', async () => {
    const r = await get('/api/usage-report/counter?report=DR&format=tsv', viewer);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/tab-separated-values');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="DR_3_/);
    const lines = r.body.split('\r\n');
    expect(lines[0]).toBe('Report_Name\tDatabase Report');
    expect(lines).toContain('');
    expect(r.body).toMatch(/All publishers\tBearing\tBearing\tBearing:platform\tSearches_Regular\t1\t/);
  });
  it('plain user 403, anonymous 401, DRM 403, other account 403; an export is an audit event', async () => {
    expect((await get('/api/usage-report/counter', plain)).statusCode).toBe(403);
    expect((await get('/api/usage-report/counter', anon)).statusCode).toBe(401);
    expect((await get('/api/usage-report/counter', drm)).statusCode).toBe(403);
    expect((await get('/api/usage-report/counter?AccountID=3', otherViewer)).statusCode).toBe(403);
    // Another tenant's administrator: her own account only.
    expect((await get('/api/usage-report/counter', nora)).statusCode).toBe(200);
    expect((await get('/api/usage-report/counter?AccountID=3', nora)).statusCode).toBe(403);
    // The administrator's own export (this test's: tests run in any order).
    expect((await get('/api/usage-report/counter', admin)).statusCode).toBe(200);
    const audits = await d.db
      .selectFrom('audit_events')
      .select(['type', 'principal'])
      .where('type', '=', 'USAGE_REPORT_EXPORTED')
      .execute();
    expect(audits.map((a) => a.principal)).toContain('admin@example.com');
  });
});
