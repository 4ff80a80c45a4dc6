import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, type DemoApp } from '../../../tests/helpers/demo-app';

/*
 * The route walk for the signed-in guard: the guard is registered once per group of route plugins
 * (app.ts), so a route that falls outside every group is caught here. Every route of the app
 * answers an anonymous caller 401, unless it is listed below with the reason it may not.
 */

/** The OpenID provider's and the company sign-in's own routes: they are how a caller signs in. */
const SIGN_IN = /^\/(authorize|oauth|oidc|\.well-known|interaction|v2\/logout|handoff$|sso\/callback$)/;

/** Routes an anonymous caller reaches, each with the reason. */
const PUBLIC: Record<string, string> = {
  'GET /api/openapi.json': 'the contract itself',
  'POST /api/tenant/get-tenant-config-for-ui': "the tenant's branding and sign-in options, needed before signing in",
  'GET /api/tenant/access-messages': 'what the sign-in screen tells a caller who may not enter',
  'GET /api/v1/lca/agreement.pdf': 'the licence agreement, readable before accepting it',
  'GET /api/health': 'health, for the operator',
  'GET /api/health/live': 'liveness, for the balancer',
  'GET /api/health/ready': 'readiness, for the balancer',
  'GET /api/v1/compasspoint': "a shared compass point's link answers anonymous callers itself, with the spec's message",
  'GET /video-player/:contentId/:videoId': 'the video player page',
  'GET /api/usage-report/dashboard': 'framed without a bearer token: the signed token in its URL is the access check',
  'GET /': 'the app shell',
  'GET /*': 'the app shell (static files)',
};

let d: DemoApp;
beforeAll(async () => {
  d = await createDemoApp();
});
afterAll(async () => d?.close());

describe('the signed-in guard', () => {
  it('answers an anonymous caller 401 on every route but the sign-in and public ones', async () => {
    const unguarded: string[] = [];
    for (const r of d.app.routeTable) {
      const route = `${r.method} ${r.url}`;
      if (r.method === 'HEAD' || r.method === 'OPTIONS' || SIGN_IN.test(r.url) || route in PUBLIC) continue;
      const url = r.url.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');
      const res = await d.app.inject({ method: r.method as 'GET', url, headers: { host: new URL(MAIN).host } });
      if (res.statusCode !== 401) unguarded.push(`${route} ${res.statusCode}`);
    }
    expect(unguarded).toEqual([]);
  });
});
