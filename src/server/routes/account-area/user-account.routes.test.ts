import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN, NORTHWIND, createDemoApp, type DemoApp } from '../../../../tests/helpers/demo-app';
import { USER_ACCOUNTS_PATH, metaDataPath } from '../../../api/user-account';

let demo: DemoApp;
beforeAll(async () => {
  demo = await createDemoApp();
});
afterAll(async () => {
  await demo?.close();
});

const put = async (email: string | null, payload: object, origin = MAIN) =>
  demo.app.inject({
    method: 'PUT',
    url: USER_ACCOUNTS_PATH,
    headers: email ? await demo.as(email, origin) : { host: 'localhost:8080' },
    payload,
  });
const account = async (email: string, origin = MAIN) =>
  (await demo.app.inject({ method: 'GET', url: '/api/account', headers: await demo.as(email, origin) })).json();
const userId = async (email: string) =>
  (await demo.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

const address = {
  address1: '12 Quay Road',
  address2: 'Unit 4',
  city: 'Portland',
  postalCode: '97201',
  country: 'US',
  state: 'OR',
  mobile: '+1 555 0199',
};

describe("Save my account: the caller's own address and phone, shown by GET api/account (002 §2, §7)", () => {
  it('saves every field for a US address and answers the saved profile', async () => {
    const res = await put('ivy@example.com', address);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toMatchObject({
      firstName: 'Ivy',
      address1: '12 Quay Road',
      address2: 'Unit 4',
      city: 'Portland',
      state: 'OR',
      country: 'US',
      postalCode: '97201',
      phone: '+1 555 0199',
    });
    expect((await account('ivy@example.com')).userAccounts).toMatchObject({
      city: 'Portland',
      state: 'OR',
      phone: '+1 555 0199',
    });
  });

  it('takes only the address fields: name, e-mail and company stay as they are', async () => {
    const res = await put('ivy@example.com', { ...address, firstName: 'Mallory', email: 'x@evil.test', companyName: 'Evil' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Ivy', email: 'ivy@example.com' });
  });

  it('records the change in the audit list', async () => {
    await put('ivy@example.com', address);
    const rows = await demo.db
      .selectFrom('audit_events')
      .selectAll()
      .where('type', '=', 'PROFILE_UPDATED')
      .where('user_id', '=', await userId('ivy@example.com'))
      .execute();
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('State only for US: any other country saves the state empty (002 §5)', () => {
  it('drops the state sent with a country other than US', async () => {
    const res = await put('owen.hale@example.com', {
      ...address,
      country: 'GB',
      state: 'OR',
      city: 'Leeds',
      postalCode: 'LS1 4AP',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ country: 'GB', state: '' });
    expect((await account('owen.hale@example.com')).userAccounts).toMatchObject({
      country: 'GB',
      state: '',
      postalCode: 'LS1 4AP',
    });
  });

  it('allows no fields at all (no required-field checks)', async () => {
    const res = await put('owen.hale@example.com', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ address1: '', country: '', state: '', phone: '' });
  });
});

describe('Validation: clear field errors, nothing written (000 §8)', () => {
  it('refuses over-long fields and bad formats with a field error per field', async () => {
    const before = (await account('ivy@example.com')).userAccounts;
    const res = await put('ivy@example.com', { ...address, address1: 'x'.repeat(256), mobile: 'call me', postalCode: '<b>' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fieldErrors.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['address1', 'mobile', 'postalCode']);
    expect((await account('ivy@example.com')).userAccounts).toEqual(before);
  });

  it('refuses an unknown country or US state code by name', async () => {
    const country = await put('ivy@example.com', { ...address, country: 'QQ' });
    expect(country.statusCode).toBe(400);
    expect(country.json().fieldErrors).toEqual([{ objectName: 'userAccount', field: 'country', message: 'UnknownOption' }]);
    const state = await put('ivy@example.com', { ...address, state: 'ZZ' });
    expect(state.json().fieldErrors).toEqual([{ objectName: 'userAccount', field: 'state', message: 'UnknownOption' }]);
  });
});

describe('Only the user themself changes their profile (002 §6)', () => {
  it('refuses an id of another user of the same account, of another account and of another tenant', async () => {
    for (const other of ['owen.hale@example.com', 'carl@example.com', 'nora@example.com']) {
      const res = await put('ivy@example.com', { ...address, id: await userId(other), city: 'Hijacked' });
      expect(res.statusCode).toBe(403);
    }
    for (const other of ['owen.hale@example.com', 'carl@example.com'])
      expect((await account(other)).userAccounts.city).not.toBe('Hijacked');
    expect((await account('nora@example.com', NORTHWIND)).userAccounts.city).not.toBe('Hijacked');
  });

  it("accepts the caller's own id", async () => {
    expect((await put('ivy@example.com', { ...address, id: await userId('ivy@example.com') })).statusCode).toBe(200);
  });

  it('answers 401 to an anonymous caller, before validating the body', async () => {
    expect((await put(null, { address1: 'x'.repeat(999) })).statusCode).toBe(401);
  });

  it('lets a company user and a white-label tenant user save their own profile', async () => {
    expect((await put('carl@example.com', { ...address, country: 'GB', state: '' })).statusCode).toBe(200);
    expect((await put('nora@example.com', { ...address, country: 'CA', state: 'NS' }, NORTHWIND)).json()).toMatchObject({
      country: 'CA',
      state: '',
    });
  });
});

describe('Country and state options {id, code, value} (002 §3, §7)', () => {
  it('lists the countries with US among them, and the US states', async () => {
    const headers = await demo.as('ivy@example.com');
    const countries = (await demo.app.inject({ method: 'GET', url: metaDataPath('COUNTRY'), headers })).json();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual(expect.objectContaining({ code: 'US', value: 'United States' }));
    expect(new Set(countries.map((c: { id: number }) => c.id)).size).toBe(countries.length);
    const states = (await demo.app.inject({ method: 'GET', url: metaDataPath('STATE'), headers })).json();
    expect(states).toHaveLength(51);
    expect(states).toContainEqual(expect.objectContaining({ code: 'OR', value: 'Oregon' }));
  });

  it('answers 400 for an unknown type and 401 when anonymous', async () => {
    expect(
      (await demo.app.inject({ method: 'GET', url: '/api/meta-data/type/PLANET', headers: await demo.as('ivy@example.com') }))
        .statusCode,
    ).toBe(400);
    expect(
      (await demo.app.inject({ method: 'GET', url: metaDataPath('COUNTRY'), headers: { host: 'localhost:8080' } })).statusCode,
    ).toBe(401);
  });
});
