/*
 * The sign-in redirect of the signed-out start page, without loading the sign-in library: on a
 * phone's slow link that download came between the first byte and the sign-in form. The app's
 * callback is the library's own (lib/auth.ts), so the transaction is written exactly as the
 * pinned library (@auth0/auth0-spa-js 2.27.0, loginWithRedirect) writes it: the same session
 * storage key and fields, the same random strings, the same PKCE challenge and the same
 * authorization parameters. authorize.test.ts compares the two, so a library upgrade that changes
 * its format fails there rather than at users' sign-in.
 */

/** What the redirect needs: the tenant's client and the app's callback. */
export interface AuthorizeRequest {
  /** The provider's origin (the embedded provider lives on the app's own). */
  domain: string;
  clientId: string;
  redirectUri: string;
  audience: string;
  scope: string;
  appState?: unknown;
}

/** The library's transaction key prefix; the callback looks the transaction up under it. */
const TRANSACTION_KEY = 'a0.spajs.txs';
const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_~.';

/** 43 characters from the PKCE charset, unbiased (bytes past the last full cycle are skipped). */
export function randomString(): string {
  const validMax = 256 - (256 % CHARSET.length);
  let out = '';
  while (out.length < 43) {
    for (const byte of crypto.getRandomValues(new Uint8Array(43 - out.length))) {
      if (out.length < 43 && byte < validMax) out += CHARSET[byte % CHARSET.length];
    }
  }
  return out;
}

function base64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/[+/=]/g, (c) => (c === '+' ? '-' : c === '/' ? '_' : ''));
}

/** `openid` first, then the requested scopes, each once (the library's scope rule). */
function scopesWithOpenId(scope: string): string {
  return Array.from(new Set(`openid ${scope}`.trim().split(/\s+/))).join(' ');
}

/**
 * Keeps the sign-in transaction in session storage and returns the provider's authorization
 * address to go to.
 */
export async function prepareAuthorize(req: AuthorizeRequest): Promise<string> {
  const state = btoa(randomString());
  const nonce = btoa(randomString());
  const codeVerifier = randomString();
  const challenge = base64Url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier)));
  const scope = scopesWithOpenId(req.scope);
  const params = new URLSearchParams({
    client_id: req.clientId,
    scope,
    redirect_uri: req.redirectUri,
    audience: req.audience,
    response_type: 'code',
    response_mode: 'query',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const transaction = {
    nonce,
    code_verifier: codeVerifier,
    scope,
    audience: req.audience || 'default',
    redirect_uri: req.redirectUri,
    state,
    appState: req.appState,
    response_type: 'code',
  };
  sessionStorage.setItem(`${TRANSACTION_KEY}.${req.clientId}`, JSON.stringify(transaction));
  return `${req.domain}/authorize?${params.toString()}`;
}
