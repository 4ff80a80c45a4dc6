import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LOGOUT_PATH } from '../../../api/account';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';
import { bearer, signIn, type Browser } from '../../../../tests/helpers/sign-in-env';
import { DEMO_PASSWORD } from '../../seed/people';

/*
 * Page 1 at first paint: a document link from a browser signed in at the provider gets
 * the shell with page 1's preview in it, under the content policy, for that user only.
 */

let d: DemoApp;
const SHELL = '<!doctype html><html><head><title>Bearing</title></head><body><div id="root"></div></body></html>';

const docOf = async (publisher: string) =>
  d.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select(['documents.content_code'])
    .where('publishers.code', '=', publisher)
    .where('documents.pdf_path', 'is not', null)
    .orderBy('documents.id')
    .executeTakeFirstOrThrow();
const signedInBrowser = async (email: string, origin = MAIN) => {
  const tenantId = origin === NORTHWIND ? 'northwind' : 'bearing';
  return signIn(d.app, origin, tenantId, email, DEMO_PASSWORD);
};
const layerSrc = (html: string) => {
  const m = /<section id="first-page"[^]*?<img class="fp-image" src="([^"]+)"/.exec(html);
  return m ? m[1].replace(/&amp;|&#38;/g, '&') : null;
};

beforeAll(async () => {
  d = await createDemoApp();
  fs.mkdirSync(d.app.config.distDir, { recursive: true });
  fs.writeFileSync(path.join(d.app.config.distDir, 'index.html'), SHELL);
}, 120_000);
afterAll(async () => d?.close());

async function openLink(browser: Browser | null, url: string) {
  if (browser) return browser.request('GET', url, undefined, { 'sec-fetch-mode': 'navigate' });
  return d.app.inject({ method: 'GET', url, headers: { host: new URL(MAIN).host } });
}

describe('a signed-in browser opening a document link gets page 1 in the shell', () => {
  it('the layer names the document and loads the preview by a grant, without a token; no cache keeps the shell', async () => {
    const { browser } = await signedInBrowser('ivy@example.com');
    const { content_code } = await docOf('MSA');
    const res = await openLink(browser, `/document?contentCode=${content_code}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<div id="root">');
    const src = layerSrc(res.body);
    expect(src).toMatch(new RegExp(`^/api/documents/pdf/preview\\?contentCode=${content_code}&page=1&grant=`));
    const image = await d.app.inject({ method: 'GET', url: src!, headers: { host: new URL(MAIN).host } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('a clause link to a page gets that page; a link to an HTML section gets the plain shell', async () => {
    const { browser } = await signedInBrowser('ivy@example.com');
    const { content_code } = await docOf('MSA');
    expect(layerSrc((await openLink(browser, `/document?contentCode=${content_code}&page=3`)).body)).toContain('&page=3&');
    expect(layerSrc((await openLink(browser, `/document?contentCode=${content_code}&section=s-1`)).body)).toBeNull();
  });
});

describe('a document delivered without a PDF gets the opening of its HTML view in the shell', () => {
  it('the layer holds a script-free sandboxed frame with the title block and first clauses, no image', async () => {
    const { browser } = await signedInBrowser('ivy@example.com');
    const doc = await d.db
      .selectFrom('documents')
      .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
      .select(['documents.id', 'documents.content_code', 'documents.html_path'])
      .where('publishers.code', '=', 'MSA')
      .where('documents.html_path', 'is not', null)
      .orderBy('documents.id', 'desc')
      .executeTakeFirstOrThrow();
    const view = fs.readFileSync(path.join(d.app.config.filesDir, doc.html_path!), 'utf8');
    await d.db.updateTable('documents').set({ pdf_path: null }).where('id', '=', doc.id).execute();
    const res = await openLink(browser, `/document?contentCode=${doc.content_code}`);
    expect(res.statusCode).toBe(200);
    const layer = /<section id="first-page"[^]*?<\/section>(?=<div id="root">)/.exec(res.body)?.[0] ?? '';
    expect(layer).toContain('<iframe class="fp-html"');
    expect(layer).toContain('sandbox="allow-same-origin"');
    expect(layer).not.toContain('<img');
    const srcdoc = /srcdoc="([^"]*)"/.exec(layer)![1];
    expect(srcdoc).not.toMatch(/[<>]/);
    const opening = srcdoc.replace(/&#(\d+);|&(amp|quot|lt|gt);/g, (_, n, name) =>
      n ? String.fromCharCode(Number(n)) : ({ amp: '&', quot: '"', lt: '<', gt: '>' } as Record<string, string>)[name],
    );
    const withoutContents = view.replace(/\n<nav aria-label="Contents">.*?<\/nav>\n/, '\n');
    expect(withoutContents.startsWith(opening)).toBe(true);
    expect(opening).toMatch(/<h1>/);
    // Without a session the same link is the plain shell.
    const anonymous = await openLink(null, `/document?contentCode=${doc.content_code}`);
    expect(anonymous.body).not.toContain('id="first-page"');
  });
});

describe('the layer follows the content policy: nothing for who may not view the edition', () => {
  it('no provider session: the plain shell', async () => {
    const { content_code } = await docOf('MSA');
    const res = await openLink(null, `/document?contentCode=${content_code}`);
    expect(res.statusCode).toBe(200);
    expect(layerSrc(res.body)).toBeNull();
  });
  it('a document outside the subscriptions: the plain shell', async () => {
    const { browser, tokens } = await signedInBrowser('ivy@example.com');
    // An edition of a publisher none of Ivy's accounts subscribes to (asking the previews one by one would render every allowed page).
    const subscribed = d.db
      .selectFrom('subscription_products as sp')
      .innerJoin('account_subscriptions as a', 'a.product_id', 'sp.id')
      .innerJoin('user_entitlements as ue', 'ue.account_id', 'a.account_id')
      .innerJoin('users as u', 'u.id', 'ue.user_id')
      .select('sp.publisher_id')
      .where('u.email', '=', 'ivy@example.com');
    const outside = await d.db
      .selectFrom('documents')
      .select('content_code')
      .where('pdf_path', 'is not', null)
      .where('publisher_id', 'not in', subscribed)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const refused = outside.content_code;
    const r = await d.app.inject({
      method: 'GET',
      url: `/api/documents/pdf/preview?contentCode=${refused}&page=1`,
      headers: bearer(MAIN, tokens.access_token),
    });
    expect(r.statusCode).toBe(403);
    expect(layerSrc((await openLink(browser, `/document?contentCode=${refused}`)).body)).toBeNull();
  });
  it('a licence agreement not yet accepted: the plain shell (the app asks for it first)', async () => {
    const { browser } = await signedInBrowser('lca@example.com');
    const { content_code } = await docOf('MSA');
    expect(layerSrc((await openLink(browser, `/document?contentCode=${content_code}`)).body)).toBeNull();
  });
  it('an unknown content code: the plain shell', async () => {
    const { browser } = await signedInBrowser('ivy@example.com');
    expect(layerSrc((await openLink(browser, '/document?contentCode=no-such-code')).body)).toBeNull();
  });
});

describe('a grant is good for its own preview only, and only while the session lives', () => {
  it('another page, another edition or an altered grant: 401', async () => {
    const { browser } = await signedInBrowser('ivy@example.com');
    const { content_code } = await docOf('MSA');
    const src = layerSrc((await openLink(browser, `/document?contentCode=${content_code}`)).body)!;
    const host = { host: new URL(MAIN).host };
    for (const url of [
      src.replace('&page=1&', '&page=2&'),
      src.replace(`contentCode=${content_code}`, `contentCode=${(await docOf('KES')).content_code}`),
      `${src.slice(0, -2)}xx`,
    ]) {
      expect((await d.app.inject({ method: 'GET', url, headers: host })).statusCode).toBe(401);
    }
  });
  it('after sign-out the grant no longer opens anything', async () => {
    const { browser, tokens } = await signedInBrowser('ivy@example.com');
    const { content_code } = await docOf('MSA');
    const src = layerSrc((await openLink(browser, `/document?contentCode=${content_code}`)).body)!;
    const out = await d.app.inject({ method: 'POST', url: ACCOUNT_LOGOUT_PATH, headers: bearer(MAIN, tokens.access_token) });
    expect(out.statusCode).toBe(200);
    expect((await d.app.inject({ method: 'GET', url: src, headers: { host: new URL(MAIN).host } })).statusCode).toBe(401);
    expect(layerSrc((await openLink(browser, `/document?contentCode=${content_code}`)).body)).toBeNull();
  });
  it('a grant made on one tenant opens nothing on another', async () => {
    const { browser } = await signedInBrowser('ivy@example.com');
    const { content_code } = await docOf('MSA');
    const src = layerSrc((await openLink(browser, `/document?contentCode=${content_code}`)).body)!;
    expect((await d.app.inject({ method: 'GET', url: src, headers: { host: new URL(NORTHWIND).host } })).statusCode).toBe(401);
  });
});
