import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CSP } from './security-headers';
import { MAIN, bearer, createTestEnv, openSignIn, signIn, type TestEnv } from '../../../tests/helpers/sign-in-env';

/* Browser security headers on every reply. */

let env: TestEnv;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'index.js'), 'console.log(1)');
  env = await createTestEnv({ distDir: dist });
});
afterAll(async () => {
  await env?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  env.app.inject({ method: 'GET', url, headers: { host: 'localhost:8080', ...headers } });
/** The directives of a CSP header value, by name. */
const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([k, ...v]) => [k, v]),
  );

function expectAppHeaders(res: { headers: Record<string, unknown> }) {
  const csp = directives(res.headers['content-security-policy']);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('same-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
}

describe('every reply carries the security headers', () => {
  it('the app shell: CSP with script-src self only (no unsafe-inline, no unsafe-eval), frame-ancestors none, nosniff, a referrer policy', async () => {
    for (const url of ['/', '/home/0', '/document/ABC123']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expectAppHeaders(res);
      expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval/);
    }
  });

  it('static assets, API replies (success and refusal), 404s and the provider’s JSON carry them too', async () => {
    const { tokens } = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    for (const res of [
      await get('/assets/index.js'),
      await get('/api/account', bearer(MAIN, tokens.access_token)),
      await get('/api/account'),
      await get('/api/no-such-call'),
      await get('/.well-known/openid-configuration'),
      await get('/api/health', { host: 'stranger.example' }),
    ])
      expectAppHeaders(res);
  });

  it('the policy names what the app needs and nothing looser: workers, frames, API and issuer on this origin', () => {
    expect(APP_CSP['worker-src']).toEqual(["'self'"]);
    expect(APP_CSP['connect-src']).toEqual(["'self'"]);
    expect(APP_CSP['frame-src']).toEqual(["'self'"]);
    expect(APP_CSP['base-uri']).toEqual(["'self'"]);
    expect(APP_CSP['form-action']).toEqual(["'self'"]);
    expect(Object.values(APP_CSP).flat()).not.toContain("'unsafe-eval'");
    expect(
      Object.values(APP_CSP)
        .flat()
        .filter((v) => v === "'unsafe-inline'"),
    ).toEqual(["'unsafe-inline'"]);
    expect(APP_CSP['style-src']).toContain("'unsafe-inline'");
  });
});

describe('the server-rendered sign-in pages: their own, stricter policy', () => {
  it('the sign-in page allows its own style by hash, no script, no inline style beyond it, posts only here, is never framed', async () => {
    const { page } = await openSignIn(env.app, MAIN, 'bearing');
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toBeUndefined();
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)![1];
    expect(csp['style-src']).toEqual([`'sha256-${createHash('sha256').update(style).digest('base64')}'`]);
    expect(page.body).not.toContain('<script');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });

  it('the provider’s error page gets the same page policy', async () => {
    const res = await get('/authorize?client_id=unknown-client&response_type=code');
    expect(res.statusCode).toBe(400);
    expect(directives(res.headers['content-security-policy'])['default-src']).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('pages meant to be framed by the app say so themselves', () => {
  it('the video player: its own nonce policy, framed by this origin only', async () => {
    const res = await get('/video-player/1/intro');
    expect(res.statusCode).toBe(200);
    expect(directives(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
