/* Test helpers for sign-in without a password: company accounts with address ranges, and the authorization-code flow from any browser. */
import type { FastifyInstance } from 'fastify';
import type { TestEnv } from './sign-in-env';
import { Browser, PASSWORD, authorizeUrl, bearer, pkce, tokenRequest, type Tokens } from './sign-in-env';
import { SEED_COST, hashPassword } from '../../src/server/services/passwords';
import { normaliseCidr } from '../../src/server/services/access/ip-ranges';

/** A company account (with its company user) holding `ranges`, address sign-in on or off. */
export async function addCompanyAccount(
  env: TestEnv,
  o: { name: string; email: string; ipEnabled: boolean; ranges: string[]; tenant?: string },
) {
  const tenant = o.tenant ?? 'bearing';
  const accountId = (
    await env.db
      .insertInto('accounts')
      .values({
        tenant_id: tenant,
        name: o.name,
        acronym: o.name.slice(0, 3).toUpperCase(),
        compass_point_flag: 0,
        semantic_search_flag: 0,
        custom_collection: 0,
        group_feature: 0,
        content_security: null,
        lca_accepted_at: null,
        lca_required: 0,
        settings_json: '{}',
        ip_access_enabled: o.ipEnabled ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const userId = (
    await env.db
      .insertInto('users')
      .values({
        tenant_id: tenant,
        email: o.email,
        password_hash: await hashPassword(PASSWORD, { cost: SEED_COST }),
        first_name: o.name,
        last_name: '',
        company_name: o.name,
        user_type: 'COMPANY',
        lang_key: 'EN',
        authorities: '',
        auth_type: 'PWD',
        address_json: '{}',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await env.db.insertInto('user_entitlements').values({ user_id: userId, account_id: accountId }).execute();
  if (o.ranges.length)
    await env.db
      .insertInto('account_ip_ranges')
      .values(o.ranges.map((cidr) => ({ account_id: accountId, cidr: normaliseCidr(cidr) })))
      .execute();
  return { accountId, userId };
}

/**
 * Starts the app's authorization request in `browser` and follows it: either it reaches the
 * callback without a form (then the code is exchanged) or it stops at a page (the sign-in form).
 */
export async function authorizeFrom(
  app: FastifyInstance,
  browser: Browser,
  headers: Record<string, string> = {},
  extra: Record<string, string> = {},
  tenant = 'bearing',
) {
  const { verifier, challenge } = pkce();
  const url =
    authorizeUrl(browser.origin, tenant, challenge) + (Object.keys(extra).length ? `&${new URLSearchParams(extra)}` : '');
  return finish(app, browser, await browser.follow('GET', url, undefined, headers), verifier, tenant);
}

/** Posts the sign-in form of `page` as `email` in the same browser, and finishes the flow. */
export async function submitForm(
  app: FastifyInstance,
  browser: Browser,
  page: { body: string },
  verifier: string,
  email: string,
  headers: Record<string, string> = {},
) {
  const action = /action="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return finish(app, browser, await browser.follow('POST', action, { email, password: PASSWORD }, headers), verifier);
}

async function finish(
  app: FastifyInstance,
  browser: Browser,
  res: Awaited<ReturnType<Browser['follow']>>,
  verifier: string,
  tenant = 'bearing',
) {
  const location = res.headers.location ? new URL(String(res.headers.location), browser.origin) : null;
  const code = location?.pathname === '/implicit/callback' ? location.searchParams.get('code') : null;
  if (!code) return { page: res, tokens: null, verifier };
  const token = await tokenRequest(app, browser.origin, {
    grant_type: 'authorization_code',
    client_id: `bearing-${tenant}`,
    code,
    code_verifier: verifier,
    redirect_uri: `${browser.origin}/implicit/callback`,
  });
  if (token.statusCode !== 200) throw new Error(`token request failed: ${token.statusCode} ${token.body}`);
  return { page: res, tokens: token.json() as Tokens, verifier };
}

/** GET login/api/v1/authenticationData and api/account for a token. */
export async function sessionOf(app: FastifyInstance, origin: string, accessToken: string) {
  const auth = await app.inject({ method: 'GET', url: '/login/api/v1/authenticationData', headers: bearer(origin, accessToken) });
  const account = await app.inject({ method: 'GET', url: '/api/account', headers: bearer(origin, accessToken) });
  return { auth: auth.json(), account: account.json() };
}
