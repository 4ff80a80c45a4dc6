import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_CALLBACK_PATH, SIGN_IN_SCOPE } from '../../api/sign-in';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../tests/helpers/demo-app';
import { signIn } from '../../../tests/helpers/sign-in-env';
import { DEMO_PASSWORD } from '../seed/people';
import { audienceFor, clientIdFor } from './oidc-config';
import { SIGNED_OUT_PAGE } from './signed-out-start';

/*
 * A signed-out visitor's first open of `/` gets the small signed-out start page, which starts the
 * sign-in redirect itself, instead of the app shell; a browser signed in at the provider gets the
 * app, which signs in from that session.
 */

let d: DemoApp;
const SHELL = '<!doctype html><html><head><title>Bearing</title></head><body><div id="root"></div></body></html>';
const START =
  '<!doctype html><html><head><title>Bearing</title><script type="module" src="/assets/signedOut.js"></script></head><body></body></html>';

beforeAll(async () => {
  d = await createDemoApp();
  fs.mkdirSync(path.join(d.app.config.distDir, path.dirname(SIGNED_OUT_PAGE)), { recursive: true });
  fs.writeFileSync(path.join(d.app.config.distDir, 'index.html'), SHELL);
  fs.writeFileSync(path.join(d.app.config.distDir, SIGNED_OUT_PAGE), START);
}, 120_000);
afterAll(async () => d?.close());

const open = (origin: string, cookie?: string) =>
  d.app.inject({ method: 'GET', url: '/', headers: { host: new URL(origin).host, ...(cookie ? { cookie } : {}) } });
const meta = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('a signed-out first open of / goes to sign-in without the app', () => {
  it("gets the start page with the tenant's client, audience, callback and scope, and no cache keeps it", async () => {
    const res = await open(MAIN);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/assets/signedOut.js');
    expect(res.body).not.toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(meta(res.body, 'bearing-client-id')).toBe(clientIdFor('bearing'));
    expect(meta(res.body, 'bearing-audience')).toBe(audienceFor(MAIN));
    expect(meta(res.body, 'bearing-callback')).toBe(SIGN_IN_CALLBACK_PATH);
    expect(meta(res.body, 'bearing-scope')).toBe(SIGN_IN_SCOPE);
  });

  it('the white-label tenant gets its own client and audience', async () => {
    const res = await open(NORTHWIND);
    expect(meta(res.body, 'bearing-client-id')).toBe(clientIdFor('northwind'));
    expect(meta(res.body, 'bearing-audience')).toBe(audienceFor(NORTHWIND));
  });

  it('a session cookie the provider does not know (signed out, forged) still gets the start page', async () => {
    const res = await open(MAIN, '_session=not-a-session; _session.sig=nope');
    expect(res.body).toContain('/assets/signedOut.js');
  });

  it('an unknown host gets the app shell, which shows the proxy-setup page', async () => {
    const res = await d.app.inject({ method: 'GET', url: '/', headers: { host: 'elsewhere.localhost:8080' } });
    expect(res.body).not.toContain('/assets/signedOut.js');
  });
});

describe('a browser signed in at the provider gets the app', () => {
  it('the app shell, which signs in from the provider session without the form', async () => {
    const { browser } = await signIn(d.app, MAIN, 'bearing', 'ivy@example.com', DEMO_PASSWORD);
    const res = await browser.request('GET', '/', undefined, { 'sec-fetch-mode': 'navigate' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).not.toContain('/assets/signedOut.js');
  });
});
