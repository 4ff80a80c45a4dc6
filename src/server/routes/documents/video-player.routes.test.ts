import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, type DemoApp } from '../../../../tests/helpers/demo-app';

/* The embedded video player page (001 §4): an HTML5 video that posts VDMSG-{contentId}-{videoId} on play. */

let d: DemoApp;
beforeAll(async () => {
  d = await createDemoApp({ documents: 10 });
}, 120_000);
afterAll(async () => d?.close());

describe('the video player page posts VDMSG-{contentId}-{videoId} to its parent on play', () => {
  it('an accessible HTML page with a <video>, the message, a nonce CSP and framing by our origin only', async () => {
    const res = await d.app.inject({ method: 'GET', url: '/video-player/42/abc123', headers: { host: new URL(MAIN).host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/<video[^>]+aria-label="Training video abc123"/);
    expect(res.body).toContain('"VDMSG-42-abc123"');
    expect(res.body).toContain("addEventListener('play'");
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(res.body).toContain(`<script nonce="${nonce}">`);
  });
  it('400 for a non-numeric content id or a video id with markup', async () => {
    expect((await d.app.inject({ method: 'GET', url: '/video-player/x/abc' })).statusCode).toBe(400);
    expect((await d.app.inject({ method: 'GET', url: `/video-player/1/${encodeURIComponent('<b>')}` })).statusCode).toBe(400);
  });
});
