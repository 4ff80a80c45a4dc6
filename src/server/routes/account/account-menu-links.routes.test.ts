import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_CONFIG_PATH } from '../../../api/tenant';
import { createDemoApp, MAIN, type DemoApp } from '../../../../tests/helpers/demo-app';

let demo: DemoApp;
beforeAll(async () => {
  demo = await createDemoApp();
});
afterAll(async () => {
  await demo?.close();
});

describe('My Account is the in-app profile unless the tenant sets a profile-management link (000 §2.5)', () => {
  it("gives a plain user of the main tenant no profile link, though the tenant's user management is on", async () => {
    const res = await demo.app.inject({ method: 'GET', url: '/api/account', headers: await demo.as('ivy@example.com') });
    expect(res.statusCode).toBe(200);
    expect(res.json().profileManagementUrl).toBeNull();
  });
  it('gives the profile-management link the tenant sets, and only that', async () => {
    const row = await demo.db.selectFrom('tenants').select('config_json').where('id', '=', 'bearing').executeTakeFirstOrThrow();
    const config = JSON.parse(row.config_json) as Record<string, unknown>;
    expect(config.userManagement).toMatchObject({ enable: true, url: '/admin/users' });
    await demo.db
      .updateTable('tenants')
      .set({ config_json: JSON.stringify({ ...config, profileManagementUrl: 'https://profile.bearing.example/' }) })
      .where('id', '=', 'bearing')
      .execute();
    try {
      demo.app.tenants.forget();
      const res = await demo.app.inject({ method: 'GET', url: '/api/account', headers: await demo.as('admin@example.com') });
      expect(res.json().profileManagementUrl).toBe('https://profile.bearing.example/');
    } finally {
      await demo.db.updateTable('tenants').set({ config_json: row.config_json }).where('id', '=', 'bearing').execute();
      demo.app.tenants.forget();
    }
  });
});

describe("Organisation Account needs the tenant's own account-area address (000 §2.5)", () => {
  it('names no account area for the demo tenants, so the menu has no entry that would reach the central login', async () => {
    const res = await demo.app.inject({ method: 'POST', url: TENANT_CONFIG_PATH, headers: { host: new URL(MAIN).host } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accountAreaUrl: null, profileManagementUrl: null, clUrl: '/central-login' });
  });
});
