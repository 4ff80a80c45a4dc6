import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteTestDatabase, type TestDatabase } from '../../../tests/helpers/databases';
import { createDemoApp, type DemoApp } from '../../../tests/helpers/demo-app';
import { buildApp } from '../app';
import { getKeyValue } from '../repositories/key-values';
import { COOKIE_SECRET_KEY, loadCookieSecret } from './shared-secrets';

/* The cookie secret is the same on every node: COOKIE_SECRET, else one stored in the database. */

describe('loadCookieSecret', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await sqliteTestDatabase();
  });
  afterAll(async () => t?.cleanup());

  it('generates one secret for nodes starting together, keeps it, and lets COOKIE_SECRET win', async () => {
    const [a, b, c] = await Promise.all([
      loadCookieSecret(t.db, null),
      loadCookieSecret(t.db, null),
      loadCookieSecret(t.db, null),
    ]);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(new Set([a, b, c]).size).toBe(1);
    expect(await getKeyValue(t.db, COOKIE_SECRET_KEY)).toBe(a);
    expect(await loadCookieSecret(t.db, null)).toBe(a);
    expect(await loadCookieSecret(t.db, 'from-the-environment')).toBe('from-the-environment');
    expect(await getKeyValue(t.db, COOKIE_SECRET_KEY)).toBe(a);
  });
});

describe('a signed link made on one node opens on another', () => {
  let d: DemoApp;
  beforeAll(async () => {
    d = await createDemoApp();
  }, 120_000);
  afterAll(async () => d?.close());

  it('the usage dashboard address from node 1 is accepted by node 2 started without COOKIE_SECRET', async () => {
    const admin = await d.as('admin@example.com');
    const r = await d.app.inject({
      method: 'GET',
      url: '/api/usage-report/embed-url?dashboardId=usage-overview',
      headers: admin,
    });
    expect(r.statusCode).toBe(200);
    const url = new URL(r.json().EmbedUrl);
    const second = await buildApp({
      config: { ...d.app.config, cookieSecret: null },
      db: d.db,
      dialect: 'sqlite',
      logger: false,
      passwordCost: d.app.passwordCost,
    });
    try {
      expect(second.config.cookieSecret).toBe(d.app.config.cookieSecret);
      const page = await second.inject({ method: 'GET', url: url.pathname + url.search, headers: { host: url.host } });
      expect(page.statusCode).toBe(200);
      // A node with its own COOKIE_SECRET does not accept it: the secret is what signs it.
      const other = await buildApp({
        config: { ...d.app.config, cookieSecret: 'another-secret' },
        db: d.db,
        dialect: 'sqlite',
        logger: false,
        passwordCost: d.app.passwordCost,
      });
      try {
        expect(
          (await other.inject({ method: 'GET', url: url.pathname + url.search, headers: { host: url.host } })).statusCode,
        ).toBe(403);
      } finally {
        await other.close();
      }
    } finally {
      await second.close();
    }
  });
});
