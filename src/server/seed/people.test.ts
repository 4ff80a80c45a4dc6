import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { migrate, openDatabase, type OpenDatabase } from '../db/database';
import { verifyPassword } from '../services/passwords';
import { externalUrlsReply, tenantConfig } from '../../api/tenant';
import { seedDemo } from './seed';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-people-'));
let open: OpenDatabase;

beforeAll(async () => {
  open = await openDatabase(`sqlite:${path.join(tmp, 'p.sqlite')}`);
  await migrate(open);
  await seedDemo(open.db, { documents: 20, filesDir: path.join(tmp, 'files'), files: false });
});

afterAll(async () => {
  await open.db.destroy();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function userWithAccounts(email: string) {
  const user = await open.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  const accounts = await open.db
    .selectFrom('user_entitlements')
    .innerJoin('accounts', 'accounts.id', 'user_entitlements.account_id')
    .selectAll('accounts')
    .where('user_entitlements.user_id', '=', user.id)
    .orderBy('accounts.id')
    .execute();
  const subs = async (accountId: number) =>
    (
      await open.db
        .selectFrom('account_subscriptions')
        .innerJoin('subscription_products', 'subscription_products.id', 'account_subscriptions.product_id')
        .select('search_key')
        .where('account_id', '=', accountId)
        .execute()
    ).map((r) => r.search_key);
  return { user, accounts, account: accounts[0], subs };
}

describe('Tenants are data: hosts and configuration', () => {
  it('maps the demo hosts to the main and the white-label tenant', async () => {
    const hosts = await open.db.selectFrom('tenant_hosts').selectAll().orderBy('host').execute();
    expect(hosts).toEqual([
      { host: '127.0.0.1', tenant_id: 'bearing' },
      { host: 'localhost', tenant_id: 'bearing' },
      { host: 'northwind.localhost', tenant_id: 'northwind' },
    ]);
  });

  it('stores configurations the tenant contract accepts once the server adds the per-request fields', async () => {
    const rows = await open.db.selectFrom('tenants').selectAll().orderBy('id').execute();
    const schema = z.catchall(
      z.extend(z.omit(tenantConfig, { tenantId: true, tenantName: true, isMainTenant: true, identityProvider: true }), {
        externalUrls: externalUrlsReply,
      }),
      z.never(),
    );
    const [bearing, northwind] = rows.map((r) => ({ ...r, config: schema.parse(JSON.parse(r.config_json)) }));
    expect(bearing).toMatchObject({ id: 'bearing', name: 'Bearing', is_main: 1 });
    expect(bearing.config.features).toHaveLength(9);
    expect(bearing.config.ownPublisherCode).toBeNull();
    expect(northwind).toMatchObject({ id: 'northwind', name: 'Northwind Press', is_main: 0 });
    expect(northwind.config.ownPublisherCode).toBe('NWP');
    for (const f of ['show-tracker', 'content-share', 'compass-point', 'enable_compass_points'])
      expect(northwind.config.features).not.toContain(f);
  });
});

describe('Demo users exist per the sign-in table', () => {
  it('signs everyone in with the demo password', async () => {
    const { user } = await userWithAccounts('ivy@example.com');
    expect(await verifyPassword('bearing-demo', user.password_hash)).toBe(true);
    expect(await verifyPassword('wrong', user.password_hash)).toBe(false);
  });

  it('gives Ivy an individual account with compass points, semantic search, groups and collections', async () => {
    const { user, account, subs } = await userWithAccounts('ivy@example.com');
    expect(user).toMatchObject({
      first_name: 'Ivy',
      last_name: 'Larsen',
      user_type: 'INDIVIDUAL',
      tenant_id: 'bearing',
      lang_key: 'EN',
    });
    expect(account).toMatchObject({
      compass_point_flag: 1,
      semantic_search_flag: 1,
      group_feature: 1,
      custom_collection: 1,
      lca_required: 0,
    });
    expect((await subs(account.id)).length).toBeGreaterThanOrEqual(3);
    const colleagues = await open.db
      .selectFrom('user_entitlements')
      .where('account_id', '=', account.id)
      .select('user_id')
      .execute();
    expect(colleagues.length).toBeGreaterThanOrEqual(4);
  });

  it('makes Carl a company user of Carrow Engineering Ltd with the flags off', async () => {
    const { user, account, subs } = await userWithAccounts('carl@example.com');
    expect(user).toMatchObject({ user_type: 'COMPANY', company_name: 'Carrow Engineering Ltd' });
    expect(account).toMatchObject({
      name: 'Carrow Engineering Ltd',
      acronym: 'CEL',
      compass_point_flag: 0,
      semantic_search_flag: 0,
      group_feature: 0,
      custom_collection: 0,
    });
    expect((await subs(account.id)).length).toBeGreaterThanOrEqual(2);
  });

  it('gives the administrators their authorities', async () => {
    expect((await userWithAccounts('admin@example.com')).user.authorities).toBe(
      'COMPASS_USER_ADMIN,COMPASS_USAGE_REPORT_VIEWER,COMPASS_USER',
    );
    const cp = await userWithAccounts('cpadmin@example.com');
    expect(cp.user.authorities).toBe('COMPASS_POINT_ADMIN,COMPASS_USER');
    expect(cp.account.compass_point_flag).toBe(1);
  });

  it('makes Opal the platform operator: main tenant, no customer account', async () => {
    const ops = await userWithAccounts('ops@example.com');
    expect(ops.user).toMatchObject({ tenant_id: 'bearing', authorities: 'PLATFORM_OPERATOR', company_name: null });
    expect(ops.accounts).toEqual([]);
    expect(await verifyPassword('bearing-demo', ops.user.password_hash)).toBe(true);
  });

  it('covers DRM viewing, several accounts and the licence agreement', async () => {
    expect((await userWithAccounts('drm@example.com')).account.content_security).toBe('drm-view');
    const multi = await userWithAccounts('multi@example.com');
    expect(multi.accounts).toHaveLength(3);
    for (const a of multi.accounts) expect(a.tenant_id).toBe('bearing');
    expect((await userWithAccounts('lca@example.com')).account).toMatchObject({ lca_required: 1, lca_accepted_at: null });
    const others = await open.db.selectFrom('accounts').select('name').where('lca_required', '=', 1).execute();
    expect(others).toHaveLength(1);
  });

  it('puts Nora on the Northwind tenant with a Northwind Press subscription', async () => {
    const nora = await userWithAccounts('nora@example.com');
    expect(nora.user).toMatchObject({ tenant_id: 'northwind', user_type: 'INDIVIDUAL' });
    expect(nora.account.tenant_id).toBe('northwind');
    expect(await nora.subs(nora.account.id)).toEqual(['NWP']);
  });

  it('gives every user a full address', async () => {
    for (const u of await open.db.selectFrom('users').select('address_json').execute()) {
      expect(Object.keys(JSON.parse(u.address_json)).sort()).toEqual([
        'address1',
        'city',
        'country',
        'phone',
        'postalCode',
        'state',
      ]);
    }
  });
});
