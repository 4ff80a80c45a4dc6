import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../api/errors';
import { createTestEnv, type TestEnv } from '../../../tests/helpers/sign-in-env';
import { serviceContext, signedIn } from '../../../tests/helpers/service-context';
import { createLicence, validateLicence } from './licence';
import { requireAccount } from './session';

/* Services take a context, not the request: the licence agreement's rules tried without HTTP. */

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

describe('an account that must accept the licence agreement is asked until it does, and the acceptance is audited', () => {
  it('asks, accepts, then no longer asks', async () => {
    const ctx = serviceContext(env.app, { auth: signedIn(env.ids.ivy) });
    expect((await validateLicence(ctx)).responseData.value.accepted).toBe(false);
    expect(await createLicence(ctx)).toEqual({ accepted: true });
    expect((await validateLicence(ctx)).responseData.value.accepted).toBe(true);
    const audit = await env.db
      .selectFrom('audit_events')
      .select(['type', 'user_id'])
      .where('type', '=', 'LICENCE_ACCEPTED')
      .executeTakeFirst();
    expect(audit).toEqual({ type: 'LICENCE_ACCEPTED', user_id: env.ids.ivy });
  });
});

describe('a service refuses a caller it does not know, as the routes do', () => {
  it('401 without a signed-in caller, and for a caller of another tenant', async () => {
    await expect(validateLicence(serviceContext(env.app))).rejects.toMatchObject({
      statusCode: 401,
      message: ErrorCode.unauthorized,
    });
    await expect(
      validateLicence(
        serviceContext(env.app, {
          auth: signedIn(env.ids.nora, {
            id: 'northwind',
            name: 'Northwind Press',
            isMain: false,
            config: {},
            origin: 'http://northwind.localhost:8080',
          }),
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 401 });
  });
  it('403 "account id not exist" for a user of several accounts who has chosen none (000 §4)', async () => {
    await expect(requireAccount(serviceContext(env.app, { auth: signedIn(env.ids.multi) }))).rejects.toMatchObject({
      statusCode: 403,
      message: ErrorCode.accountIdNotExist,
    });
  });
});
