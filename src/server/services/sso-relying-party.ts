import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import type { AccountFederation } from '../repositories/account-federations';

/*
 * Bearing's provider as the relying party of an account's own OpenID provider, with
 * openid-client: discovery, authorization code with PKCE, state and nonce, ID token checks.
 */

const CONFIG_TTL_MS = 10 * 60_000;

interface CachedConfig {
  at: number;
  clientId: string;
  clientSecret: string;
  config: Promise<oidc.Configuration>;
}

/*
 * Discovered configurations, per server and then per federation (account and issuer). Per server:
 * a configuration fetches through the app it was made for (embeddedFetch), so another app in the
 * same process (a restarted app, a test's) must never be handed it. Keyed by the root's HTTP
 * server, which every encapsulated child instance of one Fastify app shares. Per federation, one
 * entry, replaced as soon as the account's client id or secret differs from the one it was made
 * with: an administrator's new secret takes effect on the next sign-in, and no old secret stays.
 */
const configsByServer = new WeakMap<object, Map<string, CachedConfig>>();

function configsOf(app: FastifyInstance): Map<string, CachedConfig> {
  let configs = configsByServer.get(app.server);
  if (!configs) configsByServer.set(app.server, (configs = new Map()));
  return configs;
}

/**
 * The embedded company IdP is served by this very process on a host only the browser resolves
 * (*.localhost): the server reaches it in-process, through the same routes a browser uses.
 */
function embeddedFetch(app: FastifyInstance): oidc.CustomFetch {
  return async (url, options) => {
    const u = new URL(url);
    if (!app.companyIdp || u.hostname !== app.companyIdp.host) return fetch(url, options as RequestInit);
    const body = options.body instanceof URLSearchParams ? options.body.toString() : options.body;
    const res = await app.inject({
      method: options.method as 'GET',
      url: `${u.pathname}${u.search}`,
      headers: { ...options.headers, host: u.host },
      payload: body as string | Buffer | undefined,
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers))
      if (v !== undefined) for (const one of [v].flat()) headers.append(k, String(one));
    return new Response([204, 304].includes(res.statusCode) ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}

/** The issuer's discovered configuration with this federation's client, cached a few minutes per app. */
export function relyingParty(app: FastifyInstance, f: AccountFederation): Promise<oidc.Configuration> {
  const configs = configsOf(app);
  const key = `${f.account_id} ${f.issuer}`;
  const hit = configs.get(key);
  if (hit && hit.clientId === f.client_id && hit.clientSecret === f.client_secret && Date.now() - hit.at < CONFIG_TTL_MS)
    return hit.config;
  const issuer = new URL(f.issuer);
  // Plain http only for an issuer on this machine (the embedded IdP); a customer's IdP uses https.
  const local = issuer.protocol === 'http:' && (issuer.hostname === 'localhost' || issuer.hostname.endsWith('.localhost'));
  const config = oidc
    .discovery(issuer, f.client_id, undefined, oidc.ClientSecretBasic(f.client_secret), {
      [oidc.customFetch]: embeddedFetch(app),
      ...(local ? { execute: [oidc.allowInsecureRequests] } : {}),
    })
    .then((c) => {
      c[oidc.customFetch] = embeddedFetch(app);
      return c;
    });
  const entry: CachedConfig = { at: Date.now(), clientId: f.client_id, clientSecret: f.client_secret, config };
  // A failed discovery is not kept: the next sign-in tries again (unless a newer entry replaced it).
  config.catch(() => {
    if (configs.get(key) === entry) configs.delete(key);
  });
  configs.set(key, entry);
  return config;
}

/** What the browser carries from the start of a company sign-in to its callback. */
export interface SsoPending {
  /** The Bearing sign-in interaction this company sign-in finishes. */
  uid: string;
  accountId: number;
  state: string;
  nonce: string;
  verifier: string;
  exp: number;
}

export const SSO_COOKIE = 'bearing-sso';
const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`sso:${body}`).digest('base64url');

/** The pending sign-in as a signed cookie value: the callback trusts only what this server wrote. */
export function sealPending(secret: string, p: SsoPending): string {
  const body = Buffer.from(JSON.stringify(p)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export function openPending(secret: string, value: string | undefined, now = Date.now()): SsoPending | null {
  const [body, mac] = (value ?? '').split('.');
  if (!body || !mac) return null;
  const want = Buffer.from(sign(secret, body));
  const got = Buffer.from(mac);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  try {
    const p = JSON.parse(Buffer.from(body, 'base64url').toString()) as SsoPending;
    return p.exp > now ? p : null;
  } catch {
    return null;
  }
}

/** The authorization request to the company IdP, with a fresh PKCE verifier, state and nonce. */
export async function startCompanySignIn(config: oidc.Configuration, redirectUri: string, loginHint?: string) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
  return { url, verifier, state, nonce };
}

/** Redeems the code: the state, the nonce, the PKCE verifier and the ID token are all checked. */
export async function finishCompanySignIn(config: oidc.Configuration, currentUrl: URL, p: SsoPending) {
  const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: p.verifier,
    expectedState: p.state,
    expectedNonce: p.nonce,
    idTokenExpected: true,
  });
  return tokens.claims() ?? {};
}
