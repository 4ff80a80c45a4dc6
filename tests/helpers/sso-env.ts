import type { FastifyInstance } from 'fastify';
import { Browser, MAIN, openSignIn, tokenRequest, type Tokens } from './sign-in-env';

/* Single sign-on through the embedded company IdP: two browsers' worth of cookies, one per host. */

export const IDP = 'http://idp.localhost:8080';

/** Bearing's sign-in page, the company e-mail typed, up to the IdP's answer on Bearing's callback (not yet followed). */
export async function toCompanyIdp(app: FastifyInstance, email: string, password: string) {
  const { browser: bearing, action, verifier } = await openSignIn(app, MAIN, 'bearing');
  const toIdp = await bearing.request('POST', action, { email, password: '' });
  const idp = new Browser(app, IDP);
  const idpPage = await idp.follow('GET', String(toIdp.headers.location));
  const idpAction = /action="([^"]+)"/.exec(idpPage.body)?.[1] ?? '';
  const back = await idp.follow('POST', idpAction, { email, password }, { 'sec-fetch-site': 'same-origin' });
  return { bearing, idp, toIdp, idpPage, back, callback: new URL(String(back.headers.location ?? ''), MAIN), verifier };
}

/** The whole company sign-in, ending with Bearing's tokens. */
export async function ssoSignIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<{ tokens: Tokens; bearing: Browser }> {
  const { bearing, callback, verifier } = await toCompanyIdp(app, email, password);
  if (callback.pathname !== '/sso/callback') throw new Error(`the IdP did not send the browser back: ${callback.href}`);
  const done = await bearing.follow('GET', callback.pathname + callback.search);
  const code = new URL(String(done.headers.location ?? ''), MAIN).searchParams.get('code');
  if (!code)
    throw new Error(
      `single sign-on did not reach the app: ${done.statusCode} ${done.headers.location ?? done.body.slice(0, 300)}`,
    );
  const res = await tokenRequest(app, MAIN, {
    grant_type: 'authorization_code',
    client_id: 'bearing-bearing',
    code,
    code_verifier: verifier,
    redirect_uri: `${MAIN}/implicit/callback`,
  });
  if (res.statusCode !== 200) throw new Error(`token request failed: ${res.statusCode} ${res.body}`);
  return { tokens: res.json() as Tokens, bearing };
}
