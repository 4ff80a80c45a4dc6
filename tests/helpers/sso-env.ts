import type { FastifyInstance } from 'fastify';
import { Browser, MAIN, NORTHWIND, openSignIn, tokenRequest, type Tokens } from './sign-in-env';

/* Single sign-on through the embedded company IdP: two browsers' worth of cookies, one per host. */

export const IDP = 'http://idp.localhost:8080';

/** A tenant's host as a browser signs in on it. */
export interface SsoTenant {
  origin: string;
  tenantId: string;
}

export const MAIN_TENANT: SsoTenant = { origin: MAIN, tenantId: 'bearing' };
export const NORTHWIND_TENANT: SsoTenant = { origin: NORTHWIND, tenantId: 'northwind' };

/** The tenant's sign-in page, the company e-mail typed, up to the IdP's answer on the tenant's callback (not yet followed). */
export async function toCompanyIdp(app: FastifyInstance, email: string, password: string, at: SsoTenant = MAIN_TENANT) {
  const { browser: bearing, action, verifier } = await openSignIn(app, at.origin, at.tenantId);
  const toIdp = await bearing.request('POST', action, { email, password: '' });
  const idp = new Browser(app, IDP);
  const idpPage = await idp.follow('GET', String(toIdp.headers.location));
  const idpAction = /action="([^"]+)"/.exec(idpPage.body)?.[1] ?? '';
  const back = await idp.follow('POST', idpAction, { email, password }, { 'sec-fetch-site': 'same-origin' });
  return { bearing, idp, toIdp, idpPage, back, callback: new URL(String(back.headers.location ?? ''), at.origin), verifier };
}

/** The whole company sign-in on a tenant's host, ending with that tenant's tokens. */
export async function ssoSignIn(
  app: FastifyInstance,
  email: string,
  password: string,
  at: SsoTenant = MAIN_TENANT,
): Promise<{ tokens: Tokens; bearing: Browser }> {
  const { bearing, callback, verifier } = await toCompanyIdp(app, email, password, at);
  if (callback.pathname !== '/sso/callback') throw new Error(`the IdP did not send the browser back: ${callback.href}`);
  const done = await bearing.follow('GET', callback.pathname + callback.search);
  const code = new URL(String(done.headers.location ?? ''), at.origin).searchParams.get('code');
  if (!code)
    throw new Error(
      `single sign-on did not reach the app: ${done.statusCode} ${done.headers.location ?? done.body.slice(0, 300)}`,
    );
  const res = await tokenRequest(app, at.origin, {
    grant_type: 'authorization_code',
    client_id: `bearing-${at.tenantId}`,
    code,
    code_verifier: verifier,
    redirect_uri: `${at.origin}/implicit/callback`,
  });
  if (res.statusCode !== 200) throw new Error(`token request failed: ${res.statusCode} ${res.body}`);
  return { tokens: res.json() as Tokens, bearing };
}
