import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_PREFIX } from '../../lib/auth-session';
import { forgetEarlyReplies } from '../../lib/early-replies';
import { startDocumentEarly } from './early-open';

const NOW = 1_800_000_000_000;
const CLIENT = 'bearing-bearing';
const signedIn = {
  [`${CACHE_PREFIX}::${CLIENT}::@@user@@`]: JSON.stringify({
    id_token: 'id.jwt',
    decodedToken: { claims: { __raw: 'id.jwt', sub: 'ivy' } },
  }),
  [`${CACHE_PREFIX}::${CLIENT}::http://x/api::openid profile email offline_access`]: JSON.stringify({
    body: { access_token: 'access.jwt' },
    expiresAt: NOW / 1000 + 3600,
  }),
};
const requests: { url: string; headers: Record<string, string> }[] = [];

function withSession(entries: Record<string, string>) {
  vi.stubGlobal('sessionStorage', { getItem: (k: string) => entries[k] ?? null });
  // Object.keys(sessionStorage) lists the stored keys, as the browser's storage does.
  Object.assign(globalThis.sessionStorage, entries);
}

beforeEach(() => {
  requests.length = 0;
  forgetEarlyReplies();
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    requests.push({ url, headers: init.headers as Record<string, string> });
    return Promise.resolve(new Response(''));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('a document link asks for its metadata and first page at once (early start)', () => {
  it("metadata and the page-1 preview, with the tab's token", () => {
    withSession(signedIn);
    startDocumentEarly('', { pathname: '/document', search: '?contentCode=msa-hb12-24' }, NOW);
    expect(requests.map((r) => r.url)).toEqual([
      '/api/documents/metadata?contentCode=msa-hb12-24',
      '/api/documents/pdf/preview?contentCode=msa-hb12-24&page=1',
    ]);
    expect(requests[0].headers.Authorization).toBe('Bearer access.jwt');
  });
  it('a clause link to a page asks for that page; one to an HTML section for no preview', () => {
    withSession(signedIn);
    startDocumentEarly('/lib', { pathname: '/lib/document/', search: '?contentCode=a&page=12' }, NOW);
    startDocumentEarly('', { pathname: '/document-view', search: '?contentCode=b&section=s-4' }, NOW);
    expect(requests.map((r) => r.url)).toEqual([
      '/api/documents/metadata?contentCode=a',
      '/api/documents/pdf/preview?contentCode=a&page=12',
      '/api/documents/metadata?contentCode=b',
    ]);
  });
  it('nothing starts without a token, without a document code, or on another screen', () => {
    withSession({});
    startDocumentEarly('', { pathname: '/document', search: '?contentCode=a' }, NOW);
    withSession(signedIn);
    startDocumentEarly('', { pathname: '/document', search: '' }, NOW);
    startDocumentEarly('', { pathname: '/home', search: '?contentCode=a' }, NOW);
    expect(requests).toEqual([]);
  });
});
