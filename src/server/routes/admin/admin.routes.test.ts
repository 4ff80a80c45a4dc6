import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import {
  MASK, auditsReply, configPropsReply, envReply, healthReply, loggersReply, mailOutboxReply, metricsReply,
} from '../../../api/admin';

/* Administration (002 §2, §6, §7): every management call with its role matrix. */

let d: DemoApp;
let admin: Record<string, string>;
let viewer: Record<string, string>;
let plain: Record<string, string>;
let drm: Record<string, string>;
let nora: Record<string, string>;
const anon = { host: new URL(MAIN).host };
const get = (url: string, headers: Record<string, string>) => d.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object) => d.app.inject({ method: 'POST', url, headers, payload });
const setAuthorities = (email: string, authorities: string) => d.db.updateTable('users').set({ authorities }).where('email', '=', email).execute();

const PROCESS_VIEWS = ['/management/health', '/management/jhimetrics', '/management/threaddump', '/management/loggers', '/management/configprops', '/management/env'];
const TENANT_VIEWS = ['/management/audits', '/management/mail-outbox'];

beforeAll(async () => {
  d = await createDemoApp();
  await setAuthorities('hana.sato@example.com', 'COMPASS_USAGE_REPORT_VIEWER,COMPASS_USER');
  await setAuthorities('drm@example.com', 'COMPASS_USER_ADMIN,COMPASS_USER');
  await setAuthorities('nora@example.com', 'COMPASS_USER_ADMIN,COMPASS_USER');
  [admin, viewer, plain, drm, nora] = await Promise.all([
    d.as('admin@example.com'), d.as('hana.sato@example.com'), d.as('ben.ortiz@example.com'), d.as('drm@example.com'), d.as('nora@example.com', NORTHWIND),
  ]);
}, 120_000);
afterAll(async () => d?.close());

describe('administration is for ADMIN users, never under DRM (002 §6); process views for the main tenant', () => {
  it('admin 200 on every view; report viewer and plain user 403; anonymous 401; DRM admin 403', async () => {
    for (const url of [...PROCESS_VIEWS, ...TENANT_VIEWS]) {
      const r = await get(url, admin);
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['cache-control'], url).toContain('no-store');
      expect((await get(url, viewer)).statusCode, url).toBe(403);
      expect((await get(url, plain)).statusCode, url).toBe(403);
      expect((await get(url, anon)).statusCode, url).toBe(401);
      expect((await get(url, drm)).statusCode, url).toBe(403);
    }
    expect((await post('/management/loggers/ROOT', viewer, { configuredLevel: 'DEBUG' })).statusCode).toBe(403);
    expect((await post('/management/loggers/ROOT', anon, { configuredLevel: 'DEBUG' })).statusCode).toBe(401);
  });
  it('another tenant\'s administrator: its own audits and outbox, not the process views', async () => {
    for (const url of PROCESS_VIEWS) expect((await get(url, nora)).statusCode, url).toBe(403);
    for (const url of TENANT_VIEWS) expect((await get(url, nora)).statusCode, url).toBe(200);
    const principals = auditsReply.parse((await get('/management/audits?size=100', nora)).json()).map((a) => a.principal);
    expect(principals).toContain('nora@example.com');
    expect(principals).not.toContain('admin@example.com');
  });
});

describe('health: database, disk and mail', () => {
  it('UP with the three components; mail reports the local outbox', async () => {
    const h = healthReply.parse((await get('/management/health', admin)).json());
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
    const m = metricsReply.parse((await get('/management/jhimetrics', admin)).json());
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

describe('thread dump: Node\'s diagnostic report with the environment masked', () => {
  it('has the report sections and no secret values', async () => {
    process.env.BEARING_TEST_SECRET = 'sup3r-s3cret-value';
    const r = (await get('/management/threaddump', admin)).json();
    expect(r.header.nodejsVersion).toBe(process.version);
    expect(Array.isArray(r.javascriptStack?.stack) || typeof r.javascriptStack === 'object').toBe(true);
    expect(r.environmentVariables.BEARING_TEST_SECRET).toBe(MASK);
    expect(JSON.stringify(r)).not.toContain('sup3r-s3cret-value');
    delete process.env.BEARING_TEST_SECRET;
  });
});

describe('loggers: levels, set one at run time (an audit event)', () => {
  it('lists ROOT and one logger per API resource; sets and resets a level; 404 unknown; 400 bad level', async () => {
    const before = loggersReply.parse((await get('/management/loggers', admin)).json());
    expect(before.levels).toContain('DEBUG');
    expect(before.loggers.ROOT).toBeDefined();
    expect(before.loggers['bearing.api.documents']).toEqual({ configuredLevel: null, effectiveLevel: before.loggers.ROOT.effectiveLevel });
    expect((await post('/management/loggers/bearing.api.documents', admin, { configuredLevel: 'DEBUG' })).statusCode).toBe(204);
    const after = loggersReply.parse((await get('/management/loggers', admin)).json());
    expect(after.loggers['bearing.api.documents']).toEqual({ configuredLevel: 'DEBUG', effectiveLevel: 'DEBUG' });
    expect((await post('/management/loggers/bearing.api.documents', admin, { configuredLevel: null })).statusCode).toBe(204);
    expect(loggersReply.parse((await get('/management/loggers', admin)).json()).loggers['bearing.api.documents'].configuredLevel).toBeNull();
    expect((await post('/management/loggers/no.such.logger', admin, { configuredLevel: 'DEBUG' })).statusCode).toBe(404);
    const bad = await post('/management/loggers/ROOT', admin, { configuredLevel: 'LOUD' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('configuredLevel');
    const audits = auditsReply.parse((await get('/management/audits?size=100', admin)).json());
    // Newest first: the reset, then the change.
    expect(audits.filter((a) => a.type === 'LOGGER_LEVEL_CHANGED').map((a) => [a.principal, a.data])).toEqual([
      ['admin@example.com', { logger: 'bearing.api.documents', level: null }],
      ['admin@example.com', { logger: 'bearing.api.documents', level: 'DEBUG' }],
    ]);
  });
});

describe('configuration properties and environment with secrets masked', () => {
  it('masks the configuration\'s secret keys and secret-named environment variables', async () => {
    const c = configPropsReply.parse((await get('/management/configprops', admin)).json());
    expect(c.properties.cookieSecret).toBe(MASK);
    expect(c.properties.databaseUrl).toBe(MASK);
    expect(c.properties.logLevel).toBeTypeOf('string');
    process.env.SOME_API_TOKEN = 'tok-123456';
    process.env.UPSTREAM_URL = 'https://user:pa55word@upstream.example/x';
    const e = envReply.parse((await get('/management/env', admin)).json());
    const sys = e.propertySources.find((s) => s.name === 'systemEnvironment')!.properties;
    expect(sys.SOME_API_TOKEN.value).toBe(MASK);
    expect(sys.UPSTREAM_URL.value).toBe(`https://user:${MASK}@upstream.example/x`);
    expect(JSON.stringify(e)).not.toContain('pa55word');
    delete process.env.SOME_API_TOKEN;
    delete process.env.UPSTREAM_URL;
  });
});

describe('audits: date range, paging, sorting, x-total-count (002 §7)', () => {
  it('pages the tenant\'s sign-in events with the total in the header; sorts both ways; filters by date', async () => {
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
    const byPrincipal = auditsReply.parse((await get('/management/audits?size=100&sort=principal,asc', admin)).json()).map((a) => a.principal);
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

describe('mail outbox: the tenant\'s queued and sent mail, paged', () => {
  it('lists the tenant\'s mail newest first with x-total-count, not another tenant\'s', async () => {
    const now = new Date().toISOString();
    await d.db.insertInto('mail_outbox').values([
      { tenant_id: 'bearing', to_addr: 'a@example.com', cc_addr: null, subject: 'First', body: 'one', state: 'stored', error: null, created_at: '2026-01-01T00:00:00.000Z' },
      { tenant_id: 'bearing', to_addr: 'b@example.com', cc_addr: 'c@example.com', subject: 'Second', body: 'two', state: 'sent', error: null, created_at: now },
      { tenant_id: 'northwind', to_addr: 'n@example.com', cc_addr: null, subject: 'Northwind', body: 'three', state: 'stored', error: null, created_at: now },
    ]).execute();
    const r = await get('/management/mail-outbox?page=0&size=1', admin);
    expect(r.headers['x-total-count']).toBe('2');
    expect(mailOutboxReply.parse(r.json())).toEqual([expect.objectContaining({ subject: 'Second', to: 'b@example.com', cc: 'c@example.com', state: 'sent' })]);
    const n = mailOutboxReply.parse((await get('/management/mail-outbox', nora)).json());
    expect(n.map((m) => m.subject)).toEqual(['Northwind']);
    const h = healthReply.parse((await get('/management/health', admin)).json());
    expect(h.components.mail.details.outbox).toMatchObject({ stored: 2, sent: 1 });
  });
});
