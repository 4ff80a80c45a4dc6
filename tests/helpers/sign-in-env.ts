/* Test helper for sign-in: a real app on a temporary SQLite file, fixture rows, and a cookie-jar client that signs in through the provider. */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrate, openDatabase, type Db } from '../../src/server/db/database';
import { SEED_COST, hashPassword, type ScryptCost } from '../../src/server/services/passwords';

export const PASSWORD = 'right-password';
export const MAIN = 'http://localhost:8080';
export const NORTHWIND = 'http://northwind.localhost:8080';

export interface TestEnv {
  app: FastifyInstance;
  db: Db;
  ids: {
    ivy: number;
    multi: number;
    nora: number;
    ivyAccount: number;
    multiAccounts: number[];
    otherAccount: number;
    northwindAccount: number;
  };
  close(): Promise<void>;
}

/** Builds the real app on a fresh SQLite file with two tenants and a few users and accounts. */
/**
 * Passwords are stored and checked at the seed's cost unless `passwordCost` says otherwise: the
 * full cost would add ~0.4 s per sign-in and per environment (the upgrade has its own test).
 */
export async function createTestEnv(
  opts: { distDir?: string; logger?: object; env?: Record<string, string>; passwordCost?: ScryptCost } = {},
): Promise<TestEnv> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-auth-'));
  const open = await openDatabase(`sqlite:${path.join(dir, 'test.sqlite')}`);
  await migrate(open);
  const db = open.db;
  await db
    .insertInto('tenants')
    .values([
      {
        id: 'bearing',
        name: 'Bearing',
        is_main: 1,
        config_json: JSON.stringify({ title: 'Bearing Library', logo: '/icons/logo.svg' }),
      },
      { id: 'northwind', name: 'Northwind Press', is_main: 0, config_json: JSON.stringify({ title: 'Northwind Press' }) },
    ])
    .execute();
  await db
    .insertInto('tenant_hosts')
    .values([
      { host: 'localhost', tenant_id: 'bearing' },
      { host: '127.0.0.1', tenant_id: 'bearing' },
      { host: 'northwind.localhost', tenant_id: 'northwind' },
    ])
    .execute();
  const account = async (tenant_id: string, name: string, extra: Record<string, unknown> = {}) =>
    (
      await db
        .insertInto('accounts')
        .values({
          tenant_id,
          name,
          acronym: name.slice(0, 3).toUpperCase(),
          compass_point_flag: 0,
          semantic_search_flag: 0,
          custom_collection: 0,
          group_feature: 0,
          content_security: null,
          lca_accepted_at: null,
          lca_required: 0,
          settings_json: '{}',
          ...extra,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const hash = await hashPassword(PASSWORD, { cost: SEED_COST });
  const user = async (tenant_id: string, email: string, extra: Record<string, unknown> = {}) =>
    (
      await db
        .insertInto('users')
        .values({
          tenant_id,
          email,
          password_hash: hash,
          first_name: 'Ivy',
          last_name: 'Stone',
          company_name: null,
          user_type: 'INDIVIDUAL',
          lang_key: 'EN',
          authorities: '',
          auth_type: 'PWD',
          address_json: JSON.stringify({ city: 'Leeds' }),
          created_at: new Date().toISOString(),
          ...extra,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const ivyAccount = await account('bearing', 'Ivy Works', { compass_point_flag: 1, semantic_search_flag: 1, lca_required: 1 });
  const multiAccounts = [
    await account('bearing', 'Alpha Co'),
    await account('bearing', 'Beta Co'),
    await account('bearing', 'Gamma Co'),
  ];
  const otherAccount = await account('bearing', 'Outsider Ltd');
  const northwindAccount = await account('northwind', 'Northwind Readers');
  const ivy = await user('bearing', 'Ivy@Example.test', { authorities: 'COMPASS_POINT_ADMIN' });
  const multi = await user('bearing', 'multi@example.test', { first_name: 'Max', last_name: 'Multi' });
  const nora = await user('northwind', 'nora@example.test', { first_name: 'Nora', last_name: 'North' });
  await db
    .insertInto('user_entitlements')
    .values([
      { user_id: ivy, account_id: ivyAccount },
      ...multiAccounts.map((account_id) => ({ user_id: multi, account_id })),
      { user_id: nora, account_id: northwindAccount },
    ])
    .execute();

  // Tests seed and index in the server's own process: no overload refusals unless a test asks.
  const config = {
    ...loadConfig({ DATA_DIR: dir, MAX_EVENT_LOOP_DELAY_MS: '0', ...opts.env }),
    distDir: opts.distDir ?? path.join(dir, 'no-dist'),
  };
  const app = await buildApp({
    config,
    db,
    dialect: 'sqlite',
    logger: opts.logger ?? false,
    passwordCost: opts.passwordCost ?? SEED_COST,
  });
  await app.ready();
  return {
    app,
    db,
    ids: { ivy, multi, nora, ivyAccount, multiAccounts, otherAccount, northwindAccount },
    async close() {
      await app.close();
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
}

/** A browser stand-in for one origin: keeps cookies and follows the provider's redirects by hand. */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly host: string;
  /** The peer address the server sees (loopback, a trusted proxy, unless a test says otherwise). */
  remoteAddress = '127.0.0.1';
  constructor(
    private app: FastifyInstance,
    readonly origin: string,
  ) {
    this.host = new URL(origin).host;
  }

  /**
   * `headers` adds to or replaces what a browser sends; by default the request comes from a page
   * of this origin (Sec-Fetch-Site: same-origin), as the app's own navigations do.
   */
  async request(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
    headers: Record<string, string | undefined> = {},
  ) {
    const u = new URL(url, this.origin);
    const all: Record<string, string | undefined> = {
      host: this.host,
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'sec-fetch-site': 'same-origin',
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...headers,
    };
    const res = await this.app.inject({
      method,
      remoteAddress: this.remoteAddress,
      url: u.pathname + u.search,
      headers: Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== undefined)),
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      if ((c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  /** Follows redirects within this origin until a page or a redirect elsewhere (e.g. the callback). */
  async follow(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
    headers: Record<string, string | undefined> = {},
  ) {
    let res = await this.request(method, url, form, headers);
    for (let i = 0; i < 10 && res.statusCode >= 300 && res.statusCode < 400; i++) {
      const next = new URL(String(res.headers.location), this.origin);
      if (next.origin !== this.origin || next.pathname === '/implicit/callback' || next.pathname === '/') break;
      // A redirect keeps what the browser said of the request that started it (Sec-Fetch-Site).
      res = await this.request('GET', next.pathname + next.search, undefined, headers);
    }
    return res;
  }
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The authorize URL auth0-spa-js 2.27 builds (audience, offline_access, PKCE S256). */
export function authorizeUrl(origin: string, tenantId: string, challenge: string): string {
  const q = new URLSearchParams({
    client_id: `bearing-${tenantId}`,
    redirect_uri: `${origin}/implicit/callback`,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid profile email offline_access',
    audience: `${origin}/api`,
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `/authorize?${q}`;
}

/** Opens the sign-in page; returns the browser and the page's form action. */
export async function openSignIn(app: FastifyInstance, origin: string, tenantId: string, browser = new Browser(app, origin)) {
  const { verifier, challenge } = pkce();
  const page = await browser.follow('GET', authorizeUrl(origin, tenantId, challenge));
  const action = /action="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return { browser, page, action, verifier };
}

/** Token endpoint call with a form body, as the library sends it. */
export async function tokenRequest(app: FastifyInstance, origin: string, form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      host: new URL(origin).host,
      'content-type': 'application/x-www-form-urlencoded',
      'auth0-client': 'eyJuYW1lIjoiYXV0aDAtc3BhLWpzIn0=',
    },
    payload: new URLSearchParams(form).toString(),
  });
}

/** The whole authorization-code + PKCE flow through the sign-in form; returns the browser and tokens. */
export async function signIn(app: FastifyInstance, origin: string, tenantId: string, email: string, password = PASSWORD) {
  const { browser, action, verifier } = await openSignIn(app, origin, tenantId);
  const callback = await browser.follow('POST', action, { email, password });
  const location = new URL(String(callback.headers.location), origin);
  const code = location.searchParams.get('code');
  if (callback.statusCode !== 303 || !code)
    throw new Error(
      `sign-in did not reach the callback: ${callback.statusCode} ${callback.headers.location ?? callback.body.slice(0, 300)}`,
    );
  const res = await tokenRequest(app, origin, {
    grant_type: 'authorization_code',
    client_id: `bearing-${tenantId}`,
    code,
    code_verifier: verifier,
    redirect_uri: `${origin}/implicit/callback`,
  });
  if (res.statusCode !== 200) throw new Error(`token request failed: ${res.statusCode} ${res.body}`);
  return { browser, tokens: res.json() as Tokens, callback: location };
}

export const bearer = (origin: string, token: string) => ({ host: new URL(origin).host, authorization: `Bearer ${token}` });
