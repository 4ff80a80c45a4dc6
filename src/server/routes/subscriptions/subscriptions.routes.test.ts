import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import { subscriptionsReply } from '../../../api/subscriptions';

/* The subscription calls of 000 §7 and the home groups "subscriptions (marketplace and your)" of 000 §3. */

let d: DemoApp;
beforeAll(async () => {
  d = await createDemoApp();
}, 120_000);
afterAll(async () => d?.close());

const list = async (url: string, headers: Record<string, string>) => {
  const res = await d.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return subscriptionsReply.parse(res.json());
};

describe("000 §3 home subscriptions: the account's own, and the marketplace of what the tenant offers beside them", () => {
  it("the session list holds the account's own subscriptions only", async () => {
    const ivy = await d.as('ivy@example.com');
    const own = await list('/api/user-subscriptions/current-user/subscriptions', ivy);
    expect(own.length).toBeGreaterThan(1);
    expect(own.every((s) => s.marketplace === undefined)).toBe(true);
  });
  it('the home list adds every other collection of the tenant, marked marketplace, after the own ones', async () => {
    const ivy = await d.as('ivy@example.com');
    const own = await list('/api/user-subscriptions/current-user/subscriptions', ivy);
    const all = await list('/api/user-subscriptions/current-user', ivy);
    const products = await d.db.selectFrom('subscription_products').select('id').execute();
    expect(all.filter((s) => !s.marketplace).map((s) => s.id)).toEqual(own.map((s) => s.id));
    const market = all.filter((s) => s.marketplace);
    expect(market.length).toBe(products.length - own.length);
    expect(market.some((m) => own.some((o) => o.id === m.id))).toBe(false);
    expect(all.findIndex((s) => s.marketplace)).toBe(own.length);
  });
  it("a publisher tenant offers only its own publisher's collections", async () => {
    const nora = await d.as('nora@example.com', NORTHWIND);
    const all = await list('/api/user-subscriptions/current-user', nora);
    const nwp = await d.db
      .selectFrom('subscription_products')
      .innerJoin('publishers', 'publishers.id', 'subscription_products.publisher_id')
      .select('subscription_products.id')
      .where('publishers.code', '=', 'NWP')
      .execute();
    expect(all.map((s) => s.id).sort()).toEqual(nwp.map((r) => r.id).sort());
  });
});
