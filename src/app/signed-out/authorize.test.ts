import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareAuthorize, randomString, type AuthorizeRequest } from './authorize';

/** A session storage for the node environment, seen by both the library and the start page. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

const REQUEST: AuthorizeRequest = {
  domain: 'https://library.example.test',
  clientId: 'bearing-bearing',
  redirectUri: 'https://library.example.test/implicit/callback',
  audience: 'https://library.example.test/api',
  scope: 'openid profile email offline_access',
  appState: { returnTo: '/document?contentCode=msa-hb12-24' },
};

const KEY = `a0.spajs.txs.${REQUEST.clientId}`;
const g = globalThis as Record<string, unknown>;

beforeEach(() => {
  g.sessionStorage = memoryStorage();
  g.window = { crypto: globalThis.crypto, btoa: globalThis.btoa, fetch: globalThis.fetch, location: new URL(REQUEST.domain) };
});
afterEach(() => {
  delete g.sessionStorage;
  delete g.window;
});

/** The pinned library's own redirect: its transaction and its authorization address. */
async function libraryRedirect(): Promise<{ transaction: Record<string, unknown>; url: URL }> {
  const { Auth0Client } = await import('@auth0/auth0-spa-js');
  const client = new Auth0Client({
    domain: REQUEST.domain,
    clientId: REQUEST.clientId,
    authorizationParams: { redirect_uri: REQUEST.redirectUri, audience: REQUEST.audience, scope: REQUEST.scope },
  });
  let opened = '';
  await client.loginWithRedirect({
    appState: REQUEST.appState,
    openUrl: (url) => {
      opened = url;
    },
  });
  const transaction = JSON.parse(sessionStorage.getItem(KEY)!) as Record<string, unknown>;
  sessionStorage.clear();
  return { transaction, url: new URL(opened) };
}

async function ownRedirect(): Promise<{ transaction: Record<string, unknown>; url: URL }> {
  const url = new URL(await prepareAuthorize(REQUEST));
  return { transaction: JSON.parse(sessionStorage.getItem(KEY)!) as Record<string, unknown>, url };
}

/** The random parts differ from one redirect to the next; everything else must not. */
const RANDOM = ['state', 'nonce', 'code_verifier', 'code_challenge'];
const fixed = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([k]) => !RANDOM.includes(k)));

describe('the signed-out start writes the sign-in transaction as the sign-in library does', () => {
  it('keeps the same fields under the same key, so the app callback completes the sign-in', async () => {
    const lib = await libraryRedirect();
    const own = await ownRedirect();
    expect(Object.keys(own.transaction)).toEqual(Object.keys(lib.transaction));
    expect(fixed(own.transaction)).toEqual(fixed(lib.transaction));
  });

  it('sends the same authorization parameters to the same address', async () => {
    const lib = await libraryRedirect();
    const own = await ownRedirect();
    expect(`${own.url.origin}${own.url.pathname}`).toBe(`${lib.url.origin}${lib.url.pathname}`);
    // auth0Client is the library naming itself to its provider; the embedded provider ignores it.
    const params = (u: URL) => Object.fromEntries([...u.searchParams].filter(([k]) => k !== 'auth0Client'));
    expect(Object.keys(params(own.url))).toEqual(Object.keys(params(lib.url)));
    expect(fixed(params(own.url))).toEqual(fixed(params(lib.url)));
  });

  it('binds the address to the transaction: state and nonce, and the challenge of the kept verifier', async () => {
    const { transaction, url } = await ownRedirect();
    expect(url.searchParams.get('state')).toBe(transaction.state);
    expect(url.searchParams.get('nonce')).toBe(transaction.nonce);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(String(transaction.code_verifier)));
    const challenge = Buffer.from(digest).toString('base64url');
    expect(url.searchParams.get('code_challenge')).toBe(challenge);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });
});

describe('PKCE random strings are 43 characters of the unreserved set, fresh every time', () => {
  it('draws a new 43-character string each time', () => {
    const seen = new Set(Array.from({ length: 200 }, randomString));
    expect(seen.size).toBe(200);
    for (const s of seen) expect(s).toMatch(/^[0-9A-Za-z\-_~.]{43}$/);
  });
});
