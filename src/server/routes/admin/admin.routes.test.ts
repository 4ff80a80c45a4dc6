import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import { signIn } from '../../../../tests/helpers/sign-in-env';
import { DEMO_PASSWORD } from '../../seed/people';
import {
  MASK,
  auditsReply,
  configPropsReply,
  envReply,
  healthReply,
  loggersReply,
  mailOutboxReply,
  metricsReply,
} from '../../../api/admin';

/* Administration (002 §2, §6, §7): every management call with its role matrix. */

let d: DemoApp;
let ops: Record<string, string>;
let admin: Record<string, string>;
let otherAdmin: Record<string, string>;
let viewer: Record<string, string>;
let plain: Record<string, string>;
let drm: Record<string, string>;
let nora: Record<string, string>;
let posing: Record<string, string>;
let northwindOps: Record<string, string>;
const anon = { host: new URL(MAIN).host };
const get = (url: string, headers: Record<string, string>) => d.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  d.app.inject({ method: 'POST', url, headers, payload });
const setAuthorities = (email: string, authorities: string) =>
  d.db.updateTable('users').set({ authorities }).where('email', '=', email).execute();
const principals = async (who: Record<string, string>) =>
  auditsReply.parse((await get('/management/audits?size=100', who)).json()).map((a) => a.principal);

const PROCESS_VIEWS = [
  '/management/health',
  '/management/jhimetrics',
  '/management/threaddump',
  '/management/loggers',
  '/management/configprops',
  '/management/env',
];
const ACCOUNT_VIEWS = ['/management/audits', '/management/mail-outbox'];

beforeAll(async () => {
  d = await createDemoApp();
  await setAuthorities('hana.sato@example.com', 'COMPASS_USAGE_REPORT_VIEWER,COMPASS_USER');
  await setAuthorities('drm@example.com', 'COMPASS_USER_ADMIN,COMPASS_USER');
  await setAuthorities('nora@example.com', 'COMPASS_USER_ADMIN,COMPASS_USER');
  // Orrin Bridge Partners' administrator: another customer account of the same tenant.
  await setAuthorities('cpadmin@example.com', 'COMPASS_USER_ADMIN,COMPASS_POINT_ADMIN,COMPASS_USER');
  // A customer's user given the operator's authority is still a customer's user.
  await setAuthorities('felix.grant@example.com', 'PLATFORM_OPERATOR,COMPASS_USER_ADMIN,COMPASS_USER');
  // So is an accountless "operator" of a white-label tenant: the platform is run from the main one.
  const opsRow = await d.db.selectFrom('users').selectAll().where('email', '=', 'ops@example.com').executeTakeFirstOrThrow();
  const { id: _id, ...row } = opsRow;
  await d.db
    .insertInto('users')
    .values({ ...row, id: 900, tenant_id: 'northwind', email: 'ops@northwind.example' })
    .execute();
  [ops, admin, otherAdmin, viewer, plain, drm, nora, posing, northwindOps] = await Promise.all([
    d.as('ops@example.com'),
    d.as('admin@example.com'),
    d.as('cpadmin@example.com'),
    d.as('hana.sato@example.com'),
    d.as('ben.ortiz@example.com'),
    d.as('drm@example.com'),
    d.as('nora@example.com', NORTHWIND),
    d.as('felix.grant@example.com'),
    d.as('ops@northwind.example', NORTHWIND),
  ]);
}, 120_000);
afterAll(async () => d?.close());

describe("two roles: the platform operator has the process, a customer account's administrator its own account", () => {
  it("process views: the operator only; every customer's user is refused, admin or not, whatever authority they hold", async () => {
    for (const url of PROCESS_VIEWS) {
      const r = await get(url, ops);
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['cache-control'], url).toContain('no-store');
      for (const [who, h] of Object.entries({ admin, otherAdmin, viewer, plain, drm, nora, posing, northwindOps }))
        expect((await get(url, h)).statusCode, `${who} ${url}`).toBe(403);
      expect((await get(url, anon)).statusCode, url).toBe(401);
    }
    for (const [who, h] of Object.entries({ admin, otherAdmin, plain, nora, posing, northwindOps })) {
      expect((await post('/management/loggers/ROOT', h, { configuredLevel: 'DEBUG' })).statusCode, who).toBe(403);
    }
    expect((await post('/management/loggers/ROOT', anon, { configuredLevel: 'DEBUG' })).statusCode).toBe(401);
  });

  it("audits and mail: the operator and each account's administrators; report viewers, plain and DRM users refused", async () => {
    for (const url of ACCOUNT_VIEWS) {
      for (const [who, h] of Object.entries({ ops, admin, otherAdmin, nora }))
        expect((await get(url, h)).statusCode, `${who} ${url}`).toBe(200);
      for (const [who, h] of Object.entries({ viewer, plain, drm, northwindOps }))
        expect((await get(url, h)).statusCode, `${who} ${url}`).toBe(403);
      expect((await get(url, anon)).statusCode, url).toBe(401);
    }
  });

  it("an account administrator reads the sign-ins of its own account's users only; the operator reads every tenant's", async () => {
    const mine = await principals(admin);
    expect(mine).toEqual(expect.arrayContaining(['admin@example.com', 'ben.ortiz@example.com', 'hana.sato@example.com']));
    for (const stranger of [
      'cpadmin@example.com',
      'nora@example.com',
      'ops@example.com',
      'felix.grant@example.com',
      'ivy@example.com',
    ])
      expect(mine).not.toContain(stranger);
    const theirs = await principals(otherAdmin);
    expect(theirs).toEqual(expect.arrayContaining(['cpadmin@example.com', 'felix.grant@example.com']));
    expect(theirs).not.toContain('admin@example.com');
    const northwind = await principals(nora);
    expect(northwind).toContain('nora@example.com');
    expect(northwind).not.toContain('admin@example.com');
    const all = auditsReply.parse((await get('/management/audits?size=100', ops)).json());
    expect(all.map((a) => a.principal)).toEqual(
      expect.arrayContaining(['admin@example.com', 'cpadmin@example.com', 'nora@example.com', 'ops@example.com']),
    );
    expect(all.find((a) => a.principal === 'nora@example.com')!.tenantId).toBe('northwind');
  });

  it("an event naming one account (a switch to it) is that account's, even for a user of several", async () => {
    const multi = await d.as('multi@example.com');
    expect((await post('/api/account/switch', multi, { accountId: 4 })).statusCode).toBe(200);
    const switches = async (who: Record<string, string>) =>
      auditsReply
        .parse((await get('/management/audits?size=100', who)).json())
        .filter((a) => a.principal === 'multi@example.com' && a.type === 'ACCOUNT_SWITCH');
    expect(await switches(otherAdmin)).toEqual([
      expect.objectContaining({ accountId: 4, data: expect.objectContaining({ to: 4 }) }),
    ]);
    expect(await switches(admin)).toEqual([]);
    // The sign-in itself is the user's: each account they belong to sees it.
    expect(await principals(admin)).toContain('multi@example.com');
  });

  it("the account call lists the operator's authority exactly where it is granted", async () => {
    const authorities = async (h: Record<string, string>) =>
      ((await get('/api/account', h)).json() as { authorities: string[] }).authorities;
    expect(await authorities(ops)).toContain('PLATFORM_OPERATOR');
    expect(await authorities(posing)).not.toContain('PLATFORM_OPERATOR');
    expect(await authorities(northwindOps)).not.toContain('PLATFORM_OPERATOR');
    expect(await authorities(admin)).not.toContain('PLATFORM_OPERATOR');
  });
});

describe('health: database, disk and mail', () => {
  it('UP with the three components; mail reports the local outbox', async () => {
    const h = healthReply.parse((await get('/management/health', ops)).json());
    expect(h.status).toBe('UP');
    expect(h.components.db.details.database).toBe('sqlite');
    expect(h.components.diskSpace.details.free).toBeGreaterThan(0);
    expect(h.components.mail.details.mode).toBe('outbox');
  });
});

describe('metrics: HTTP timings per route, process, database', () => {
  it('counts requests per route pattern with a histogram', async () => {
    await get('/api/health', anon);
    await get('/api/health', anon);
    const m = metricsReply.parse((await get('/management/jhimetrics', ops)).json());
    const health = m.http.routes.find((r) => r.route === '/api/health' && r.method === 'GET')!;
    expect(health.count).toBeGreaterThanOrEqual(2);
    expect(health.statusCodes['200']).toBe(health.count);
    expect(health.buckets.reduce((n, b) => n + b.count, 0)).toBe(health.count);
    expect(health.buckets.at(-1)!.le).toBeNull();
    expect(m.process.heapUsedBytes).toBeGreaterThan(0);
    expect(m.database.tables.find((t) => t.name === 'documents')!.rows).toBeGreaterThan(0);
    // Route patterns, never raw URLs: a parameterised route is one series.
    expect(m.http.routes.some((r) => r.route.includes('?'))).toBe(false);
  });
});

describe("thread dump: Node's diagnostic report with the environment masked", () => {
  it("has the report sections and no secret values, a worker thread's included", async () => {
    process.env.BEARING_TEST_SECRET = 'sup3r-s3cret-value';
    // A worker thread (as the preview renderer's) reports its own environment in a subreport.
    const worker = new Worker('setInterval(() => {}, 1000);', { eval: true });
    await new Promise((resolve) => worker.once('online', resolve));
    try {
      const r = (await get('/management/threaddump', ops)).json();
      expect(r.header.nodejsVersion).toBe(process.version);
      expect(Array.isArray(r.javascriptStack?.stack) || typeof r.javascriptStack === 'object').toBe(true);
      expect(r.environmentVariables.BEARING_TEST_SECRET).toBe(MASK);
      expect(r.workers.length).toBeGreaterThan(0);
      expect(JSON.stringify(r)).not.toContain('sup3r-s3cret-value');
    } finally {
      await worker.terminate();
      delete process.env.BEARING_TEST_SECRET;
    }
  });
});

describe('loggers: levels, set one at run time (an audit event)', () => {
  it('lists ROOT and one logger per API resource; sets and resets a level; 404 unknown; 400 bad level', async () => {
    const before = loggersReply.parse((await get('/management/loggers', ops)).json());
    expect(before.levels).toContain('DEBUG');
    expect(before.loggers.ROOT).toBeDefined();
    expect(before.loggers['bearing.api.documents']).toEqual({
      configuredLevel: null,
      effectiveLevel: before.loggers.ROOT.effectiveLevel,
    });
    expect((await post('/management/loggers/bearing.api.documents', ops, { configuredLevel: 'DEBUG' })).statusCode).toBe(204);
    const after = loggersReply.parse((await get('/management/loggers', ops)).json());
    expect(after.loggers['bearing.api.documents']).toEqual({ configuredLevel: 'DEBUG', effectiveLevel: 'DEBUG' });
    expect((await post('/management/loggers/bearing.api.documents', ops, { configuredLevel: null })).statusCode).toBe(204);
    expect(
      loggersReply.parse((await get('/management/loggers', ops)).json()).loggers['bearing.api.documents'].configuredLevel,
    ).toBeNull();
    expect((await post('/management/loggers/no.such.logger', ops, { configuredLevel: 'DEBUG' })).statusCode).toBe(404);
    const bad = await post('/management/loggers/ROOT', ops, { configuredLevel: 'LOUD' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('configuredLevel');
    const audits = auditsReply.parse((await get('/management/audits?size=100', ops)).json());
    // Newest first: the reset, then the change.
    expect(audits.filter((a) => a.type === 'LOGGER_LEVEL_CHANGED').map((a) => [a.principal, a.data])).toEqual([
      ['ops@example.com', { logger: 'bearing.api.documents', level: null }],
      ['ops@example.com', { logger: 'bearing.api.documents', level: 'DEBUG' }],
    ]);
    // The platform's own events are no customer's.
    const customer = auditsReply.parse((await get('/management/audits?size=100', admin)).json());
    expect(customer.filter((a) => a.type === 'LOGGER_LEVEL_CHANGED')).toEqual([]);
  });
});

describe('configuration properties and environment with secrets masked', () => {
  it("masks the configuration's secret keys and secret-named environment variables", async () => {
    const c = configPropsReply.parse((await get('/management/configprops', ops)).json());
    expect(c.properties.cookieSecret).toBe(MASK);
    expect(c.properties.databaseUrl).toBe(MASK);
    expect(c.properties.logLevel).toBeTypeOf('string');
    process.env.SOME_API_TOKEN = 'tok-123456';
    process.env.UPSTREAM_URL = 'https://user:pa55word@upstream.example/x';
    const e = envReply.parse((await get('/management/env', ops)).json());
    const sys = e.propertySources.find((s) => s.name === 'systemEnvironment')!.properties;
    expect(sys.SOME_API_TOKEN.value).toBe(MASK);
    expect(sys.UPSTREAM_URL.value).toBe(`https://user:${MASK}@upstream.example/x`);
    expect(JSON.stringify(e)).not.toContain('pa55word');
    delete process.env.SOME_API_TOKEN;
    delete process.env.UPSTREAM_URL;
  });
});

describe('audits: date range, paging, sorting, x-total-count (002 §7)', () => {
  it("pages the account's sign-in events with the total in the header; sorts both ways; filters by date", async () => {
    // Sign-ins of its own to page through: tests run in any order.
    for (let i = 0; i < 4; i++) await signIn(d.app, MAIN, 'bearing', 'admin@example.com', DEMO_PASSWORD);
    const first = await get('/management/audits?page=0&size=2&sort=auditEventDate,desc', admin);
    const total = Number(first.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(4);
    const page0 = auditsReply.parse(first.json());
    expect(page0).toHaveLength(2);
    expect(page0.map((a) => a.type)).toEqual(expect.arrayContaining([expect.any(String)]));
    const all = auditsReply.parse((await get('/management/audits?size=100&sort=auditEventDate,desc', admin)).json());
    expect(all).toHaveLength(total);
    expect(all.map((a) => a.timestamp)).toEqual([...all.map((a) => a.timestamp)].sort().reverse());
    const page1 = auditsReply.parse((await get('/management/audits?page=1&size=2&sort=auditEventDate,desc', admin)).json());
    expect(page1.map((a) => a.id)).toEqual(all.slice(2, 4).map((a) => a.id));
    const byPrincipal = auditsReply
      .parse((await get('/management/audits?size=100&sort=principal,asc', admin)).json())
      .map((a) => a.principal);
    expect(byPrincipal).toEqual([...byPrincipal].sort());
    expect(all.some((a) => a.type === 'AUTHENTICATION_SUCCESS')).toBe(true);
    const past = await get('/management/audits?fromDate=2020-01-01&toDate=2020-01-31', admin);
    expect(past.headers['x-total-count']).toBe('0');
    expect(auditsReply.parse(past.json())).toEqual([]);
  });
  it('400 for a bad sort, a bad date or a reversed range', async () => {
    expect((await get('/management/audits?sort=password,asc', admin)).statusCode).toBe(400);
    expect((await get('/management/audits?fromDate=yesterday', admin)).statusCode).toBe(400);
    expect((await get('/management/audits?fromDate=2026-02-02&toDate=2026-02-01', admin)).statusCode).toBe(400);
  });
});

describe("mail outbox: an account's mail for its administrators, all of it for the operator, paged", () => {
  it("lists the account's mail newest first with x-total-count, not another account's or tenant's", async () => {
    // Counted from what is there already: other tests may have mailed first (any order).
    const totalOf = async (who: Record<string, string>) =>
      Number((await get('/management/mail-outbox?size=1', who)).headers['x-total-count']);
    const [adminBefore, opsBefore] = [await totalOf(admin), await totalOf(ops)];
    const outboxOf = async () =>
      healthReply.parse((await get('/management/health', ops)).json()).components.mail.details.outbox as Record<string, number>;
    const outboxBefore = await outboxOf();
    const now = new Date().toISOString();
    await d.db
      .insertInto('mail_outbox')
      .values([
        {
          tenant_id: 'bearing',
          account_id: 3,
          to_addr: 'a@example.com',
          cc_addr: null,
          subject: 'First',
          body: 'one',
          state: 'stored',
          error: null,
          created_at: '2026-01-01T00:00:00.000Z',
        },
        {
          tenant_id: 'bearing',
          account_id: 3,
          to_addr: 'b@example.com',
          cc_addr: 'c@example.com',
          subject: 'Second',
          body: 'two',
          state: 'sent',
          error: null,
          created_at: now,
        },
        {
          tenant_id: 'bearing',
          account_id: 4,
          to_addr: 'o@example.com',
          cc_addr: null,
          subject: 'Orrin',
          body: 'four',
          state: 'stored',
          error: null,
          created_at: now,
        },
        {
          tenant_id: 'northwind',
          account_id: 8,
          to_addr: 'n@example.com',
          cc_addr: null,
          subject: 'Northwind',
          body: 'three',
          state: 'stored',
          error: null,
          created_at: now,
        },
      ])
      .execute();
    const r = await get('/management/mail-outbox?page=0&size=1', admin);
    expect(r.headers['x-total-count']).toBe(String(adminBefore + 2));
    expect(mailOutboxReply.parse(r.json())).toEqual([
      expect.objectContaining({ subject: 'Second', to: 'b@example.com', cc: 'c@example.com', state: 'sent', accountId: 3 }),
    ]);
    expect(mailOutboxReply.parse((await get('/management/mail-outbox', otherAdmin)).json()).map((m) => m.subject)).toEqual([
      'Orrin',
    ]);
    expect(mailOutboxReply.parse((await get('/management/mail-outbox', nora)).json()).map((m) => m.subject)).toEqual([
      'Northwind',
    ]);
    const all = await get('/management/mail-outbox?size=100', ops);
    expect(all.headers['x-total-count']).toBe(String(opsBefore + 4));
    expect(mailOutboxReply.parse(all.json()).map((m) => [m.subject, m.tenantId])).toEqual(
      expect.arrayContaining([
        ['Northwind', 'northwind'],
        ['Orrin', 'bearing'],
        ['First', 'bearing'],
      ]),
    );
    expect(await outboxOf()).toMatchObject({ stored: (outboxBefore.stored ?? 0) + 3, sent: (outboxBefore.sent ?? 0) + 1 });
  });

  it("a share notice is recorded as its sender's account's mail", async () => {
    const ivy = await d.as('ivy@example.com');
    const doc = await d.db
      .selectFrom('documents')
      .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
      .select(['documents.id', 'documents.content_code'])
      .where('publishers.code', '=', 'MSA')
      .orderBy('documents.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(
      (
        await post('/api/contentShare/withUser', ivy, {
          contentID: doc.id,
          email: 'reader@outside.example',
          externalUser: true,
          contentCode: doc.content_code,
        })
      ).statusCode,
    ).toBe(201);
    const row = await d.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_addr', '=', 'reader@outside.example')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tenant_id: 'bearing', account_id: 1 });
    expect(mailOutboxReply.parse((await get('/management/mail-outbox?size=100', admin)).json()).map((m) => m.to)).not.toContain(
      'reader@outside.example',
    );
  });
});
